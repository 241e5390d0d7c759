import { authMessages, messageSchema } from '@portal/domain';
import { ApiError, errorText } from '../../../lib/api-client';
import { defineCall } from '../../../lib/define-call';

export type ConfirmEmailResult = { confirmed: boolean; message: string };

/** POST /api/email/confirmar {token}: its message, or the usual text when the answer has none. */
const postConfirmation = defineCall({
  method: 'POST',
  path: '/email/confirmar',
  body: (token: string) => ({ token }),
  answer: {
    parse: (raw: unknown) => messageSchema.safeParse(raw).data?.message || authMessages.emailConfirmed,
  },
  anonymous: true,
});

/**
 * POST /api/email/confirmar {token} (DESIGN §3): public, so the link works signed in or out. A used,
 * expired or unknown token answers 400 INVALID; anything else (network, 5xx) shows its own text.
 */
export async function confirmEmail(token: string): Promise<ConfirmEmailResult> {
  try {
    return { confirmed: true, message: await postConfirmation(token) };
  } catch (error) {
    if (error instanceof ApiError && error.type === 'INVALID') {
      return { confirmed: false, message: authMessages.emailConfirmInvalid };
    }
    return { confirmed: false, message: errorText(error) };
  }
}
