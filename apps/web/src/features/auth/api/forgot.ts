import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/forgot (spec B §7): answers the message to show. */
export function useForgot() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      api<{ message: string }>('/forgot', { method: 'POST', body, anonymous: true }),
  });
}
