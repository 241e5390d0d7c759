import { classDashboardSchema } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { BACKOFFICE_KEY, call } from './request';

/** GET /api/admin/formaturas/:id/painel: the class dashboard with the class's sums (issue 12). */
export const classDashboardQuery = (graduationId: number) =>
  queryOptions({
    queryKey: [BACKOFFICE_KEY, 'class-dashboard', graduationId],
    queryFn: ({ signal }) =>
      call(classDashboardSchema, `/admin/formaturas/${graduationId}/painel`, { signal }),
  });
