import {
  type NoticeFormInput,
  noticePreviewSchema,
  noticeRowSchema,
  pagedSchema,
  idAnswerSchema as savedSchema,
} from '@portal/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { BACKOFFICE_KEY, call, queryString } from '../../../api/request';

const noticesKey = [BACKOFFICE_KEY, 'notices'] as const;
const pageOfNotices = pagedSchema(noticeRowSchema);

/** GET /api/admin/formaturas/:id/avisos: newest first, paged. */
export const noticesQuery = (graduationId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...noticesKey, graduationId, page, pageSize],
    queryFn: ({ signal }) =>
      call(pageOfNotices, `/admin/formaturas/${graduationId}/avisos${queryString({ page, pageSize })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

function useNoticeWrite<V>(send: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}

/** POST /api/admin/formaturas/:id/avisos (a new one) or PUT /api/admin/avisos/:id → its id. */
export const useSaveNotice = (graduationId: number) =>
  useNoticeWrite(({ id, form }: { id: number | null; form: NoticeFormInput }) =>
    id === null
      ? call(savedSchema, `/admin/formaturas/${graduationId}/avisos`, { method: 'POST', body: form })
      : call(savedSchema, `/admin/avisos/${id}`, { method: 'PUT', body: form }),
  );

/** DELETE /api/admin/avisos/:id (204). */
export const useDeleteNotice = () =>
  useNoticeWrite((id: number) => api<void>(`/admin/avisos/${id}`, { method: 'DELETE' }));

/** POST /api/admin/avisos/previa {html} → the HTML as the API keeps it (sanitised once, when saved). */
export const usePreviewNotice = () =>
  useMutation({
    mutationFn: (html: string) =>
      call(noticePreviewSchema, '/admin/avisos/previa', {
        method: 'POST',
        body: noticePreviewSchema.parse({ html }),
      }),
  });
