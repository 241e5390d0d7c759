import {
  type NoticeFormInput,
  noticePreviewSchema,
  noticeRowSchema,
  pagedSchema,
  idAnswerSchema as savedSchema,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, noAnswer } from '../../../../lib/define-call';
import { BACKOFFICE_KEY, queryString } from '../../../api/request';
import { useSubmitKey } from '../../../components/use-submit-key';

const noticesKey = [BACKOFFICE_KEY, 'notices'] as const;

interface NoticesPage {
  graduationId: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/formaturas/:id/avisos: newest first, paged. */
const getNotices = defineCall({
  path: ({ graduationId, page, pageSize }: NoticesPage) =>
    `/admin/formaturas/${graduationId}/avisos${queryString({ page, pageSize })}`,
  answer: pagedSchema(noticeRowSchema),
  key: ({ graduationId, page, pageSize }: NoticesPage) =>
    [...noticesKey, graduationId, page, pageSize] as const,
});

export const noticesQuery = (graduationId: number, page: number, pageSize: number) =>
  getNotices.queryOptions({ graduationId, page, pageSize }, { placeholderData: keepPreviousData });

/** POST /api/admin/formaturas/:id/avisos: a new notice → its id. */
const createNotice = defineCall({
  method: 'POST',
  path: ({ graduationId }: { graduationId: number; form: NoticeFormInput }) =>
    `/admin/formaturas/${graduationId}/avisos`,
  body: ({ form }: { graduationId: number; form: NoticeFormInput }) => form,
  answer: savedSchema,
});

/** PUT /api/admin/avisos/:id → its id. */
const updateNotice = defineCall({
  method: 'PUT',
  path: ({ id }: { id: number; form: NoticeFormInput }) => `/admin/avisos/${id}`,
  body: ({ form }: { id: number; form: NoticeFormInput }) => form,
  answer: savedSchema,
});

/** DELETE /api/admin/avisos/:id (204). */
const deleteNotice = defineCall({
  method: 'DELETE',
  path: (id: number) => `/admin/avisos/${id}`,
  answer: noAnswer,
});

/** POST /api/admin/avisos/previa {html} → the HTML as the API keeps it (sanitised once, when saved). */
const previewNotice = defineCall({
  method: 'POST',
  path: '/admin/avisos/previa',
  body: (html: string) => noticePreviewSchema.parse({ html }),
  answer: noticePreviewSchema,
});

function useNoticeWrite<V>(send: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}

export const useSaveNotice = (graduationId: number) => {
  const submit = useSubmitKey();
  return useNoticeWrite(({ id, form }: { id: number | null; form: NoticeFormInput }) =>
    id === null
      ? submit.send((idempotencyKey) => createNotice({ graduationId, form }, { idempotencyKey }))
      : updateNotice({ id, form }),
  );
};

export const useDeleteNotice = () => useNoticeWrite((id: number) => deleteNotice(id));

export const usePreviewNotice = () => useMutation({ mutationFn: (html: string) => previewNotice(html) });
