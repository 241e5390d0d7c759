// The back-office's calls are defined with lib/define-call.ts, one definition per call in the area's api/
// folder, each answer parsed with the contract's schema (decision 113); here, what their paths and keys share.

type Param = string | number | boolean | null | undefined;

/** `?a=1&b=x` from the set values (empty strings, null and undefined left out). */
export function queryString(params: Record<string, Param>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Every back-office query key starts here, so a sign-out or a switch can drop them together. */
export const BACKOFFICE_KEY = 'backoffice';
