import {
  type ADVANCEABLE_STAGES,
  type AdminOrdersQuery,
  adminOrderDetailSchema,
  adminOrdersResponseSchema,
  pickingListSchema,
} from '@portal/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BACKOFFICE_KEY, call, queryString } from '../../../api/request';

/** A stage the producer stamps by hand. */
export type AdvanceableStage = (typeof ADVANCEABLE_STAGES)[number];

const ordersKey = [BACKOFFICE_KEY, 'pedidos'] as const;

/** GET /api/admin/pedidos: the board's columns, by stage, for one class or all. */
export function boardQuery(query: AdminOrdersQuery) {
  return queryOptions({
    queryKey: [...ordersKey, 'quadro', query.formatura ?? null, query.etapa ?? null],
    queryFn: ({ signal }) =>
      call(adminOrdersResponseSchema, `/admin/pedidos${queryString(query)}`, { signal }),
  });
}

/** GET /api/admin/pedidos/{id}. */
export function adminOrderQuery(id: number) {
  return queryOptions({
    queryKey: [...ordersKey, 'detalhe', id],
    queryFn: ({ signal }) => call(adminOrderDetailSchema, `/admin/pedidos/${id}`, { signal }),
  });
}

/** GET /api/admin/pedidos/separacao?formatura=. */
export function pickingQuery(formatura: number) {
  return queryOptions({
    queryKey: [...ordersKey, 'separacao', formatura],
    queryFn: ({ signal }) =>
      call(pickingListSchema, `/admin/pedidos/separacao${queryString({ formatura })}`, { signal }),
  });
}

/** POST /api/admin/pedidos/{id}/etapa: stamps the stage the order waits on (spec A §4). */
export function useAdvanceStage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (etapa: AdvanceableStage) =>
      call(adminOrderDetailSchema, `/admin/pedidos/${id}/etapa`, { method: 'POST', body: { etapa } }),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminOrderQuery(id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'quadro'] });
    },
  });
}

/** PUT /api/admin/pedidos/{id}/rastreio. */
export function useSetTracking(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codigo: string) =>
      call(adminOrderDetailSchema, `/admin/pedidos/${id}/rastreio`, { method: 'PUT', body: { codigo } }),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminOrderQuery(id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'quadro'] });
    },
  });
}
