import { uploadListSchema } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { BACKOFFICE_KEY, call } from '../../../api/request';

/** GET /api/admin/alunos/:id/arquivos: every file the student sent, all screens (issue 12). */
export const studentFilesQuery = (studentId: number) =>
  queryOptions({
    queryKey: [BACKOFFICE_KEY, 'student-files', studentId],
    queryFn: ({ signal }) => call(uploadListSchema, `/admin/alunos/${studentId}/arquivos`, { signal }),
  });
