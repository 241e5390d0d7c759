import { DASHBOARD_MISSING_MORE, type DashboardUploadScreen } from '@portal/domain';
import { blobAnswer, defineCall } from '../../../lib/define-call';
import { homeKeys } from './keys';

/** GET /api/relatorios/painel: the class dashboard, asked when the committee member opens it. */
export const getClassDashboard = defineCall({
  path: '/relatorios/painel',
  answer: () => import('./schemas').then((s) => s.classDashboardSchema),
  key: (owner: number) => homeKeys.classDashboard(owner),
});

/** GET /api/relatorios/painel/faltam: the next names of a screen, after the `desde` already shown. */
export const getClassDashboardMissing = defineCall({
  path: ({ tipo, desde }: { tipo: DashboardUploadScreen; desde: number }) =>
    `/relatorios/painel/faltam?tipo=${tipo}&desde=${desde}&limite=${DASHBOARD_MISSING_MORE}`,
  answer: () => import('./schemas').then((s) => s.dashboardMissingSchema),
});

/** GET /api/relatorios/painel.csv: the dashboard as a spreadsheet. */
export const getClassDashboardCsv = defineCall({ path: '/relatorios/painel.csv', answer: blobAnswer });

export function useClassDashboard(owner: number, open: boolean) {
  return getClassDashboard.useQuery(owner, { staleTime: 60_000, enabled: open });
}
