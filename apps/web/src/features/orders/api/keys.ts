// The orders feature's query keys, in one place. The app imports `ordersKeys.all` to refresh the list when
// the cart places an order (app/routes/cart-pay.tsx); no other feature imports them (decision 57).
const all = ['pedidos'] as const;

export const ordersKeys = {
  /** The list and every detail: invalidated when an order is placed or charged. */
  all,
  list: (owner: number | null) => [...all, owner] as const,
  detail: (owner: number | null, id: number) => [...all, owner, 'detalhe', id] as const,
  myPhotos: (owner: number | null) => ['minhas-fotos', owner] as const,
};
