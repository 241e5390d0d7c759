import { authMessages } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

/**
 * POST /api/email/reenviar (bearer): a new confirmation link; 409 FOUND when already confirmed. Parsed
 * without zod: the banner is in the first screen's chunk, which carries no schema library.
 */
export const resendConfirmation = defineCall({
  method: 'POST',
  path: '/email/reenviar',
  answer: {
    parse: (raw: unknown): string =>
      raw && typeof raw === 'object' && 'message' in raw && typeof raw.message === 'string'
        ? raw.message
        : authMessages.emailConfirmResent,
  },
});

export function useResendConfirmation() {
  return useMutation({ mutationFn: () => resendConfirmation() });
}
