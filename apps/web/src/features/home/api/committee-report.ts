import type { CommitteeReport } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { homeKeys } from './keys';

export type ReportKind = CommitteeReport['tipo'];

/** GET /api/relatorios/comissao?tipo=: the class report, asked when the committee member opens it. */
export function committeeReportQuery(owner: number, tipo: ReportKind) {
  return queryOptions({
    queryKey: homeKeys.committeeReport(owner, tipo),
    queryFn: ({ signal }) => api<CommitteeReport>(`/relatorios/comissao?tipo=${tipo}`, { signal }),
    staleTime: 60_000,
  });
}

export function useCommitteeReport(owner: number, tipo: ReportKind | null) {
  return useQuery({ ...committeeReportQuery(owner, tipo ?? 'pagamentos'), enabled: tipo !== null });
}
