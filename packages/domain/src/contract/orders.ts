import { z } from 'zod';
import { toCents, toReais } from '../money';
import type { Order } from '../orders/order';
import { idParamSchema, idSchema, isoDateSchema } from './common';

// Wire money is reais with at most two decimals (DESIGN §3); orderFromWire turns it into centavos.
const reais = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 decimals');
const id = idSchema;
const stamp = isoDateSchema.nullable();
const who = z.string().max(120).nullable();

/** An order as GET /api/pedidos/consultar lists it (spec A §3). */
export const orderSchema = z.object({
  pedId: id,
  pedData: isoDateSchema,
  pedFrete: reais,
  /** The delivery's modality (spec B §3); null when nothing ships. */
  pedModalidadeFrete: z.enum(['entrega', 'retirada']).nullable(),
  pedQuantidade: z.number().int().min(0),
  /** Printed units in the order. */
  pedImpressa: z.number().int().min(0),
  pedSoDigital: z.union([z.literal(0), z.literal(1)]),
  pedDesconto: reais,
  pedTotal: reais,
  pedFinanceiro: stamp,
  pedPagamento: z.number().int().nullable(),
  pedProcessamento: stamp,
  pedOk: stamp,
  pedEntregue: stamp,
  pedRastreio: z.string().max(60).nullable(),
  pedDoc: z.string().max(120).nullable(),
  pedAdmFinanceiro: who,
  pedAdmin: who,
  pedAdmEntrega: who,
});
export type OrderWire = z.infer<typeof orderSchema>;
export const ordersListResponseSchema = z.array(orderSchema);

/** GET /api/pedidos/novo and POST /api/pedidos/preencher answer the order id (spec A §7). */
export const orderIdResponseSchema = z.object({ pedId: id });

/** A cart line as an order keeps it (spec A §3); other cart fields pass through untouched. */
export const orderCartLineSchema = z.looseObject({
  idCart: z.string().max(64),
  caminho: z.string().max(500).nullable(),
  tipo: z.string().max(20),
  qt: z.number().int().min(1),
  detalhes: z.looseObject({
    nome: z.string().max(200),
    descricao: z.string().max(1000).nullable(),
    valor: reais,
  }),
});
export type OrderCartLine = z.infer<typeof orderCartLineSchema>;

/** The order's checkout (spec A §3, spec B §3). */
export const orderCheckoutSchema = z.object({
  frete: z.array(
    z.object({ nome: z.string().max(100), descricao: z.string().max(300).optional(), valor: reais }),
  ),
  bruto: reais,
  descontos: z.looseObject({ total: reais }),
  liquido: reais,
});
export type OrderCheckout = z.infer<typeof orderCheckoutSchema>;

/**
 * POST /api/pedidos/preencher (spec A §7). pedId, when given, fills the order GET pedidos/novo reserved.
 * Paid and delivery stamps are accepted as the spec sends them but the server sets them itself.
 */
export const fillOrderRequestSchema = z.object({
  order: z.object({
    cart: z.array(orderCartLineSchema).min(1).max(500),
    checkout: orderCheckoutSchema,
    financeiro: z.looseObject({ parcid: id }).nullable().optional(),
  }),
  pedido: orderSchema
    .pick({
      pedFrete: true,
      pedModalidadeFrete: true,
      pedQuantidade: true,
      pedImpressa: true,
      pedSoDigital: true,
      pedDesconto: true,
      pedTotal: true,
    })
    .extend(
      orderSchema
        .pick({
          pedId: true,
          pedFinanceiro: true,
          pedPagamento: true,
          pedProcessamento: true,
          pedOk: true,
          pedEntregue: true,
          pedDoc: true,
          pedAdmFinanceiro: true,
          pedAdmin: true,
          pedAdmEntrega: true,
        })
        .partial().shape,
    ),
});
export type FillOrderRequest = z.infer<typeof fillOrderRequestSchema>;

/** GET /api/pedidos/detalhar/{id}: the order, its lines and its checkout. */
export const orderDetailResponseSchema = z.object({
  pedido: orderSchema,
  cart: z.array(orderCartLineSchema),
  checkout: orderCheckoutSchema,
});
export type OrderDetail = z.infer<typeof orderDetailResponseSchema>;

/** Path params of GET /api/pedidos/detalhar/{id}. */
export const orderIdParamsSchema = z.object({ id: idParamSchema });
/** Path params of POST /api/notificar/pedido/{orderId}. */
export const notifyOrderParamsSchema = z.object({ orderId: idParamSchema });
/** POST /api/empacotar: answers the photos as a zip, or 204 when there are none. */
export const packOrderRequestSchema = z.object({ id });

/** A wire order in centavos. */
export function orderFromWire(w: OrderWire): Order {
  return {
    ...w,
    pedFrete: toCents(w.pedFrete),
    pedDesconto: toCents(w.pedDesconto),
    pedTotal: toCents(w.pedTotal),
  };
}

/** A domain order in reais for the wire; a modality other than the two known ones is sent as null. */
export function orderToWire(o: Order): OrderWire {
  const modality =
    o.pedModalidadeFrete === 'entrega' || o.pedModalidadeFrete === 'retirada' ? o.pedModalidadeFrete : null;
  return {
    ...o,
    pedModalidadeFrete: modality,
    pedFrete: toReais(o.pedFrete),
    pedDesconto: toReais(o.pedDesconto),
    pedTotal: toReais(o.pedTotal),
  };
}
