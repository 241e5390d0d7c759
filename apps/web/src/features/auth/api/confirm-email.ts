import { authMessages, messageSchema } from '@portal/domain';
import { ApiError, api, errorText } from '../../../lib/api-client';

export type ConfirmEmailResult = { confirmed: boolean; message: string };

/**
 * POST /api/email/confirmar {token} (DESIGN §3): public, so the link works signed in or out. A used,
 * expired or unknown token answers 400 INVALID; anything else (network, 5xx) shows its own text.
 */
export async function confirmEmail(token: string): Promise<ConfirmEmailResult> {
  try {
    const answer = messageSchema.safeParse(
      await api<unknown>('/email/confirmar', { method: 'POST', body: { token }, anonymous: true }),
    );
    return { confirmed: true, message: answer.data?.message || authMessages.emailConfirmed };
  } catch (error) {
    if (error instanceof ApiError && error.type === 'INVALID') {
      return { confirmed: false, message: authMessages.emailConfirmInvalid };
    }
    return { confirmed: false, message: errorText(error) };
  }
}
