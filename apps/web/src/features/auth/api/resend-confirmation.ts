import { authMessages } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/email/reenviar (bearer): a new confirmation link; 409 FOUND when already confirmed. Read
 * without zod: the banner is in the first screen's chunk, which carries no schema library.
 */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: async () => {
      const answer = await api<{ message?: unknown } | undefined>('/email/reenviar', { method: 'POST' });
      return typeof answer?.message === 'string' ? answer.message : authMessages.emailConfirmResent;
    },
  });
}
