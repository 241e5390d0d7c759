/**
 * The self-registration link: /sign/{key} or /sign/{key}/{exec} (spec B §2.6, §4.6). The key names the
 * graduation; the executive code names the producer's salesperson who sent the link.
 */

/** Executive code used when the link has none (spec B §9). */
export const DEFAULT_EXECUTIVE = 'e4';

/** Keys and executive codes are short URL-safe tokens; anything else is a broken link. */
export const LINK_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const EXECUTIVE_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;

export type RegistrationLink =
  | { result: 'ok'; key: string; executive: string }
  | { result: 'nohash'; key?: undefined; executive?: undefined };

const NOHASH: RegistrationLink = { result: 'nohash' };

/**
 * Key and executive of a page address. The key is the second segment when the address ends there
 * (/sign/{key}), else the second-to-last with the executive after it (/sign/{key}/{exec}). Too few or
 * too many segments, or a malformed token, give 'nohash' (spec B §2.6, §4.6).
 */
export function parseRegistrationLink(address: string): RegistrationLink {
  const path = address.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/[?#].*$/, '');
  const segments = path.split('/').filter(Boolean);
  if (segments.length < 2 || segments.length > 3) return NOHASH;
  const [, key = '', executive = DEFAULT_EXECUTIVE] = segments;
  if (!LINK_KEY_PATTERN.test(key) || !EXECUTIVE_PATTERN.test(executive)) return NOHASH;
  return { result: 'ok', key, executive };
}
