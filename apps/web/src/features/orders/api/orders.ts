import {
  type MyPhotosResponse,
  myPhotosResponseSchema,
  type OrderDetail,
  type OrderListItem,
  orderDetailResponseSchema,
  ordersListResponseSchema,
  type ParcelWire,
  parcelSchema,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, apiBlob } from '../../../lib/api-client';
import { ordersKeys } from './keys';

// The order calls of spec A §7 (issue 11), each answer parsed with its contract schema.

/** GET /api/pedidos/consultar: the student's orders, value label, charge, actions and five stages. */
export function ordersQuery(owner: number | null) {
  return queryOptions({
    queryKey: ordersKeys.list(owner),
    queryFn: async ({ signal }): Promise<OrderListItem[]> =>
      ordersListResponseSchema.parse(await api<unknown>('/pedidos/consultar', { signal })),
    enabled: owner !== null,
  });
}

/** GET /api/pedidos/detalhar/{id}. */
export function orderDetailQuery(owner: number | null, id: number) {
  return queryOptions({
    queryKey: ordersKeys.detail(owner, id),
    queryFn: async ({ signal }): Promise<OrderDetail> =>
      orderDetailResponseSchema.parse(await api<unknown>(`/pedidos/detalhar/${id}`, { signal })),
    enabled: owner !== null,
  });
}

/** GET /api/minhas-fotos: every bought photo and the day they stop being kept. */
export function myPhotosQuery(owner: number | null) {
  return queryOptions({
    queryKey: ordersKeys.myPhotos(owner),
    queryFn: async ({ signal }): Promise<MyPhotosResponse> =>
      myPhotosResponseSchema.parse(await api<unknown>('/minhas-fotos', { signal })),
    enabled: owner !== null,
  });
}

/**
 * POST /api/empacotar (an order) or /api/minhas-fotos/zip (all): the zip, or null for the 204 that says
 * there are no photos (a real zip is never empty).
 */
export async function downloadZip(order: number | 'todas'): Promise<Blob | null> {
  const blob =
    order === 'todas'
      ? await apiBlob('/minhas-fotos/zip', { method: 'POST', body: {} })
      : await apiBlob('/empacotar', { method: 'POST', body: { id: order } });
  return blob.size > 0 ? blob : null;
}

/** POST /api/pedidos/{id}/parcela: the 'E-commerce' parcel that charges an unpaid order. */
export async function orderParcel(pedId: number, parcforma: number): Promise<ParcelWire> {
  return parcelSchema.parse(
    await api<unknown>(`/pedidos/${pedId}/parcela`, { method: 'POST', body: { parcforma } }),
  );
}
