import { isIsoDate } from './dates';

/**
 * The address gate: true while the address was never reviewed, so payment stays blocked (spec A §4,
 * spec B §5.4). A value that does not start with a real date (legacy '0000-00-00') counts as never.
 */
export function needsAddressReview(revEndereco: string | null | undefined): boolean {
  return !revEndereco || !isIsoDate(revEndereco.slice(0, 10));
}
