type Validation = typeof import('./validation');

let pending: Promise<Validation> | null = null;

/**
 * The account forms' schemas, fetched once: a form calls this on its first focus or input, so the chunk is
 * there by the time it is sent, and awaits it on submit. A failed fetch is tried again on the next call.
 */
export function loadValidation(): Promise<Validation> {
  pending ??= import('./validation').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
