import type { CommitteeReport } from '@portal/domain';
import { blobAnswer, defineCall } from '../../../lib/define-call';
import { homeKeys } from './keys';

export type ReportKind = CommitteeReport['tipo'];

/** GET /api/relatorios/comissao?tipo=: the class report, asked when the committee member opens it. */
export const getCommitteeReport = defineCall({
  path: ({ tipo }: { owner: number; tipo: ReportKind }) => `/relatorios/comissao?tipo=${tipo}`,
  answer: () => import('./schemas').then((s) => s.committeeReportSchema),
  key: ({ owner, tipo }) => homeKeys.committeeReport(owner, tipo),
});

/** GET /api/relatorios/comissao.csv?tipo=: the same report as a spreadsheet. */
export const getCommitteeReportCsv = defineCall({
  path: (tipo: ReportKind) => `/relatorios/comissao.csv?tipo=${tipo}`,
  answer: blobAnswer,
});

export function useCommitteeReport(owner: number, tipo: ReportKind | null) {
  return getCommitteeReport.useQuery(
    { owner, tipo: tipo ?? 'pagamentos' },
    { staleTime: 60_000, enabled: tipo !== null },
  );
}
