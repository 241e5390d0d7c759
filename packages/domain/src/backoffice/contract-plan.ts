import { z } from 'zod';
import { isoDateSchema } from '../contract/common';
import { parcelNumberSchema } from '../contract/parcel-number';
import { PLAN_MAX_PARCELS, instalmentPlanMessages as pm } from '../finance/instalment-plan';
import { PaymentMethod } from '../finance/payment-methods';
import { adminFinanceMessages as fm } from './finance';

/** The producer's instalment plan texts (decision 125). */
export const contractPlanMessages = {
  somethingPaid: (what: string) =>
    `Este contrato já tem pagamento registrado (${what}): as parcelas não podem ser geradas de novo. Altere as parcelas em aberto uma a uma.`,
  chargeIssued: (what: string) =>
    `A ${what} já tem uma cobrança emitida (boleto, PIX ou cartão) que o formando pode pagar: as parcelas não podem ser geradas de novo. Altere as parcelas em aberto uma a uma.`,
  parcelPaid: 'Esta parcela já foi paga e não pode ser alterada.',
  parcelCancelled: 'Esta parcela está cancelada ou oculta e não pode ser alterada.',
  parcelCharged:
    'Esta parcela já tem uma cobrança emitida (boleto, PIX ou cartão): o valor não pode mudar. Altere só o vencimento, ou cancele a cobrança antes.',
  notScheduled: 'Só as parcelas do plano do contrato podem ser alteradas aqui.',
  methodInvalid: 'Escolha boleto ou PIX.',
  actingRefused: 'Saia do modo formando para gerar ou alterar as parcelas de um contrato.',
  planApplied: (n: number) => `${n} ${n === 1 ? 'parcela gerada' : 'parcelas geradas'}.`,
  parcelSaved: 'Parcela alterada.',
} as const;
const m = contractPlanMessages;

const int = (error: string, min: number, max: number) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
const reais = z
  .number({ error: fm.amountInvalid })
  .refine((v) => v > 0, { error: pm.totalPositive })
  .refine((v) => v <= 1_000_000, { error: fm.amountTooHigh })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: fm.amountInvalid });
const date = (error: string) =>
  isoDateSchema.refine((v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)), { error });

/** POST …/contratos/{id}/plano (preview or apply): the plan's count, dates, total and method. */
export const contractPlanInputSchema = z.object({
  /** In reais; the graduation's 'Valor a prazo' when absent. */
  total: reais.optional(),
  parcelas: int(pm.countRange, 1, PLAN_MAX_PARCELS),
  primeiroVencimento: date(pm.firstDueInvalid),
  diaDoMes: int(pm.dayRange, 1, 31),
  /** How the student pays each parcel: boleto (default) or PIX. */
  forma: z
    .union([z.literal(PaymentMethod.boleto), z.literal(PaymentMethod.pix)], { error: m.methodInvalid })
    .default(PaymentMethod.boleto),
});
export type ContractPlanInput = z.input<typeof contractPlanInputSchema>;
export type ContractPlanBody = z.output<typeof contractPlanInputSchema>;

/** The plan as it would be written, and why it cannot be (null when it can). */
export const contractPlanPreviewSchema = z.object({
  total: z.number(),
  /** The graduation's 'Valor a prazo' (FormValorPrazo), the form's default. */
  valorPrazo: z.number(),
  parcelas: z.array(parcelNumberSchema.extend({ valor: z.number(), vencimento: isoDateSchema })),
  /** How many open scheduled parcels the plan replaces. */
  substitui: z.number().int(),
  bloqueio: z.string().nullable(),
});
export type ContractPlanPreview = z.infer<typeof contractPlanPreviewSchema>;

/** PUT …/contratos/{id}/parcelas/{parcelId}: an open scheduled parcel's value and due date. */
export const scheduledParcelInputSchema = z.object({
  valor: reais,
  vencimento: date(fm.dateInvalid),
});
export type ScheduledParcelInput = z.infer<typeof scheduledParcelInputSchema>;
