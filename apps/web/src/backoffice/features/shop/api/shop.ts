import {
  type AdminMeasureForm,
  type AdminProductForm,
  adminMeasureListSchema,
  adminMeasureSchema,
  adminProductListSchema,
  adminProductSchema,
} from '@portal/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BACKOFFICE_KEY, call, queryString } from '../../../api/request';

const shopKey = [BACKOFFICE_KEY, 'shop'] as const;

/** GET /api/admin/valores-fotos[?formatura=]: the catalogue's measures, and a class's own when given. */
export const measuresQuery = (graduationId: number | null) =>
  queryOptions({
    queryKey: [...shopKey, 'measures', graduationId],
    queryFn: ({ signal }) =>
      call(adminMeasureListSchema, `/admin/valores-fotos${queryString({ formatura: graduationId })}`, {
        signal,
      }),
  });

/** GET /api/admin/produtos[?formatura=]. */
export const productsQuery = (graduationId: number | null) =>
  queryOptions({
    queryKey: [...shopKey, 'products', graduationId],
    queryFn: ({ signal }) =>
      call(adminProductListSchema, `/admin/produtos${queryString({ formatura: graduationId })}`, { signal }),
  });

function useShopWrite<V, R>(send: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKey }),
  });
}

/** POST /api/admin/valores-fotos (new) or PUT /api/admin/valores-fotos/:id. */
export const useSaveMeasure = () =>
  useShopWrite(({ id, form }: { id: number | null; form: AdminMeasureForm }) =>
    id === null
      ? call(adminMeasureSchema, '/admin/valores-fotos', { method: 'POST', body: form })
      : call(adminMeasureSchema, `/admin/valores-fotos/${id}`, { method: 'PUT', body: form }),
  );

/** POST /api/admin/produtos (new) or PUT /api/admin/produtos/:id. */
export const useSaveProduct = () =>
  useShopWrite(({ id, form }: { id: number | null; form: AdminProductForm }) =>
    id === null
      ? call(adminProductSchema, '/admin/produtos', { method: 'POST', body: form })
      : call(adminProductSchema, `/admin/produtos/${id}`, { method: 'PUT', body: form }),
  );

/** POST /api/admin/produtos/:id/imagem: one file as multipart. */
async function sendProductImage({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(adminProductSchema, `/admin/produtos/${id}/imagem`, { method: 'POST', body: form });
}

export const useProductImage = () => useShopWrite(sendProductImage);
