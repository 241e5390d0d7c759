import { failedJobSchema } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { BACKOFFICE_KEY, call } from '../../../api/request';

export type { FailedJob } from '@portal/domain';

/** GET /api/admin/tarefas/falhas: background work that gave up (e-mails that never left). */
export const failedJobsQuery = () =>
  queryOptions({
    queryKey: [BACKOFFICE_KEY, 'failed-jobs'],
    queryFn: ({ signal }) => call(z.array(failedJobSchema), '/admin/tarefas/falhas', { signal }),
  });
