// The auth module's door: other modules and the composition root import only this file. Its tables
// (users, tokens) are written only behind it; admin and students issue automatic-login links through it.

export { accountErasure } from './account-erasure';
export {
  type AdminAccounts,
  type AdminEmailState,
  adminAccounts,
  INVITE_TTL_MS,
  setPasswordUrl,
  unusablePasswordHash,
} from './admin-accounts';
export { authModule } from './auth.module';
export { type AutoLoginLinks, autoLoginLinks } from './auto-login';
export type { CalendarAddresses } from './calendar-addresses';
export { accountPersonalData } from './personal-data.repository';
export { type StudentAccounts, type StudentScope, studentAccounts } from './student-accounts';
