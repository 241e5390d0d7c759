import { uploadListSchema } from '@portal/domain';
import { blobAnswer, defineCall } from '../../../../lib/define-call';
import { BACKOFFICE_KEY } from '../../../api/request';

/** GET /api/admin/alunos/:id/arquivos: every file the student sent, all screens (decision 54). */
const getStudentFiles = defineCall({
  path: (studentId: number) => `/admin/alunos/${studentId}/arquivos`,
  answer: uploadListSchema,
  key: (studentId: number) => [BACKOFFICE_KEY, 'student-files', studentId] as const,
});

export const studentFilesQuery = (studentId: number) => getStudentFiles.queryOptions(studentId);

/** GET of a file of the list: its `url` is an address under /api, asked with the bearer token. */
export const getStudentFile = defineCall({
  path: (url: string) => url.replace(/^\/api/, ''),
  answer: blobAnswer,
});
