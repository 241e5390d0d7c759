// The picker's answer schemas, imported lazily by its calls (defineCall's loader, decision 109).
export { accessLinkResponseSchema, studentSummaryListSchema } from '@portal/domain/contract/student-search';
