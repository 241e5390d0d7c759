import {
  type ADVANCEABLE_STAGES,
  type AdminOrderDetail,
  type AdminOrdersQuery,
  adminOrderDetailSchema,
  adminOrdersResponseSchema,
  pickingListSchema,
  type TrackingRequest,
} from '@portal/domain';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../../lib/define-call';
import { BACKOFFICE_KEY, queryString } from '../../../api/request';

/** A stage the producer stamps by hand. */
export type AdvanceableStage = (typeof ADVANCEABLE_STAGES)[number];

const ordersKey = [BACKOFFICE_KEY, 'pedidos'] as const;

/** GET /api/admin/pedidos: the board's columns, by stage, for one class or all. */
const getBoard = defineCall({
  path: (query: AdminOrdersQuery) => `/admin/pedidos${queryString(query)}`,
  answer: adminOrdersResponseSchema,
  key: (query: AdminOrdersQuery) =>
    [...ordersKey, 'quadro', query.formatura ?? null, query.etapa ?? null] as const,
});

export const boardQuery = (query: AdminOrdersQuery) => getBoard.queryOptions(query);

type BoardColumn = NonNullable<AdminOrdersQuery['etapa']>;

/**
 * The next pages of one column after the board's first (decision 127): each asks from the `proximo` of the
 * page before. Asked only when the producer presses 'Carregar mais'.
 */
export function moreOrdersQuery(formatura: number | null, etapa: BoardColumn, from: number | null) {
  return infiniteQueryOptions({
    queryKey: [...ordersKey, 'quadro', formatura, etapa, 'mais', from] as const,
    initialPageParam: from ?? 0,
    queryFn: ({ pageParam, signal }) =>
      getBoard({ ...(formatura ? { formatura } : {}), etapa, cursor: pageParam }, { signal }),
    getNextPageParam: (last) => last.etapas[0]?.proximo ?? undefined,
    enabled: false,
  });
}

/** GET /api/admin/pedidos/{id}. */
const getOrder = defineCall({
  path: (id: number) => `/admin/pedidos/${id}`,
  answer: adminOrderDetailSchema,
  key: (id: number) => [...ordersKey, 'detalhe', id] as const,
});

export const adminOrderQuery = (id: number) => getOrder.queryOptions(id);

/** GET /api/admin/pedidos/separacao?formatura=. */
const getPicking = defineCall({
  path: (formatura: number) => `/admin/pedidos/separacao${queryString({ formatura })}`,
  answer: pickingListSchema,
  key: (formatura: number) => [...ordersKey, 'separacao', formatura] as const,
});

export const pickingQuery = (formatura: number) => getPicking.queryOptions(formatura);

/** POST /api/admin/pedidos/{id}/etapa: stamps the stage the order waits on (spec A §4). */
const advanceStage = defineCall({
  method: 'POST',
  path: ({ id }: { id: number; etapa: AdvanceableStage }) => `/admin/pedidos/${id}/etapa`,
  body: ({ etapa }: { id: number; etapa: AdvanceableStage }) => ({ etapa }),
  answer: adminOrderDetailSchema,
});

/** POST /api/admin/pedidos/{id}/etapa/desfazer: the last stage off, while its e-mail waits (decision 118). */
const undoStage = defineCall({
  method: 'POST',
  path: (id: number) => `/admin/pedidos/${id}/etapa/desfazer`,
  answer: adminOrderDetailSchema,
});

type TrackingInput = { id: number } & TrackingRequest;

/** PUT /api/admin/pedidos/{id}/rastreio: a Correios code, or another carrier's marked as such (decision 118). */
const setTracking = defineCall({
  method: 'PUT',
  path: ({ id }: TrackingInput) => `/admin/pedidos/${id}/rastreio`,
  body: ({ codigo, outroFormato }: TrackingInput) => ({ codigo, outroFormato }),
  answer: adminOrderDetailSchema,
});

/** An order's change: its detail as answered, and the board asked again. */
function useOrderWrite<V>(id: number, send: (vars: V) => Promise<AdminOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminOrderQuery(id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'quadro'] });
    },
  });
}

export const useAdvanceStage = (id: number) =>
  useOrderWrite(id, (etapa: AdvanceableStage) => advanceStage({ id, etapa }));

export const useUndoStage = (id: number) => useOrderWrite(id, () => undoStage(id));

export const useSetTracking = (id: number) =>
  useOrderWrite(id, (tracking: TrackingRequest) => setTracking({ id, ...tracking }));
