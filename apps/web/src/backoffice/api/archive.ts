import { messageSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../lib/define-call';
import { BACKOFFICE_KEY } from './request';

/** The back-office address of one archivable row: '/admin/formaturas/7', '/admin/alunos/12', … */
export type ArchivablePath =
  `/admin/${'formaturas' | 'alunos' | 'instituicoes' | 'polos' | 'cursos' | 'eventos'}/${number}`;

/** POST …/arquivar | …/desarquivar (decision 124). */
const setArchived = defineCall({
  method: 'POST',
  path: ({ path, archive }: { path: ArchivablePath; archive: boolean }) =>
    `${path}/${archive ? 'arquivar' : 'desarquivar'}`,
  answer: messageSchema,
});

/** DELETE the row: 409 names what depends on it (decision 124). */
const deleteRow = defineCall({
  method: 'DELETE',
  path: (path: ArchivablePath) => path,
  answer: messageSchema,
});

/** Every list, picker and audit view may show the row: they are all read again after a change. */
function useArchiveWrite<V>(send: (vars: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY] }),
  });
}

export const useSetArchived = () => useArchiveWrite(setArchived);
export const useDeleteRow = () => useArchiveWrite(deleteRow);
