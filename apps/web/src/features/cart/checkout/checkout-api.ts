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
  type ParcelWire,
  parcelSchema,
  parseFreightAnswer,
  placeOrder,
  toCents,
  toReais,
} from '@portal/domain';
import { api } from '../../../lib/api-client';

// The checkout calls of spec A §7 and spec B §7; every answer parsed with its contract schema.

/** POST /api/perfil/frete: the Sedex price for the CEP and the package, in centavos; null when none. */
export async function sedexQuote(
  cep: string,
  items: readonly CartItem[],
  signal?: AbortSignal,
): Promise<number | null> {
  const answer = freightAnswerSchema.parse(
    await api<unknown>('/perfil/frete', {
      method: 'POST',
      body: { cep, tamanho: freightPackageSize(items) },
      signal,
    }),
  );
  return parseFreightAnswer(answer);
}

/** GET /api/perfil/frete/padrao: the producer's Sedex price for a quote that takes over 5 s. */
export async function sedexFallback(signal?: AbortSignal): Promise<number> {
  const answer = freightFallbackSchema.parse(await api<unknown>('/perfil/frete/padrao', { signal }));
  return toCents(answer.valor);
}

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
  const { pedId } = orderIdResponseSchema.parse(await api<unknown>('/pedidos/novo'));
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
  return fillOrderResponseSchema.parse(await api<unknown>('/pedidos/preencher', { method: 'POST', body }));
}

/** POST /api/notificar/pedido/{id}: tells the producer about the order; a failure never undoes it. */
export async function notifyOrder(pedId: number): Promise<void> {
  await api<unknown>(`/notificar/pedido/${pedId}`, { method: 'POST', body: {} });
}

/** POST /api/pedidos/{id}/parcela: the 'E-commerce' parcel that charges the order with the chosen method. */
export async function orderParcel(pedId: number, parcforma: number): Promise<ParcelWire> {
  return parcelSchema.parse(
    await api<unknown>(`/pedidos/${pedId}/parcela`, { method: 'POST', body: { parcforma } }),
  );
}
