import { registrationOwner } from '../registration';
import { getUser } from '../session';

/** Whose cart local storage holds: the registration it was made for. */
export const CART_OWNER_KEY = 'carrinho-dono';

/** The registration the session acts as, as stored beside the cart ('' with none). */
export function currentCartOwner(): string {
  return String(registrationOwner(getUser()) ?? '');
}

/**
 * True when a stored cart may be shown to this session: it was made for the registration the session acts
 * as (another student on the same browser, or an administrator acting as someone else, starts empty). A
 * cart stored before owners were kept has none and stays.
 */
export function isOwnCart(storedOwner: string | null): boolean {
  return storedOwner === null || storedOwner === currentCartOwner();
}
