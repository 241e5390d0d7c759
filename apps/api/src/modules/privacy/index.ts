// The privacy module's door (decision 137): the consent log other modules consult (face search, the deadline
// reminders) and the student's own data under LGPD art. 18.
export { type ConsentRow, consentsRepository } from './consents.repository';
export type { ConsentWithdrawals } from './consents.service';
export type { PersonalDataSources } from './personal-data.sources';
export { privacyModule } from './privacy.module';
