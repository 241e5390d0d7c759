import { registrationOwner } from '../../../lib/registration';
import { useSessionUser } from '../../../lib/session';

/** Whose finance the session shows: the student's, or the one an administrator acts as (null: none). */
export function useFinanceOwner(): number | null {
  return registrationOwner(useSessionUser());
}
