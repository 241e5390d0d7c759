/**
 * The header a create call carries so that a repeated submit creates one record (decision 117): the form
 * makes a new key when it opens and after each success; the API answers a key it has seen with the first
 * answer again, for the same user, within IDEMPOTENCY_TTL_HOURS.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_HOURS = 24;
/**
 * A key as the forms make it (a UUID) or any client's opaque token: 8 to 100 safe characters. A pattern, not
 * a zod schema: the web's HTTP client reads this file, and zod stays off the home's first load (decision 109).
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const idempotencyMessages = {
  invalidKey: 'O identificador deste envio é inválido. Recarregue a página e tente de novo.',
  inProgress: 'Este envio ainda está sendo processado. Aguarde um instante e confira a lista.',
  reusedKey: 'Este envio já foi usado para outros dados. Recarregue a página e tente de novo.',
} as const;
