import { type ProductRef, productFromWire, productListSchema } from '@portal/domain';
import { defineCall } from '../../../lib/define-call';
import { productsKeys } from './keys';

/** GET /api/produtos/listar (spec B §7): the products the student may order, in centavos. */
export const getProducts = defineCall({
  path: '/produtos/listar',
  answer: { parse: (raw: unknown): ProductRef[] => productListSchema.parse(raw).map(productFromWire) },
  key: () => productsKeys.all,
});

export const productsQuery = getProducts.queryOptions(undefined, { staleTime: 10 * 60_000 });

export function useProducts() {
  return getProducts.useQuery(undefined, { staleTime: 10 * 60_000 });
}
