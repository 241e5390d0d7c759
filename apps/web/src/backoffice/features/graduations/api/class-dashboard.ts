import {
  DASHBOARD_MISSING_MORE,
  type DashboardUploadScreen,
  dashboardMissingSchema,
  producerDashboardSchema,
} from '@portal/domain';
import { blobAnswer, defineCall } from '../../../../lib/define-call';
import { BACKOFFICE_KEY } from '../../../api/request';

/** GET /api/admin/formaturas/:id/painel: the class dashboard with the class's exact sums (decisions 74 and 98). */
const getClassDashboard = defineCall({
  path: (graduationId: number) => `/admin/formaturas/${graduationId}/painel`,
  answer: producerDashboardSchema,
  key: (graduationId: number) => [BACKOFFICE_KEY, 'class-dashboard', graduationId] as const,
});

export const classDashboardQuery = (graduationId: number) => getClassDashboard.queryOptions(graduationId);

/** GET /api/admin/formaturas/:id/painel/faltam: the next names of a screen, after the `desde` already shown. */
export const getClassDashboardMissing = defineCall({
  path: ({
    graduationId,
    tipo,
    desde,
  }: {
    graduationId: number;
    tipo: DashboardUploadScreen;
    desde: number;
  }) =>
    `/admin/formaturas/${graduationId}/painel/faltam?tipo=${tipo}&desde=${desde}&limite=${DASHBOARD_MISSING_MORE}`,
  answer: dashboardMissingSchema,
});

/** GET /api/admin/formaturas/:id/painel.csv: the same dashboard as a spreadsheet. */
export const getClassDashboardCsv = defineCall({
  path: (graduationId: number) => `/admin/formaturas/${graduationId}/painel.csv`,
  answer: blobAnswer,
});
