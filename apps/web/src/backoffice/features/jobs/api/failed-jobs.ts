import { failedJobSchema } from '@portal/domain';
import { z } from 'zod';
import { defineCall } from '../../../../lib/define-call';
import { BACKOFFICE_KEY } from '../../../api/request';

export type { FailedJob } from '@portal/domain';

/** GET /api/admin/tarefas/falhas: background work that gave up (e-mails that never left). */
const getFailedJobs = defineCall({
  path: '/admin/tarefas/falhas',
  answer: z.array(failedJobSchema),
  key: () => [BACKOFFICE_KEY, 'failed-jobs'] as const,
});

export const failedJobsQuery = () => getFailedJobs.queryOptions(undefined);
