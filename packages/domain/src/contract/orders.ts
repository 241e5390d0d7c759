import { z } from 'zod';
import { globalMessages } from '../messages/global';
import { toCents, toReais } from '../money';
import type { Order } from '../orders/order';
import { idParamSchema, idSchema, isoDateSchema } from './common';
import { cartItemSchema, cartSchema } from './shop';

// Wire money is reais with at most two decimals (DESIGN §3); orderFromWire turns it into centavos.
const reais = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, globalMessages.amountCents);
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

/** A cart line as an order keeps it (spec A §3); other cart fields pass through untouched. */
export const orderCartLineSchema = z.looseObject({
  idCart: z.string().max(64),
  caminho: z.string().max(500).nullable(),
  tipo: z.string().max(20),
  qt: z.number().int().min(1),
  detalhes: z.looseObject({
    nome: z.string().max(200),
    descricao: z.string().max(2000).nullable(),
    valor: reais,
  }),
});
export type OrderCartLine = z.infer<typeof orderCartLineSchema>;

/**
 * The order's checkout (spec A §3, spec B §3). On the way in, `frete[0]` names the chosen delivery by `id`
 * or `slug`; its value, like every amount here, is the client's view and is recomputed by the server.
 */
export const orderCheckoutSchema = z.object({
  frete: z
    .array(
      z.looseObject({
        id: z.number().int().min(0).max(99).optional(),
        slug: z.string().max(40).optional(),
        nome: z.string().max(100),
        descricao: z.string().max(500).optional(),
        valor: reais,
      }),
    )
    .max(1),
  bruto: reais,
  descontos: z.looseObject({ total: reais }),
  liquido: reais,
});
export type OrderCheckout = z.infer<typeof orderCheckoutSchema>;

/**
 * POST /api/pedidos/preencher (spec A §7). `order.cart` is the whole cart (spec B §3 cart items, checked
 * like every cart); `pedId`, when given, fills the order GET pedidos/novo reserved. Every amount, the
 * stamps and the counts are recomputed by the server from the catalogue, the album, the student's credits
 * and address; when the net the client showed differs from the server's, the order is refused with
 * a 409 (type INVALID, the server checkout unchanged) so the student sees the right value before paying.
 */
export const fillOrderRequestSchema = z.object({
  order: z.object({
    cart: cartSchema.pipe(z.array(cartItemSchema).min(1)),
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

/** One of the five stages as the list and the detail show it (spec A §2, §4): domain orderProgress. */
export const stageViewSchema = z.object({
  stage: z.enum(['pedido', 'financeiro', 'processamento', 'ok', 'entregue']),
  state: z.enum(['done', 'current', 'upcoming']),
  situation: z.string().max(40).nullable(),
  message: z.string().max(120).nullable(),
  date: isoDateSchema.nullable(),
  text: z.string().max(160).nullable(),
});
export type StageViewWire = z.infer<typeof stageViewSchema>;

/**
 * The parcel that charges a shop order (type 'E-commerce'), for the list's boleto and card links (spec A
 * §2): `cartao` is the provider's checkout address once made, `boleto` true when the parcel is a boleto
 * (GET /api/pagamentos/boleto/{parcid} answers its form), `pix` true for a PIX parcel.
 */
export const orderChargeSchema = z.object({
  parcid: id,
  parcforma: z.number().int(),
  cartao: z.string().max(2000).nullable(),
  boleto: z.boolean(),
  pix: z.boolean(),
  pago: z.boolean(),
});
export type OrderChargeWire = z.infer<typeof orderChargeSchema>;

/** What the student may do with an order (spec A §2 detail actions, §5). */
export const orderActionsSchema = z.object({
  /** POST /api/empacotar: paid or free, and the order holds digital photos. */
  baixar: z.boolean(),
  /** Not paid and costs something: /cartpay can charge it (POST /api/pedidos/{id}/parcela). */
  pagar: z.boolean(),
});

/** A row of GET /api/pedidos/consultar: the order, its value label, its five stages, charge and actions. */
export const orderListItemSchema = orderSchema.extend({
  /** 'R$ 1.234,56', or 'Crédito' when nothing is left to pay (spec A §2). */
  valor: z.string().max(40),
  historico: z.array(stageViewSchema).length(5),
  cobranca: orderChargeSchema.nullable(),
  acoes: orderActionsSchema,
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export const ordersListResponseSchema = z.array(orderListItemSchema);

/** GET /api/pedidos/novo answers the reserved order id (spec A §7). */
export const orderIdResponseSchema = z.object({ pedId: id });

/** GET /api/pedidos/detalhar/{id}: the order, its lines and checkout, its stages, charge and actions. */
export const orderDetailResponseSchema = z.object({
  pedido: orderSchema,
  cart: z.array(orderCartLineSchema),
  checkout: orderCheckoutSchema,
  /** Nome of the chosen delivery ('Sedex', 'Motoboy', 'Retirada na matriz'), null when nothing ships. */
  entrega: z.string().max(100).nullable(),
  /** The payment method's name (spec A §2 detail 'payment method'), null before payment. */
  formaPagamento: z.string().max(60).nullable(),
  historico: z.array(stageViewSchema).length(5),
  cobranca: orderChargeSchema.nullable(),
  acoes: orderActionsSchema,
});
export type OrderDetail = z.infer<typeof orderDetailResponseSchema>;

/** POST /api/pedidos/preencher: the order placed, as the server priced it, with 'Pedido efetuado com sucesso.'. */
export const fillOrderResponseSchema = orderDetailResponseSchema.extend({
  pedId: id,
  message: z.string().max(200),
});
export type FillOrderResponse = z.infer<typeof fillOrderResponseSchema>;

/** Path params of GET /api/pedidos/detalhar/{id}. */
export const orderIdParamsSchema = z.object({ id: idParamSchema });
/** Path params of POST /api/notificar/pedido/{orderId}. */
export const notifyOrderParamsSchema = z.object({ orderId: idParamSchema });
export const orderMessageResponseSchema = z.object({ message: z.string().max(300) });
/** POST /api/empacotar: answers the photos as a zip, or 204 when there are none. */
export const packOrderRequestSchema = z.object({ id });

/**
 * POST /api/pedidos/{id}/parcela: the E-commerce parcel that charges the order with the method chosen on
 * /cartpay (spec B §2.10: 2 to 99 except 3); the amount is the order's net, from the server. The card is
 * then paid through POST /api/pagamentos/linkCheckout with this parcid, PIX and boleto through their calls.
 */
export const orderParcelRequestSchema = z.object({ parcforma: z.number().int().min(2).max(99) });

/** POST /api/perfil/frete/padrao answers the Sedex price used when the quote takes over 5 s (spec B §4.3). */
export const freightFallbackSchema = z.object({ valor: reais });

/**
 * A bought photo of GET /api/minhas-fotos: its thumbnail (signed address), event and order. `eventoNome`
 * names it for the student, with its number in the event (decision 134): file names repeat across events.
 */
export const myPhotoSchema = z.object({
  id,
  evento: id,
  eventoNome: z.string().max(300),
  pedId: id,
  caminho: z.string().max(2000),
  nome: z.string().max(300),
});
/**
 * GET /api/minhas-fotos: every photo bought in a digital measure across paid or free orders, while the
 * class's media are kept (spec A §1: 120 days after the ceremony); `retencao` is the last day, null when
 * the ceremony date is unknown. POST /api/minhas-fotos/zip answers all of them as one zip (204 when none).
 */
export const myPhotosResponseSchema = z.object({
  retencao: isoDateSchema.nullable(),
  fotos: z.array(myPhotoSchema),
});
export type MyPhotosResponse = z.infer<typeof myPhotosResponseSchema>;

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
