// The home's answer schemas, imported lazily by its calls (defineCall's loader): zod and the schemas stay
// in a chunk of their own, out of the shell and of the home's first paint (decisions 42, 83, 91).
export { calendarLinkSchema } from '@portal/domain/contract/calendar';
export { revEnderecoResponseSchema } from '@portal/domain/contract/home';
export {
  classDashboardSchema,
  committeeReportSchema,
  dashboardMissingSchema,
} from '@portal/domain/contract/reports';
