import type { AutostoreRequest, AutostoreResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/autostore (spec B §7): the normalised registration. */
export function useAutostore() {
  return useMutation({
    mutationFn: (body: AutostoreRequest) =>
      api<AutostoreResponse>('/autostore', { method: 'POST', body, anonymous: true }),
  });
}
