import type { ClassDashboard } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { homeKeys } from './keys';

/** GET /api/relatorios/painel: the class dashboard, asked when the committee member opens it. */
export function classDashboardQuery(owner: number) {
  return queryOptions({
    queryKey: homeKeys.classDashboard(owner),
    queryFn: ({ signal }) => api<ClassDashboard>('/relatorios/painel', { signal }),
    staleTime: 60_000,
  });
}

export function useClassDashboard(owner: number, open: boolean) {
  return useQuery({ ...classDashboardQuery(owner), enabled: open });
}
