import {
  myPhotosResponseSchema,
  orderDetailResponseSchema,
  ordersListResponseSchema,
  type ParcelWire,
  parcelSchema,
} from '@portal/domain';
import { blobAnswer, defineCall } from '../../../lib/define-call';
import { ordersKeys } from './keys';

// The order calls of spec A §7 (decision 79), each answer parsed with its contract schema.

/** GET /api/pedidos/consultar: the student's orders, value label, charge, actions and five stages. */
export const getOrders = defineCall({
  path: '/pedidos/consultar',
  answer: ordersListResponseSchema,
  key: (owner: number | null) => ordersKeys.list(owner),
});

export function ordersQuery(owner: number | null) {
  return getOrders.queryOptions(owner, { enabled: owner !== null });
}

/** GET /api/pedidos/detalhar/{id}. */
export const getOrderDetail = defineCall({
  path: ({ id }: { owner: number | null; id: number }) => `/pedidos/detalhar/${id}`,
  answer: orderDetailResponseSchema,
  key: ({ owner, id }) => ordersKeys.detail(owner, id),
});

export function orderDetailQuery(owner: number | null, id: number) {
  return getOrderDetail.queryOptions({ owner, id }, { enabled: owner !== null });
}

/** GET /api/minhas-fotos: every bought photo and the day they stop being kept. */
export const getMyPhotos = defineCall({
  path: '/minhas-fotos',
  answer: myPhotosResponseSchema,
  key: (owner: number | null) => ordersKeys.myPhotos(owner),
});

export function myPhotosQuery(owner: number | null) {
  return getMyPhotos.queryOptions(owner, { enabled: owner !== null });
}

/**
 * POST /api/empacotar (an order) or /api/minhas-fotos/zip (all): the zip, or null for the 204 that says
 * there are no photos (a real zip is never empty).
 */
export async function downloadZip(order: number | 'todas'): Promise<Blob | null> {
  const blob = order === 'todas' ? await zipAll() : await zipOrder(order);
  return blob.size > 0 ? blob : null;
}

const zipAll = defineCall({
  method: 'POST',
  path: '/minhas-fotos/zip',
  body: () => ({}),
  answer: blobAnswer,
});
const zipOrder = defineCall({
  method: 'POST',
  path: '/empacotar',
  body: (id: number) => ({ id }),
  answer: blobAnswer,
});

/** POST /api/pedidos/{id}/parcela: the 'E-commerce' parcel that charges an unpaid order. */
const postOrderParcel = defineCall({
  method: 'POST',
  path: ({ pedId }: { pedId: number; parcforma: number }) => `/pedidos/${pedId}/parcela`,
  body: ({ parcforma }) => ({ parcforma }),
  answer: parcelSchema,
});

export function orderParcel(pedId: number, parcforma: number): Promise<ParcelWire> {
  return postOrderParcel({ pedId, parcforma });
}
