import type { ResetRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/reset (spec B §7): answers the message to show. */
export function useReset() {
  return useMutation({
    mutationFn: (body: ResetRequest) =>
      api<{ message: string }>('/reset', { method: 'POST', body, anonymous: true }),
  });
}
