import { type DeletionStatus, deletionDetailSchema, deletionListSchema, messageSchema } from '@portal/domain';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../../lib/define-call';
import { BACKOFFICE_KEY, queryString } from '../../../api/request';

export type { DeletionDetail, DeletionRow, DeletionStatus } from '@portal/domain';

const deletionsKey = [BACKOFFICE_KEY, 'exclusoes'] as const;

/** GET /api/admin/privacidade/exclusoes?status=&cursor=: a page, newest first (decisions 127, 140). */
const listDeletions = defineCall({
  path: ({ status, cursor }: { status: DeletionStatus | null; cursor: number | undefined }) =>
    `/admin/privacidade/exclusoes${queryString({ status, cursor })}`,
  answer: deletionListSchema,
});

/** The list, a page at a time: 'Carregar mais' follows the cursor. */
export const deletionsQuery = (status: DeletionStatus | null) =>
  infiniteQueryOptions({
    queryKey: [...deletionsKey, 'lista', status] as const,
    queryFn: ({ pageParam, signal }) => listDeletions({ status, cursor: pageParam }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** GET /api/admin/privacidade/exclusoes/:id: the request and what an approval erases and keeps. */
const getDeletion = defineCall({
  path: (id: number) => `/admin/privacidade/exclusoes/${id}`,
  answer: deletionDetailSchema,
  key: (id: number) => [...deletionsKey, 'pedido', id] as const,
});
export const deletionQuery = (id: number) => getDeletion.queryOptions(id);

const approveDeletion = defineCall({
  method: 'POST',
  path: (id: number) => `/admin/privacidade/exclusoes/${id}/aprovar`,
  answer: messageSchema,
});

const refuseDeletion = defineCall({
  method: 'POST',
  path: ({ id }: { id: number; reason: string }) => `/admin/privacidade/exclusoes/${id}/recusar`,
  body: ({ reason }: { id: number; reason: string }) => ({ reason }),
  answer: messageSchema,
});

/** Approve (no reason) or refuse (with one); the list and the detail are read again. */
export function useDecideDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string | null }) =>
      reason === null ? approveDeletion(id) : refuseDeletion({ id, reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deletionsKey }),
  });
}
