import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';
import { homeKeys } from './keys';

/**
 * POST /api/downConvite {caminho}: the digital invitation as a JPEG (spec B §7). The same image is the
 * card's thumbnail and the file saved as convite.jpg, so it is asked once.
 */
export function invitationQuery(owner: number, caminho: string) {
  return queryOptions({
    queryKey: homeKeys.invitation(owner, caminho),
    queryFn: ({ signal }) => apiBlob('/downConvite', { method: 'POST', body: { caminho }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `enabled: false` holds the call (the card asks once the home has painted, decision 95). */
export function useInvitation(owner: number, caminho: string | null, enabled = true) {
  return useQuery({ ...invitationQuery(owner, caminho ?? ''), enabled: enabled && caminho !== null });
}
