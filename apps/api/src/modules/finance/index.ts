// The finance module's door: other modules and the composition root import only this file.
export { chooserContext, contractOf, type FinanceContract, toParcel } from './finance.mapper';
export { financeModule } from './finance.module';
export type { FinanceRow } from './finance.repository';
export {
  type FinanceService,
  type FinanceSubject,
  financeService,
  financeSubjectOf,
} from './finance.service';
