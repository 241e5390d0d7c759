import {
  type AdminMeasure,
  type AdminMeasureForm,
  type AdminProduct,
  type AdminProductForm,
  adminMeasureListSchema,
  adminMeasureSchema,
  adminProductListSchema,
  adminProductSchema,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../../lib/define-call';
import { BACKOFFICE_KEY, queryString } from '../../../api/request';
import { useSubmitKey } from '../../../components/use-submit-key';

const shopKey = [BACKOFFICE_KEY, 'shop'] as const;

/** GET /api/admin/valores-fotos[?formatura=]: the catalogue's measures, and a class's own when given. */
const getMeasures = defineCall({
  path: (graduationId: number | null) => `/admin/valores-fotos${queryString({ formatura: graduationId })}`,
  answer: adminMeasureListSchema,
  key: (graduationId: number | null) => [...shopKey, 'measures', graduationId] as const,
});

export const measuresQuery = (graduationId: number | null) => getMeasures.queryOptions(graduationId);

/** GET /api/admin/produtos[?formatura=]. */
const getProducts = defineCall({
  path: (graduationId: number | null) => `/admin/produtos${queryString({ formatura: graduationId })}`,
  answer: adminProductListSchema,
  key: (graduationId: number | null) => [...shopKey, 'products', graduationId] as const,
});

export const productsQuery = (graduationId: number | null) => getProducts.queryOptions(graduationId);

/** POST /api/admin/valores-fotos: a new measure. */
const createMeasure = defineCall({
  method: 'POST',
  path: '/admin/valores-fotos',
  body: (form: AdminMeasureForm) => form,
  answer: adminMeasureSchema,
});

/** PUT /api/admin/valores-fotos/:id */
const updateMeasure = defineCall({
  method: 'PUT',
  path: ({ id }: { id: number; form: AdminMeasureForm }) => `/admin/valores-fotos/${id}`,
  body: ({ form }: { id: number; form: AdminMeasureForm }) => form,
  answer: adminMeasureSchema,
});

/** POST /api/admin/produtos: a new product. */
const createProduct = defineCall({
  method: 'POST',
  path: '/admin/produtos',
  body: (form: AdminProductForm) => form,
  answer: adminProductSchema,
});

/** PUT /api/admin/produtos/:id */
const updateProduct = defineCall({
  method: 'PUT',
  path: ({ id }: { id: number; form: AdminProductForm }) => `/admin/produtos/${id}`,
  body: ({ form }: { id: number; form: AdminProductForm }) => form,
  answer: adminProductSchema,
});

/** POST /api/admin/produtos/:id/imagem: one file as multipart. */
const sendProductImage = defineCall({
  method: 'POST',
  path: ({ id }: { id: number; file: File }) => `/admin/produtos/${id}/imagem`,
  body: ({ file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return form;
  },
  answer: adminProductSchema,
});

function useShopWrite<V, R>(send: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKey }),
  });
}

export const useSaveMeasure = () => {
  const submit = useSubmitKey();
  return useShopWrite(
    ({ id, form }: { id: number | null; form: AdminMeasureForm }): Promise<AdminMeasure> =>
      id === null
        ? submit.send((idempotencyKey) => createMeasure(form, { idempotencyKey }))
        : updateMeasure({ id, form }),
  );
};

export const useSaveProduct = () => {
  const submit = useSubmitKey();
  return useShopWrite(
    ({ id, form }: { id: number | null; form: AdminProductForm }): Promise<AdminProduct> =>
      id === null
        ? submit.send((idempotencyKey) => createProduct(form, { idempotencyKey }))
        : updateProduct({ id, form }),
  );
};

export const useProductImage = () =>
  useShopWrite((vars: { id: number; file: File }) => sendProductImage(vars));
