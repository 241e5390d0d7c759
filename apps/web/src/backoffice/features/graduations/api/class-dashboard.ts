import { producerDashboardSchema } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { BACKOFFICE_KEY, call } from '../../../api/request';

/** GET /api/admin/formaturas/:id/painel: the class dashboard with the class's exact sums (issues 12, 18). */
export const classDashboardQuery = (graduationId: number) =>
  queryOptions({
    queryKey: [BACKOFFICE_KEY, 'class-dashboard', graduationId],
    queryFn: ({ signal }) =>
      call(producerDashboardSchema, `/admin/formaturas/${graduationId}/painel`, { signal }),
  });
