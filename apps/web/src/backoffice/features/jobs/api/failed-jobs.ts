import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { BACKOFFICE_KEY, call } from './request';

const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  createdOn: z.string(),
  retryCount: z.number().int(),
  error: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

/** GET /api/admin/tarefas/falhas: background work that gave up (e-mails that never left). */
export const failedJobsQuery = () =>
  queryOptions({
    queryKey: [BACKOFFICE_KEY, 'failed-jobs'],
    queryFn: ({ signal }) => call(z.array(failedJobSchema), '/admin/tarefas/falhas', { signal }),
  });
