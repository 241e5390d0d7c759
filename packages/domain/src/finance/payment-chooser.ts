import type { ErrorType } from '../contract/common';
import type { IsoDate } from '../dates';
import { authMessages, financeMessages } from '../messages';
import type { Cents } from '../money';
import {
  amountProblem,
  amountProblemMessage,
  type PaymentBounds,
  paymentBounds,
  remainingFor,
} from './amount';
import type { ContractTotals } from './contract-totals';
import { cashDiscount, cashDiscountNotice } from './discount';
import { instalmentOption, maxInstalments } from './instalments';
import {
  PAYABLE_PARCEL_TYPES,
  ParcelType,
  type PayableParcelType,
  PaymentMethod,
  type PaymentMethodId,
} from './payment-methods';
import { DEFAULT_FINANCE_SETTINGS, type FinanceSettings } from './settings';
import type { FinanceTerms } from './types';

export interface ChooserContext {
  today: IsoDate;
  /** AlRestrito: such a student pays by PIX only (spec A §5, §6). */
  restricted: boolean;
  terms: FinanceTerms;
  totals: ContractTotals;
  settings?: FinanceSettings;
}

/** The method buttons, in the spec's order: card, PIX, boleto; PIX only for a restricted student. */
export function paymentMethodsOffered(restricted: boolean): PaymentMethodId[] {
  return restricted ? [PaymentMethod.pix] : [PaymentMethod.cartao, PaymentMethod.pix, PaymentMethod.boleto];
}

/**
 * The type buttons (spec A §2): Contrato always; 'Extras e Pacotes' "only when the extras total is above
 * 0". Package items alone do not open it: they are settled with the producer (decision 52 fixed the earlier
 * reading, which offered it for package items too). Once offered, that one button pays both.
 */
export function paymentTypesOffered(totals: Pick<ContractTotals, 'extrasTotal'>): PayableParcelType[] {
  return totals.extrasTotal > 0 ? [...PAYABLE_PARCEL_TYPES] : [ParcelType.contrato];
}

export interface ChooserState {
  methods: PaymentMethodId[];
  types: PayableParcelType[];
  bounds: Record<PayableParcelType, PaymentBounds>;
  maxInstalments: number;
  /** The cash-discount deadline text, or null when there is no open window. */
  cashDiscountNotice: string | null;
}

/** Everything the chooser shows before the student types an amount. */
export function chooserState(ctx: ChooserContext): ChooserState {
  const settings = ctx.settings ?? DEFAULT_FINANCE_SETTINGS;
  return {
    methods: paymentMethodsOffered(ctx.restricted),
    types: paymentTypesOffered(ctx.totals),
    bounds: {
      Contrato: paymentBounds(remainingFor(ParcelType.contrato, ctx.totals), settings),
      Extras: paymentBounds(remainingFor(ParcelType.extras, ctx.totals), settings),
    },
    maxInstalments: maxInstalments(ctx.today, ctx.terms, settings),
    cashDiscountNotice: cashDiscountNotice(ctx.totals.contractRemaining, ctx.today, ctx.terms),
  };
}

export interface PaymentRequest {
  method: number;
  type: string;
  amount: Cents;
  /** Card instalments; 1 when absent. */
  instalments?: number;
}

/** A payment that passed every rule, with the figures the new parcel records. */
export interface ValidPayment {
  method: PaymentMethodId;
  type: PayableParcelType;
  /** parcvalor: what the payment settles. */
  amount: Cents;
  instalments: number;
  /** parcdesconto: the cash discount (parcdescavista = 1 when above 0). */
  discount: Cents;
  /** parcacrescimo: card interest. */
  interest: Cents;
  /** parctaxa: the boleto fee. */
  fee: Cents;
  /** What the student is charged: amount − discount + interest + fee. */
  total: Cents;
  /** The charges, adding up to total. */
  parts: Cents[];
}

export type PaymentErrorReason =
  | 'methodForbidden'
  | 'methodNotOffered'
  | 'typeNotOffered'
  | 'nothingDue'
  | 'belowMinimum'
  | 'aboveRemaining'
  | 'instalmentsNotOffered';

/** The `{ error, type }` body the API answers (DESIGN §3), with the rule that refused. */
export interface PaymentError {
  type: ErrorType;
  error: string;
  reason: PaymentErrorReason;
}

export type PaymentValidation = { ok: true; payment: ValidPayment } | { ok: false; error: PaymentError };

const refuse = (type: ErrorType, reason: PaymentErrorReason, error: string): PaymentValidation => ({
  ok: false,
  error: { type, error, reason },
});

/**
 * Checks a payment of the finance area against spec A §2 and §5 and works out its figures. The server
 * runs it on every POST pagamentos/novaparcela; the chooser runs it to enable the pay button. A refusal
 * the screens never offer (a tampered request) answers the catalogue's generic finance error.
 */
export function validatePaymentRequest(request: PaymentRequest, ctx: ChooserContext): PaymentValidation {
  const settings = ctx.settings ?? DEFAULT_FINANCE_SETTINGS;
  const methods: readonly number[] = paymentMethodsOffered(ctx.restricted);
  if (!methods.includes(request.method)) {
    const offeredToOthers = paymentMethodsOffered(false) as readonly number[];
    return offeredToOthers.includes(request.method)
      ? refuse('FORBIDDEN', 'methodForbidden', authMessages.forbidden)
      : refuse('INVALID', 'methodNotOffered', financeMessages.operationFailed);
  }
  const method = request.method as PaymentMethodId;
  const types: readonly string[] = paymentTypesOffered(ctx.totals);
  if (!types.includes(request.type))
    return refuse('INVALID', 'typeNotOffered', financeMessages.operationFailed);
  const type = request.type as PayableParcelType;

  const bounds = paymentBounds(remainingFor(type, ctx.totals), settings);
  const problem = amountProblem(request.amount, bounds);
  if (problem) return refuse('INVALID', problem, amountProblemMessage(problem, bounds));

  const instalments = request.instalments ?? 1;
  const max = method === PaymentMethod.cartao ? maxInstalments(ctx.today, ctx.terms, settings) : 1;
  const discount = cashDiscount(
    { type, amount: request.amount, instalments },
    ctx.totals.contractRemaining,
    ctx.today,
    ctx.terms,
  );
  const option =
    Number.isInteger(instalments) && instalments >= 1 && instalments <= max
      ? instalmentOption(request.amount - discount, instalments, ctx.terms, settings)
      : null;
  if (!option || option.disabled) {
    return refuse('INVALID', 'instalmentsNotOffered', financeMessages.operationFailed);
  }

  const fee = method === PaymentMethod.boleto ? settings.boletoFee : 0;
  const total = option.total + fee;
  return {
    ok: true,
    payment: {
      method,
      type,
      amount: request.amount,
      instalments,
      discount,
      interest: option.interest,
      fee,
      total,
      parts: instalments === 1 ? [total] : option.parts,
    },
  };
}
