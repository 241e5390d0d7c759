// The privacy module's door (decision 137): the consent log other modules consult (face search) and the
// student's own data under LGPD art. 18.
export { type ConsentRow, consentsRepository } from './consents.repository';
