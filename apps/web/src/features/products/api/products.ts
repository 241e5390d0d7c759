import { type ProductRef, productFromWire, productListSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsKeys } from './keys';

/** GET /api/produtos/listar (spec B §7): the products the student may order, in centavos. */
export const productsQuery = queryOptions({
  queryKey: productsKeys.all,
  queryFn: async ({ signal }): Promise<ProductRef[]> =>
    productListSchema.parse(await api<unknown>('/produtos/listar', { signal })).map(productFromWire),
  staleTime: 10 * 60_000,
});

export function useProducts() {
  return useQuery(productsQuery);
}
