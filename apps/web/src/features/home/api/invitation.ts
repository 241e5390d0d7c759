import { useQuery } from '@tanstack/react-query';
import { blobAnswer, defineCall } from '../../../lib/define-call';
import { homeKeys } from './keys';

/**
 * POST /api/downConvite {caminho}: the digital invitation as a JPEG (spec B §7). The same image is the
 * card's thumbnail and the file saved as convite.jpg, so it is asked once.
 */
const getInvitation = defineCall({
  method: 'POST',
  path: '/downConvite',
  body: ({ caminho }: { owner: number; caminho: string }) => ({ caminho }),
  answer: blobAnswer,
  key: ({ owner, caminho }: { owner: number; caminho: string }) => homeKeys.invitation(owner, caminho),
});

export function invitationQuery(owner: number, caminho: string) {
  return getInvitation.queryOptions({ owner, caminho }, { staleTime: Number.POSITIVE_INFINITY });
}

/** `enabled: false` holds the call (the card asks once the home has painted, decision 95). */
export function useInvitation(owner: number, caminho: string | null, enabled = true) {
  return useQuery({ ...invitationQuery(owner, caminho ?? ''), enabled: enabled && caminho !== null });
}
