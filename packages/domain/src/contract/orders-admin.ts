import { z } from 'zod';
import { isCorreiosTrackingCode, normaliseTrackingCode, trackingCodeMessages } from '../orders/tracking-code';
import { idParamSchema, idSchema, isoDateSchema } from './common';
import { orderCartLineSchema, orderCheckoutSchema, orderSchema, stageViewSchema } from './orders';

const reais = z.number().min(0).max(10_000_000);

/** The stages the producer sets by hand, in order (spec A §4): each one only after the one before it. */
export const ADVANCEABLE_STAGES = ['financeiro', 'processamento', 'ok', 'entregue'] as const;
export const advanceableStageSchema = z.enum(ADVANCEABLE_STAGES);

/** GET /api/admin/pedidos?formatura=&etapa=: the order board, filtered by class and by current stage. */
export const adminOrdersQuerySchema = z.object({
  formatura: idParamSchema.optional(),
  /** The stage the order waits on; 'concluido' lists delivered orders. */
  etapa: z.enum([...ADVANCEABLE_STAGES, 'concluido']).optional(),
  /** The `proximo` of the page before: the next page of the column, newest first (decision 127). */
  cursor: idParamSchema.optional(),
  /** Cards per column, 20 unless told. */
  limite: z.coerce.number().int().min(1).max(200).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** A card of the order board. */
export const adminOrderCardSchema = z.object({
  pedido: orderSchema,
  aluno: z.object({ id: idSchema, nome: z.string().max(300), email: z.string().max(300) }),
  formatura: z.object({ id: idSchema, nome: z.string().max(300) }),
  /** The stage the order waits on, null once delivered. */
  etapa: advanceableStageSchema.nullable(),
  /** The chosen delivery's name, null when nothing ships. */
  entrega: z.string().max(100).nullable(),
  /** What is left to pay (pedTotal − pedDesconto). */
  liquido: reais,
});
export type AdminOrderCard = z.infer<typeof adminOrderCardSchema>;
export const adminOrdersResponseSchema = z.object({
  /**
   * Cards grouped by the stage they wait on, in stage order, then delivered: one page of each column, newest
   * first, with how many orders the column holds and the cursor of its next page (decision 127).
   */
  etapas: z.array(
    z.object({
      etapa: z.enum([...ADVANCEABLE_STAGES, 'concluido']),
      total: z.number().int().min(0),
      pedidos: z.array(adminOrderCardSchema),
      /** Pass as `cursor` (with `etapa`) for the next page; null on the last one. */
      proximo: idSchema.nullable(),
    }),
  ),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

/** Who set a stage and when (the date as pedData's, the person as the screens name them). */
export const stageStampSchema = z.object({
  etapa: advanceableStageSchema,
  data: isoDateSchema.nullable(),
  por: z.string().max(120).nullable(),
});

/** GET /api/admin/pedidos/{id}: the card, its lines, checkout, five stages and who set each stamp. */
export const adminOrderDetailSchema = adminOrderCardSchema.extend({
  cart: z.array(orderCartLineSchema),
  checkout: orderCheckoutSchema,
  historico: z.array(stageViewSchema).length(5),
  carimbos: z.array(stageStampSchema),
  endereco: z.string().max(600).nullable(),
  /** The tracking code was saved as another carrier's or format, not checked as a Correios code (decision 118). */
  rastreioOutroFormato: z.boolean(),
  /** The last stage set while its e-mail still waits: it can be undone until `ate` (decision 118). */
  desfazer: z.object({ etapa: advanceableStageSchema, ate: z.iso.datetime({ offset: true }) }).nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/**
 * POST /api/admin/pedidos/{id}/etapa: stamps the stage the order waits on with today and the administrator
 * (spec A §4); the student gets an e-mail. Another stage than the one it waits on is refused (409).
 */
export const advanceStageRequestSchema = z.object({ etapa: advanceableStageSchema });
/**
 * The e-mail of a stage the producer sets waits this long (decision 118): until it leaves, the stage can be
 * undone and the student never hears of it.
 */
export const STAGE_MAIL_DELAY_SECONDS = 120;

/**
 * PUT /api/admin/pedidos/{id}/rastreio: the carrier's tracking code, '' to clear it. A Correios code is
 * checked (format and check digit, decision 118); another carrier's only when `outroFormato` says so.
 */
export const trackingRequestSchema = z
  .object({
    codigo: z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9 -]*$/, 'Use apenas letras, números e hífen.'),
    outroFormato: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    const code = normaliseTrackingCode(value.codigo);
    if (code && !value.outroFormato && !isCorreiosTrackingCode(code)) {
      ctx.addIssue({ code: 'custom', path: ['codigo'], message: trackingCodeMessages.notCorreios });
    }
  });
export type TrackingRequest = z.input<typeof trackingRequestSchema>;
export const adminOrderParamsSchema = z.object({ id: idParamSchema });

/** GET /api/admin/pedidos/separacao?formatura=: what to produce for paid orders not yet ready. */
export const pickingListQuerySchema = z.object({ formatura: idParamSchema });
/** An order on the picking list: its number, who bought it and how it leaves ('Sem envio' when nothing ships). */
const pickingOrderSchema = z.object({
  pedId: idSchema,
  aluno: z.string().max(300),
  entrega: z.string().max(100),
});

export const pickingListSchema = z.object({
  formatura: z.object({ id: idSchema, nome: z.string().max(300) }),
  pedidos: z.array(idSchema),
  /** Printed photos: one row per photo and measure, with the orders that hold it. */
  impressas: z.array(
    z.object({
      medida: z.string().max(40),
      nome: z.string().max(200),
      foto: idSchema,
      evento: idSchema,
      arquivo: z.string().max(300),
      quantidade: z.number().int().min(1),
      pedidos: z.array(idSchema),
      /** Each order holding the photo: its number, the student and how it leaves (decision 123). */
      itens: z.array(pickingOrderSchema.extend({ quantidade: z.number().int().min(1) })),
    }),
  ),
  /** Products: one row per product, with the complementary photos each order chose for it. */
  produtos: z.array(
    z.object({
      produto: idSchema,
      nome: z.string().max(200),
      quantidade: z.number().int().min(1),
      itens: z.array(
        z.object({
          ...pickingOrderSchema.shape,
          quantidade: z.number().int().min(1),
          complementares: z.array(z.object({ foto: idSchema, evento: idSchema })),
        }),
      ),
    }),
  ),
});
export type PickingList = z.infer<typeof pickingListSchema>;

/** GET and PUT /api/admin/pedidos/configuracao: the Sedex price used when the quote is late (spec B §4.3). */
export const orderSettingsSchema = z.object({
  freteReserva: z.number().min(0).max(1000).multipleOf(0.01),
});
export type OrderSettings = z.infer<typeof orderSettingsSchema>;
