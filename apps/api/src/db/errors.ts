/**
 * The constraint of a unique violation (SQLSTATE 23505), however deep a driver or Drizzle wrapped it, or
 * undefined for any other error.
 */
export function uniqueViolation(err: unknown): string | undefined {
  let e = err;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = cause;
  }
  return undefined;
}
