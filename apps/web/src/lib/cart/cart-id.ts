/** A unique id for a new cart line (spec B §3 idCart); the domain takes it from the caller. */
export function newCartId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
