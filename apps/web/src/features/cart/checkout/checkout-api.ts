import {
  type Cart,
  type CartItem,
  type Checkout,
  type CreditContext,
  cartItemToWire,
  type FillOrderResponse,
  fillOrderResponseSchema,
  freightAnswerSchema,
  freightFallbackSchema,
  freightPackageSize,
  orderIdResponseSchema,
  orderMessageResponseSchema,
  type ParcelWire,
  parcelSchema,
  parseFreightAnswer,
  placeOrder,
  toCents,
  toReais,
} from '@portal/domain';
import { defineCall } from '../../../lib/define-call';

// The checkout calls of spec A §7 and spec B §7; every answer parsed with its contract schema.

/** POST /api/perfil/frete: the Sedex price for the CEP and the package, in centavos; null when none. */
const quoteFreight = defineCall({
  method: 'POST',
  path: '/perfil/frete',
  body: ({ cep, items }: { cep: string; items: readonly CartItem[] }) => ({
    cep,
    tamanho: freightPackageSize(items),
  }),
  answer: { parse: (raw: unknown) => parseFreightAnswer(freightAnswerSchema.parse(raw)) },
});

export function sedexQuote(
  cep: string,
  items: readonly CartItem[],
  signal?: AbortSignal,
): Promise<number | null> {
  return quoteFreight({ cep, items }, { signal });
}

/** GET /api/perfil/frete/padrao: the producer's Sedex price for a quote that takes over 5 s. */
const getFreightFallback = defineCall({
  path: '/perfil/frete/padrao',
  answer: { parse: (raw: unknown) => toCents(freightFallbackSchema.parse(raw).valor) },
});

export function sedexFallback(signal?: AbortSignal): Promise<number> {
  return getFreightFallback(undefined, { signal });
}

/** GET /api/pedidos/novo: reserves an order number. */
const newOrder = defineCall({ path: '/pedidos/novo', answer: orderIdResponseSchema });

/** POST /api/pedidos/preencher: fills the reserved order; the server prices it again. */
const fillOrder = defineCall({
  method: 'POST',
  path: '/pedidos/preencher',
  body: (body: object) => body,
  answer: fillOrderResponseSchema,
});

/** POST /api/notificar/pedido/{id}. */
const postOrderNotice = defineCall({
  method: 'POST',
  path: (pedId: number) => `/notificar/pedido/${pedId}`,
  body: () => ({}),
  answer: orderMessageResponseSchema,
});

/** POST /api/pedidos/{id}/parcela. */
const postOrderParcel = defineCall({
  method: 'POST',
  path: ({ pedId }: { pedId: number; parcforma: number }) => `/pedidos/${pedId}/parcela`,
  body: ({ parcforma }) => ({ parcforma }),
  answer: parcelSchema,
});

/**
 * Places the cart as an order (spec B §4.2, spec A §7): reserves its number (GET pedidos/novo), then fills
 * it (POST pedidos/preencher) with the cart and the checkout the student saw. The server prices it again
 * and refuses a different net; its answer is the truth from here on.
 */
export async function placeCartOrder(
  cart: Cart,
  checkout: Checkout,
  credits: CreditContext,
): Promise<FillOrderResponse> {
  const placed = placeOrder(cart.items, cart, credits);
  if (!placed.ok) throw new Error(placed.error);
  const { pedId } = await newOrder();
  // The chosen delivery names itself even on a free order, whose stored checkout drops it (spec B §4.2).
  const frete = checkout.frete.length > 0 ? checkout.frete : cart.delivery ? [cart.delivery] : [];
  const f = placed.fields;
  const body = {
    order: {
      cart: cart.items.map(cartItemToWire),
      checkout: {
        frete: frete.map((d) => ({ ...d, valor: toReais(d.valor) })),
        bruto: toReais(checkout.bruto),
        descontos: {
          impressas: toReais(checkout.descontos.impressas),
          digitais: toReais(checkout.descontos.digitais),
          total: toReais(checkout.descontos.total),
        },
        liquido: toReais(checkout.liquido),
      },
    },
    pedido: {
      pedId,
      pedFrete: toReais(f.pedFrete),
      pedModalidadeFrete: f.pedModalidadeFrete,
      pedQuantidade: f.pedQuantidade,
      pedImpressa: f.pedImpressa,
      pedSoDigital: f.pedSoDigital,
      pedDesconto: toReais(f.pedDesconto),
      pedTotal: toReais(f.pedTotal),
    },
  };
  return fillOrder(body);
}

/** POST /api/notificar/pedido/{id}: tells the producer about the order; a failure never undoes it. */
export async function notifyOrder(pedId: number): Promise<void> {
  await postOrderNotice(pedId);
}

/** POST /api/pedidos/{id}/parcela: the 'E-commerce' parcel that charges the order with the chosen method. */
export function orderParcel(pedId: number, parcforma: number): Promise<ParcelWire> {
  return postOrderParcel({ pedId, parcforma });
}
