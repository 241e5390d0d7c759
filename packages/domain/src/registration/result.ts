/** Where self-registration sends the student (spec B §2.7, §4.6): the result pages and the vacancy rule. */
import type { AutostoreStatus, HashResponse } from '../contract/registration';
import type { RegistrationLink } from './link-key';

/** The result pages, named as their routes (/success, /match, /nohash, /full). */
export const REGISTRATION_PAGES = {
  success: 'success',
  match: 'match',
  nohash: 'nohash',
  full: 'full',
} as const;
export type RegistrationPage = (typeof REGISTRATION_PAGES)[keyof typeof REGISTRATION_PAGES];

/** True when no vacancy is left: `limite` 0 means unlimited, otherwise full once `count` reaches it. */
export function isFull(limite: number, count: number): boolean {
  return limite > 0 && count >= limite;
}

/** True when the page must fetch GET /alunoscount before showing the form (spec B §7: only when limite ≠ 0). */
export function needsVacancyCount(lookup: HashResponse): boolean {
  return !lookup.erro && lookup.limite > 0;
}

/**
 * On page open: 'nohash' when the link is malformed or its lookup failed (`lookup` null) or answered
 * erro; 'full' when no vacancy is left; else 'form'. An unknown count shows the form: the server checks
 * the vacancy again on submit.
 */
export function registrationGate(
  link: RegistrationLink,
  lookup: HashResponse | null,
  count: number | null,
): 'form' | typeof REGISTRATION_PAGES.nohash | typeof REGISTRATION_PAGES.full {
  if (link.result === 'nohash' || lookup === null || lookup.erro) return REGISTRATION_PAGES.nohash;
  if (count !== null && isFull(lookup.limite, count)) return REGISTRATION_PAGES.full;
  return 'form';
}

/** On submit: created → /success, full → /full, anything else → /match (spec B §4.6). */
export function registrationResult(status: AutostoreStatus): RegistrationPage {
  if (status === 'created') return REGISTRATION_PAGES.success;
  if (status === 'full') return REGISTRATION_PAGES.full;
  return REGISTRATION_PAGES.match;
}
