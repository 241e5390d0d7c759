import { z } from 'zod';
import { idSchema, isoDateSchema } from '../contract/common';
import { parcelNumberSchema } from '../contract/parcel-number';
import { PaymentMethod, type PaymentMethodId } from '../finance/payment-methods';
import { PIX_CITY_MAX, PIX_KEY_MAX, PIX_NAME_MAX, pixText } from '../pix/brcode';
import { normalizePixKey } from '../pix/pix-key';

/** The back-office's finance texts (the specs show no admin screens: decisions 60–62). */
export const adminFinanceMessages = {
  amountInvalid: 'Informe um valor em reais, com no máximo dois decimais.',
  amountPositive: 'O valor precisa ser maior que zero.',
  amountTooHigh: 'O valor parece alto demais: confira (máximo R$ 1.000.000,00).',
  amountAboveOpen: (open: string) => `O valor é maior que o saldo em aberto deste tipo (${open}).`,
  nothingOpen: 'Não há saldo em aberto deste tipo neste contrato.',
  dateInvalid: 'Informe uma data válida (dd/mm/aaaa).',
  paidInFuture: 'A data do pagamento não pode ser no futuro.',
  methodInvalid: 'Escolha dinheiro, cheque ou depósito.',
  typeInvalid: 'Escolha Contrato ou Extras e Pacotes.',
  chequeNumberRequired: 'Informe o número do cheque.',
  documentTooLong: 'O documento pode ter no máximo 120 caracteres.',
  noteTooLong: 'A observação pode ter no máximo 120 caracteres.',
  descriptionRequired: 'Preencha a descrição.',
  descriptionTooLong: 'A descrição pode ter no máximo 200 caracteres.',
  nameRequired: 'Preencha o nome do item.',
  quantityRange: 'Informe uma quantidade de 1 a 1.000.',
  reservedRange: 'Informe de 0 a 1.000 reservados.',
  urlInvalid: 'Informe um endereço que comece com https:// ou http://.',
  reasonRequired: 'Diga por que o pagamento é cancelado.',
  reasonTooLong: 'O motivo pode ter no máximo 200 caracteres.',
  notFound: 'Não encontrado.',
  notManual:
    'Só um pagamento registrado pela produtora (dinheiro, cheque ou depósito) pode ser cancelado aqui.',
  alreadyCancelled: 'Este pagamento já foi cancelado.',
  contractHasParcels:
    'Este contrato tem parcelas ou pagamentos registrados e não pode ser excluído. Altere seus valores, ou cancele os pagamentos registrados pela produtora.',
  contractDeleted: 'Contrato excluído.',
  cardMaxRange: 'Informe de 1 a 24 parcelas no cartão.',
  boletoFeeRange: 'Informe uma taxa de boleto entre R$ 0,00 e R$ 100,00.',
  pixKeyInvalid: `A chave PIX tem até ${PIX_KEY_MAX} caracteres, sem espaços.`,
  pixNameInvalid: `O nome do recebedor tem de 1 a ${PIX_NAME_MAX} caracteres.`,
  pixCityInvalid: `A cidade do recebedor tem de 1 a ${PIX_CITY_MAX} caracteres.`,
  /** decision 122: the students see no deposit block while this is missing; the producer is told here. */
  bankDepositGap:
    'Os dados para depósito ainda não foram preenchidos: os formandos não veem a opção de depósito até você informá-los abaixo.',
  bankDepositTooLong: 'Os dados bancários podem ter no máximo 2.000 caracteres.',
  paymentRecorded: 'Pagamento registrado.',
  paymentCancelled: 'Pagamento cancelado.',
  parcelConfirmed: 'Baixa registrada: a parcela está paga.',
  parcelHidden: 'Esta parcela está oculta ou cancelada.',
  notSettled: 'Só uma baixa dada pela produtora pode ser desfeita.',
  orderInProduction:
    'O pedido desta parcela já está em produção ou entregue: volte as etapas do pedido antes de desfazer a baixa.',
  settlementUndone: 'Baixa desfeita: a parcela está em aberto de novo.',
  refundNoteRequired: 'Diga como o valor foi devolvido (por exemplo, PIX de volta em 26/11).',
  overpaymentRefunded: 'Devolução registrada.',
} as const;
const m = adminFinanceMessages;

/** Methods the producer records by hand (spec A §3: 1 cash, 3 cheque, 4 deposit). */
export const MANUAL_PAYMENT_METHODS = [
  PaymentMethod.dinheiro,
  PaymentMethod.cheque,
  PaymentMethod.deposito,
] as const satisfies readonly PaymentMethodId[];
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

/** parcorigem of a payment the producer recorded in the back-office (decision 60). */
export const MANUAL_ORIGIN = 'Produtora';

/** True for a parcel the producer recorded by hand, which alone may be cancelled (decision 61). */
export function isManualPayment(p: { origin: string | null; method: number }): boolean {
  return p.origin === MANUAL_ORIGIN && (MANUAL_PAYMENT_METHODS as readonly number[]).includes(p.method);
}

/** A receipt's number: the parcel id, zero-padded, so it is unique and never reused. */
export const receiptNumber = (parcelId: number) => String(parcelId).padStart(6, '0');

/** Money typed by the producer, in reais with at most two decimals. */
const reais = (max = 1_000_000) =>
  z
    .number({ error: m.amountInvalid })
    .min(0, { error: m.amountInvalid })
    .max(max, { error: max === 1_000_000 ? m.amountTooHigh : m.boletoFeeRange })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: m.amountInvalid });
const positiveReais = reais().refine((v) => v > 0, { error: m.amountPositive });
const date = isoDateSchema.refine((v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)), {
  error: m.dateInvalid,
});
const optionalText = (max: number, error: string) =>
  z
    .string()
    .trim()
    .max(max, { error })
    .nullable()
    .transform((v) => v || null);
const url = z
  .url({ protocol: /^https?$/, error: m.urlInvalid })
  .max(500, { error: m.urlInvalid })
  .nullable();

/** POST/PUT a contract: its value, PDF and signing date (what the contracts table holds). */
export const adminContractInputSchema = z.object({
  valor: positiveReais,
  pdf: url,
  assinadoEm: date.nullable(),
});
export type AdminContractInput = z.infer<typeof adminContractInputSchema>;

export const adminExtraInputSchema = z.object({
  descricao: z
    .string()
    .trim()
    .min(1, { error: m.descriptionRequired })
    .max(200, { error: m.descriptionTooLong }),
  valor: positiveReais,
});
export type AdminExtraInput = z.infer<typeof adminExtraInputSchema>;

export const adminPackageItemInputSchema = z.object({
  nome: z.string().trim().min(1, { error: m.nameRequired }).max(120, { error: m.descriptionTooLong }),
  descricao: optionalText(200, m.descriptionTooLong),
  valor: reais(),
  quantidade: z
    .number({ error: m.quantityRange })
    .int({ error: m.quantityRange })
    .min(1, { error: m.quantityRange })
    .max(1000, { error: m.quantityRange }),
  ativo: z.boolean(),
  reservado: z
    .number({ error: m.reservedRange })
    .int({ error: m.reservedRange })
    .min(0, { error: m.reservedRange })
    .max(1000, { error: m.reservedRange }),
});
export type AdminPackageItemInput = z.infer<typeof adminPackageItemInputSchema>;

/** POST a manual payment (decision 60): what was received, how and when. */
export const manualPaymentInputSchema = z
  .object({
    tipo: z.enum(['Contrato', 'Extras'], { error: m.typeInvalid }),
    forma: z.union([z.literal(1), z.literal(3), z.literal(4)], { error: m.methodInvalid }),
    valor: positiveReais,
    pagoEm: date,
    documento: optionalText(120, m.documentTooLong),
    observacao: optionalText(120, m.noteTooLong),
  })
  .refine((v) => v.forma !== PaymentMethod.cheque || v.documento !== null, {
    error: m.chequeNumberRequired,
    path: ['documento'],
  });
export type ManualPaymentInput = z.infer<typeof manualPaymentInputSchema>;

/**
 * POST a confirmation of an open parcel (a boleto or static PIX seen in the bank statement): paid on that
 * date with that amount, at most once (decision 62).
 */
export const confirmParcelInputSchema = z.object({
  valor: positiveReais,
  pagoEm: date,
  documento: optionalText(120, m.documentTooLong),
});
export type ConfirmParcelInput = z.infer<typeof confirmParcelInputSchema>;

export const cancelPaymentInputSchema = z.object({
  motivo: z.string().trim().min(1, { error: m.reasonRequired }).max(200, { error: m.reasonTooLong }),
});
export type CancelPaymentInput = z.infer<typeof cancelPaymentInputSchema>;

const money = z.number();

/** A parcel as the producer sees it: every parcel, hidden ones too, with its display state. */
export const adminParcelSchema = z.object({
  id: idSchema,
  tipo: z.string(),
  forma: z.number().int(),
  formaNome: z.string(),
  titulo: z.string().nullable(),
  valor: money,
  cobrado: money,
  vencimento: isoDateSchema,
  pagoEm: isoDateSchema.nullable(),
  valorPago: money.nullable(),
  documento: z.string().nullable(),
  admin: z.string().nullable(),
  origem: z.string().nullable(),
  visivel: z.boolean(),
  provedor: z.string().nullable(),
  /** The spec A §4 display (Pago, Vence, Venceu, Aguardando…), or 'Cancelado' / 'Oculta'. */
  situacao: z.object({ label: z.string(), tone: z.enum(['success', 'danger', 'pending', 'info', 'muted']) }),
  manual: z.boolean(),
  /** Paid by the producer's 'Dar baixa' (decision 62), which may be undone (decision 94). */
  baixa: z.boolean(),
  cancelado: z.boolean(),
  motivoCancelamento: z.string().nullable(),
  /** 'Parcela 3/12' of a scheduled parcel (decision 125), null for any other; the id stays for actions. */
  numero: parcelNumberSchema.nullable(),
});
export type AdminParcel = z.infer<typeof adminParcelSchema>;

export const adminExtraSchema = z.object({ id: idSchema, descricao: z.string(), valor: money });
export type AdminExtra = z.infer<typeof adminExtraSchema>;

export const adminPackageItemSchema = z.object({
  id: idSchema,
  nome: z.string(),
  descricao: z.string().nullable(),
  valor: money,
  quantidade: z.number().int(),
  ativo: z.boolean(),
  reservado: z.number().int(),
});
export type AdminPackageItem = z.infer<typeof adminPackageItemSchema>;

export const adminContractSchema = z.object({
  id: idSchema,
  valor: money,
  pdf: z.string().nullable(),
  assinadoEm: isoDateSchema.nullable(),
  totais: z.object({
    valor: money,
    ajuste: money,
    extras: money,
    pacotes: money,
    pago: money,
    emAbertoContrato: money,
    emAbertoExtras: money,
  }),
  parcelas: z.array(adminParcelSchema),
  extras: z.array(adminExtraSchema),
  itens: z.array(adminPackageItemSchema),
});
export type AdminContract = z.infer<typeof adminContractSchema>;

/** GET /admin/alunos/{id}/financeiro. */
export const adminStudentFinanceSchema = z.object({
  aluno: z.object({
    id: idSchema,
    nome: z.string(),
    cpf: z.string(),
    formaturaId: idSchema,
    formatura: z.string(),
    /** The graduation's 'Valor a prazo' (FormValorPrazo): the instalment plan's default total (decision 125). */
    valorPrazo: money,
  }),
  contratos: z.array(adminContractSchema),
});
export type AdminStudentFinance = z.infer<typeof adminStudentFinanceSchema>;

/** What a receipt prints (decision 60). */
export const receiptSchema = z.object({
  numero: z.string(),
  parcelaId: idSchema,
  contratoId: idSchema,
  alunoId: idSchema,
  aluno: z.string(),
  cpf: z.string(),
  formatura: z.string(),
  tipo: z.string(),
  forma: z.string(),
  valor: money,
  pagoEm: isoDateSchema,
  documento: z.string().nullable(),
  observacao: z.string().nullable(),
  registradoPor: z.string().nullable(),
  registradoEm: z.string(),
  cancelado: z.boolean(),
  canceladoEm: z.string().nullable(),
  motivoCancelamento: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** What became of a provider notification (payment_events.outcome), with its pt-BR label. */
export const EVENT_OUTCOME_LABELS = {
  queued: 'Na fila',
  applied: 'Pagamento aplicado',
  already_paid: 'Parcela já estava paga',
  amount_mismatch: 'Valor diferente do cobrado',
  unknown_parcel: 'Sem parcela correspondente',
  refused: 'Recusado',
  refused_after_payment: 'Recusa depois do pagamento',
  pending: 'Pendente no provedor',
  overpaid: 'Pagamento em excesso (a devolver)',
} as const;
export type EventOutcomeKey = keyof typeof EVENT_OUTCOME_LABELS;
export const EVENT_OUTCOMES = Object.keys(EVENT_OUTCOME_LABELS) as EventOutcomeKey[];

export const ledgerQuerySchema = z.object({
  formatura: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  aluno: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  situacao: z.enum(EVENT_OUTCOMES as [EventOutcomeKey, ...EventOutcomeKey[]]).optional(),
  /** Keyset (decision 141): the id of the last notification of the page before, newest first. */
  cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

export const ledgerEventSchema = z.object({
  id: idSchema,
  provedor: z.string(),
  evento: z.string(),
  cobranca: z.string(),
  status: z.enum(['approved', 'refused', 'pending']),
  valor: money.nullable(),
  pagoEm: isoDateSchema.nullable(),
  recebidoEm: z.string(),
  processadoEm: z.string().nullable(),
  situacao: z.string(),
  situacaoTexto: z.string(),
  parcelaId: idSchema.nullable(),
  cobrado: money.nullable(),
  aluno: z.object({ id: idSchema, nome: z.string() }).nullable(),
  formatura: z.object({ id: idSchema, nome: z.string() }).nullable(),
});
export type LedgerEvent = z.infer<typeof ledgerEventSchema>;

/** A page of notifications, newest first: `total` with the filters, `proximo` the next page's cursor or null. */
export const ledgerPageSchema = z.object({
  items: z.array(ledgerEventSchema),
  total: z.number().int(),
  proximo: idSchema.nullable(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

const reconParcel = z.object({
  parcelaId: idSchema,
  aluno: z.object({ id: idSchema, nome: z.string() }),
  forma: z.string(),
  tipo: z.string(),
  cobrado: money,
  vencimento: isoDateSchema,
  criadaEm: z.string(),
});

/** Why money is to be refunded (decision 101), with its pt-BR label. */
export const OVERPAYMENT_REASON_LABELS = {
  order_already_paid: 'Pedido já estava pago',
  parcel_already_paid: 'Parcela já estava paga',
  beyond_balance: 'Acima do saldo em aberto do contrato',
} as const;
export type OverpaymentReason = keyof typeof OVERPAYMENT_REASON_LABELS;

/** Money received for something already settled, kept for the producer to refund (decision 101). */
export const overpaymentSchema = z.object({
  id: idSchema,
  motivo: z.enum(Object.keys(OVERPAYMENT_REASON_LABELS) as [OverpaymentReason, ...OverpaymentReason[]]),
  motivoTexto: z.string(),
  valor: money,
  situacao: z.enum(['to_refund', 'refunded']),
  parcelaId: idSchema,
  pedidoId: idSchema.nullable(),
  aluno: z.object({ id: idSchema, nome: z.string() }),
  provedor: z.string().nullable(),
  evento: z.string().nullable(),
  pagoEm: isoDateSchema.nullable(),
  registradoEm: z.string(),
  /** When the producer recorded the refund, and how it was made; null while to refund. */
  devolvidoEm: z.string().nullable(),
  observacao: z.string().nullable(),
});
export type Overpayment = z.infer<typeof overpaymentSchema>;

/** POST /admin/pagamentos/excesso/{id}/devolvido: the producer gave the money back, and how. */
export const refundOverpaymentInputSchema = z.object({
  observacao: z.string().trim().min(1, { error: m.refundNoteRequired }).max(200, { error: m.reasonTooLong }),
});
export type RefundOverpaymentInput = z.infer<typeof refundOverpaymentInputSchema>;

/**
 * GET /admin/formaturas/{id}/conciliacao?cursor=&limite=: the charges never confirmed come a page at a time, by
 * due date (decision 127); `cursor` is the `proximo` of the page before.
 */
export const reconciliationQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}\.\d{1,10}$/)
    .optional(),
  limite: z.coerce.number().int().min(1).max(500).optional(),
});
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

/** GET /admin/formaturas/{id}/conciliacao (decision 62). */
export const reconciliationSchema = z.object({
  formatura: z.object({ id: idSchema, nome: z.string() }),
  resumo: z.object({
    cobrancasCriadas: z.number().int(),
    valorCriado: money,
    confirmadas: z.number().int(),
    valorConfirmado: money,
    semConfirmacao: z.number().int(),
    valorSemConfirmacao: money,
    manuais: z.number().int(),
    valorManual: money,
  }),
  /** One page of them, by due date; resumo.semConfirmacao says how many there are (decision 127). */
  semConfirmacao: z.array(reconParcel),
  /** The cursor of the next page of semConfirmacao, null on the last one. */
  semConfirmacaoProximo: z.string().nullable(),
  valoresDivergentes: z.array(ledgerEventSchema),
  semParcela: z.array(ledgerEventSchema),
  /** Payments beyond what was owed, to refund (decision 101). */
  aDevolver: z.array(overpaymentSchema),
  /**
   * The three lists above come a page at a time too (decision 141), newest first: how many there are, and
   * the cursor of the next page (null on the last). The notifications continue on the notifications list
   * (`formatura` and `situacao` amount_mismatch; `situacao` unknown_parcel), the refunds on
   * GET /admin/formaturas/{id}/conciliacao/a-devolver.
   */
  listas: z.object({
    valoresDivergentes: z.object({ total: z.number().int(), proximo: idSchema.nullable() }),
    semParcela: z.object({ total: z.number().int(), proximo: idSchema.nullable() }),
    aDevolver: z.object({ total: z.number().int(), proximo: idSchema.nullable() }),
  }),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** GET /admin/formaturas/{id}/conciliacao/a-devolver?cursor=&limite=: the refunds after `cursor` (decision 141). */
export const overpaymentPageQuerySchema = z.object({
  cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limite: z.coerce.number().int().min(1).max(500).optional(),
});
export type OverpaymentPageQuery = z.infer<typeof overpaymentPageQuerySchema>;

export const overpaymentPageSchema = z.object({
  items: z.array(overpaymentSchema),
  total: z.number().int(),
  proximo: idSchema.nullable(),
});
export type OverpaymentPage = z.infer<typeof overpaymentPageSchema>;

/** The payment settings screen (decision 52's keys, money in reais). */
export const adminPaymentSettingsSchema = z.object({
  cardMaxInstalments: z
    .number({ error: m.cardMaxRange })
    .int({ error: m.cardMaxRange })
    .min(1, { error: m.cardMaxRange })
    .max(24, { error: m.cardMaxRange }),
  boletoFee: reais(100),
  pixKey: z
    .string()
    .trim()
    .max(PIX_KEY_MAX, { error: m.pixKeyInvalid })
    .regex(/^\S*$/, { error: m.pixKeyInvalid })
    .nullable()
    // decision 122: the key is saved in the form a BR Code carries, or refused naming its type.
    .transform((v, ctx) => {
      if (!v) return null;
      const read = normalizePixKey(v);
      if (read.ok) return read.key;
      ctx.issues.push({ code: 'custom', message: read.message, input: v });
      return z.NEVER;
    }),
  pixMerchantName: z.string().refine(
    (v) => {
      const t = pixText(v);
      return t.length >= 1 && t.length <= PIX_NAME_MAX;
    },
    { error: m.pixNameInvalid },
  ),
  pixMerchantCity: z.string().refine(
    (v) => {
      const t = pixText(v);
      return t.length >= 1 && t.length <= PIX_CITY_MAX;
    },
    { error: m.pixCityInvalid },
  ),
  bankDeposit: optionalText(2_000, m.bankDepositTooLong),
});
export type AdminPaymentSettings = z.infer<typeof adminPaymentSettingsSchema>;

/** The same settings as answered (no input transforms: a response schema must serialise as it is). */
export const adminPaymentSettingsAnswerSchema = z.object({
  cardMaxInstalments: z.number().int(),
  boletoFee: money,
  pixKey: z.string().nullable(),
  pixMerchantName: z.string(),
  pixMerchantCity: z.string(),
  bankDeposit: z.string().nullable(),
});
