import { z } from 'zod';
import type { Extra, PackageItem, Parcel } from '../finance/types';
import { globalMessages } from '../messages/global';
import { type Cents, toCents, toReais } from '../money';
import { idParamSchema, idSchema, isoDateSchema } from './common';
import { parcelNumberSchema } from './parcel-number';

// Wire money is reais with at most two decimals (DESIGN §3); the mappers below turn it into centavos.
const reais = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, globalMessages.amountCents);
const flag = z.union([z.literal(0), z.literal(1)]);
const id = idSchema;
const text = (max: number) => z.string().max(max);

/** A parcel as GET perfil/financeiro and POST pagamentos/novaparcela answer it (spec A §3). */
export const parcelSchema = z.object({
  parcid: id,
  parcconta: id,
  parcvalor: reais,
  parcdesconto: reais,
  parcacrescimo: reais,
  parctipo: text(20),
  parcforma: z.number().int(),
  parcvencimento: isoDateSchema,
  parctransacao: text(2048).nullable(),
  parcadmin: text(120).nullable(),
  parcorigem: text(40).nullable(),
  parctaxa: reais,
  parctitulo: text(120).nullable(),
  parcvenda: id.nullable(),
  parcpagoem: isoDateSchema.nullable(),
  parcvalorpago: reais.nullable(),
  parcdoc: text(120).nullable(),
  parcdescavista: flag,
  parctimestamp: z.string().nullable(),
  parcvisivel: flag,
  // Grouping of parcels paid together; the spec gives no type, so a code or a number is accepted.
  parcagrupador: z.union([z.number().int(), text(60)]).nullable(),
  parcgrupo: z.union([z.number().int(), text(60)]).nullable(),
});
export type ParcelWire = z.infer<typeof parcelSchema>;

/**
 * POST /api/pagamentos/novaparcela (spec A §7). The server trusts only the contract, type, method, amount,
 * instalments and order; the other spec fields are accepted so that the spec's payload still validates,
 * and recomputed by the server (discount, interest, fee, due date, origin, title).
 */
export const newParcelRequestSchema = z.object({
  parcconta: id,
  parcvalor: reais.refine((v) => v > 0, globalMessages.amountAboveZero),
  parctipo: z.enum(['Contrato', 'Extras', 'E-commerce']),
  parcforma: z.number().int(),
  /** Our addition: card instalments chosen in the chooser (spec A §2), so interest is known at creation. */
  parcelas: z.number().int().min(1).max(24).default(1),
  parcvenda: id.nullable().optional(),
  parcdesconto: reais.optional(),
  parcacrescimo: reais.optional(),
  parctaxa: reais.optional(),
  parcvencimento: isoDateSchema.optional(),
  parctransacao: text(2048).nullable().optional(),
  parcadmin: text(120).nullable().optional(),
  parcorigem: text(40).nullable().optional(),
  parctitulo: text(120).nullable().optional(),
  parcpagoem: isoDateSchema.nullable().optional(),
  parcdoc: text(120).nullable().optional(),
  parcdescavista: flag.optional(),
});
export type NewParcelRequest = z.infer<typeof newParcelRequestSchema>;
export const newParcelResponseSchema = parcelSchema;

/** An extra service (spec A §3). */
export const extraSchema = z.object({ excodigo: z.number().int(), exdescricao: text(300), exvalor: reais });
export type ExtraWire = z.infer<typeof extraSchema>;

/** A package item (spec A §3); pctItemValor is the unit price. */
export const packageItemSchema = z.object({
  pctItemId: z.number().int(),
  pctItemNome: text(200),
  pctItemDesc: text(1000).nullable(),
  pctItemValor: reais,
  pctItemQuant: z.number().int().min(0),
  pctItemAtivo: flag,
  pctItemReservado: z.number().int(),
});
export type PackageItemWire = z.infer<typeof packageItemSchema>;

/** How a parcel row reads on the day of the answer (spec A §4), worked out by the server. */
export const parcelDisplaySchema = z.object({
  status: z.enum(['paid', 'paidBeforeDue', 'pixAwaiting', 'overdue', 'due']),
  label: z.string(),
  tone: z.enum(['success', 'danger', 'pending', 'info']),
  date: isoDateSchema,
  action: z.enum(['none', 'boletoSecondCopy', 'boletoExpired', 'cardContinue', 'pixCopy']),
  notice: z.string().nullable(),
});

/** A parcel of the contract view: the spec's fields plus its display (our addition). */
export const financeParcelSchema = parcelSchema.extend({
  situacao: parcelDisplaySchema,
  /** 'Parcela 3/12' of a scheduled parcel (decision 125), null for any other; parcid stays for actions. */
  numero: parcelNumberSchema.nullable().optional(),
  /**
   * Decision 129: how free payments settle a scheduled parcel, oldest due first — paid itself, covered in
   * full ('settled'), in part, or open, with what it still asks for; null for any other parcel.
   */
  quitacao: z
    .object({
      situacao: z.enum(['paid', 'settled', 'partlySettled', 'open']),
      coberto: reais,
      aberto: reais,
    })
    .nullable()
    .optional(),
  /** Decision 129: for a free payment, the scheduled parcels it settled and how much of each (its receipt). */
  quita: z.array(z.object({ parcid: id, valor: reais })).optional(),
});

/** The contract view's figures (spec A §2), in reais. */
export const financeTotalsSchema = z.object({
  valor: reais,
  /** Surcharges minus discounts: a 'reajuste' above 0, a 'desconto' below. */
  ajuste: z.number(),
  tipoAjuste: z.enum(['reajuste', 'desconto']).nullable(),
  extras: reais,
  pacotes: reais,
  pago: reais,
  emAberto: reais,
});

const boundsSchema = z.object({ minimo: reais, maximo: reais });

/**
 * What the payment chooser offers for this contract (spec A §2, §5), computed by the server from the same
 * rules it checks on POST pagamentos/novaparcela, with the producer's settings: the web never decides alone.
 */
export const financeChooserSchema = z.object({
  formas: z.array(z.number().int()),
  tipos: z.array(z.enum(['Contrato', 'Extras'])),
  limites: z.object({ Contrato: boundsSchema, Extras: boundsSchema }),
  maxParcelas: z.number().int().min(1),
  /** FormLimiteSemJuros and FormTaxa, for the instalment selector. */
  semJuros: z.number().int(),
  taxaJuros: z.number(),
  /** The boleto fee shown before confirming (DESIGN §5), 0 when none. */
  taxaBoleto: reais,
  /** Why the card offers no more than maxParcelas (decision 129): the card limit date or the producer's cap. */
  motivoParcelas: z.string().nullable().optional(),
});

/** One contract of GET /api/perfil/financeiro: the first carries the ctid the chooser pays (spec B §3). */
export const financeContractSchema = z.object({
  ctid: id,
  cttotalprazo: reais,
  /** Our addition: the contract's PDF link (spec A §2 "link to contract PDF"), null when there is none. */
  ctpdf: text(500).nullable().optional(),
  AlParcelas: z.array(parcelSchema),
  AlExtras: z.array(extraSchema),
  ItensPacotes: z.array(packageItemSchema),
});

/** The contract view's block: the contract with its totals, displays, chooser and cash-discount text. */
export const financeViewContractSchema = financeContractSchema.extend({
  AlParcelas: z.array(financeParcelSchema),
  totais: financeTotalsSchema,
  pagamento: financeChooserSchema,
  /** The cash-discount deadline message while it applies (spec A §4), else null. */
  avista: z.string().nullable(),
  /** Decision 129: the scheduled parcels past due and still owed once free payments are allocated, else null. */
  aviso: z.string().nullable().optional(),
});
export type FinanceViewContract = z.infer<typeof financeViewContractSchema>;
export type FinanceContractWire = z.infer<typeof financeContractSchema>;
/** GET /api/perfil/financeiro: one entry per contract (spec A §2: one block per contract). */
export const financeResponseSchema = z.array(financeViewContractSchema);
export type FinanceResponse = z.infer<typeof financeResponseSchema>;

/** POST /api/pagamentos/linkCheckout: the parcel (or a whole order holding it) and the instalments. */
export const linkCheckoutRequestSchema = z.object({
  financeiro: z.object({ parcid: id }),
  parcelamento: z.object({ selecionado: z.number().int().min(1).max(24) }).optional(),
});
export type LinkCheckoutRequest = z.infer<typeof linkCheckoutRequestSchema>;
export const linkCheckoutResponseSchema = z.object({ checkoutUrl: z.url() });

/** POST /api/pagamentos/pix/{parcid}: the server builds the BR Code, since key and merchant are its settings. */
export const pixParamsSchema = z.object({ parcid: idParamSchema });
/** The spec's client sent the code it built; it is accepted and ignored. */
export const pixRequestSchema = z.object({ code: text(512).optional() });
export const pixResponseSchema = z.object({
  code: z.string(),
  /** Our addition: true for a provider's dynamic charge, false for the static fallback. */
  dinamico: z.boolean(),
  /** Our addition: the code as a QR image (an SVG data URL), drawn by the server so the web needs no QR library. */
  qr: z.string().startsWith('data:image/svg+xml;base64,'),
});
export type PixResponse = z.infer<typeof pixResponseSchema>;

/** GET /api/pagamentos/resumo/{tipo}/{retorno}: the return from a provider (spec A §2, §4). */
export const paymentReturnParamsSchema = z.object({
  tipo: z.enum(['E-commerce', 'Contrato', 'Extras']),
  /** 'parcid-pedid' (the order id 0 or absent for contract payments). */
  retorno: z.string().regex(/^[1-9]\d{0,9}(-\d{1,10})?$/),
});
export const paymentReturnResponseSchema = z.object({ pago: z.boolean(), msg: z.string() });
export type PaymentReturnResponse = z.infer<typeof paymentReturnResponseSchema>;

/** GET /api/pagamentos/boleto/{parcid}: the bank form the browser posts (spec A §3, §9). */
export const boletoResponseSchema = z.object({
  url: z.url(),
  campos: z.record(z.string(), z.string()),
});
export type BoletoResponse = z.infer<typeof boletoResponseSchema>;

/** GET /api/pagamentos/dadosbancarios: the deposit details; `error` paints msg red, else green. */
export const bankDataResponseSchema = z.object({ error: z.boolean(), msg: z.string() });
export type BankDataResponse = z.infer<typeof bankDataResponseSchema>;

/** A wire parcel in centavos. */
export function parcelFromWire(w: ParcelWire): Parcel {
  return {
    ...w,
    parcvalor: toCents(w.parcvalor),
    parcdesconto: toCents(w.parcdesconto),
    parcacrescimo: toCents(w.parcacrescimo),
    parctaxa: toCents(w.parctaxa),
    parcvalorpago: w.parcvalorpago === null ? null : toCents(w.parcvalorpago),
  };
}

/** A domain parcel in reais for the wire. */
export function parcelToWire(p: Parcel): ParcelWire {
  return {
    ...p,
    parcvalor: toReais(p.parcvalor),
    parcdesconto: toReais(p.parcdesconto),
    parcacrescimo: toReais(p.parcacrescimo),
    parctaxa: toReais(p.parctaxa),
    parcvalorpago: p.parcvalorpago === null ? null : toReais(p.parcvalorpago),
  };
}

/** A contract in centavos, shaped for contractTotals(). */
export interface FinanceContract {
  ctid: number;
  cttotalprazo: Cents;
  ctpdf: string | null;
  parcels: Parcel[];
  extras: Extra[];
  packageItems: PackageItem[];
}

/** A wire contract in centavos. */
export function financeContractFromWire(w: FinanceContractWire): FinanceContract {
  return {
    ctid: w.ctid,
    cttotalprazo: toCents(w.cttotalprazo),
    ctpdf: w.ctpdf ?? null,
    parcels: w.AlParcelas.map(parcelFromWire),
    extras: w.AlExtras.map((e) => ({ ...e, exvalor: toCents(e.exvalor) })),
    packageItems: w.ItensPacotes.map((i) => ({ ...i, pctItemValor: toCents(i.pctItemValor) })),
  };
}
