import { classFilesPageSchema, type UploadType } from '@portal/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { blobAnswer, defineCall } from '../../../../lib/define-call';
import { BACKOFFICE_KEY, queryString } from '../../../api/request';

/** GET /api/admin/formaturas/:id/arquivos?tipo=: every file the class sent on one screen, as a zip. */
export const getClassFiles = defineCall({
  path: ({ graduationId, tipo }: { graduationId: number; tipo: UploadType }) =>
    `/admin/formaturas/${graduationId}/arquivos?tipo=${tipo}`,
  answer: blobAnswer,
});

/** Files per page of 'Arquivos da turma'. */
export const CLASS_FILES_PAGE = 50;

export type ClassFilesFilter = { graduationId: number; tipo?: UploadType; page: number };

/** GET /api/admin/formaturas/:id/arquivos/lista: the class's files, a page at a time (decision 123). */
const getClassFileList = defineCall({
  path: ({ graduationId, ...filter }: ClassFilesFilter) =>
    `/admin/formaturas/${graduationId}/arquivos/lista${queryString({ ...filter, pageSize: CLASS_FILES_PAGE })}`,
  answer: classFilesPageSchema,
  key: (filter: ClassFilesFilter) => [BACKOFFICE_KEY, 'class-files', filter] as const,
});

export const classFileListQuery = (filter: ClassFilesFilter) =>
  getClassFileList.queryOptions(filter, { placeholderData: keepPreviousData });

/** GET of one file of the list: its `url` is an address under /api, asked with the bearer token. */
export const getClassFile = defineCall({
  path: (url: string) => url.replace(/^\/api/, ''),
  answer: blobAnswer,
});
