// The account forms' checks, loaded on the first interaction with a form (lib/load-validation.ts) and not
// with the page: zod is the largest library of the app, and /signin paints without it (decision 42).
export { authRequestSchema, forgotRequestSchema, signInEmptyError } from '@portal/domain';
