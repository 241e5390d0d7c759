import { addDays, type IsoDate } from '../dates';
import type { Cents } from '../money';
import { PARCEL_TYPE_LABELS, ParcelType, PaymentMethod, PORTAL_ORIGIN } from './payment-methods';
import { DEFAULT_FINANCE_SETTINGS, type FinanceSettings } from './settings';
import type { Parcel } from './types';

/** A parcel ready to insert: every field but the database's id and timestamp. */
export type NewParcel = Omit<Parcel, 'parcid' | 'parctimestamp'>;

/** What the new parcel pays: a ValidPayment, or a shop order's charge (discount and interest 0). */
export interface ParcelPayment {
  method: number;
  type: string;
  amount: Cents;
  instalments?: number;
  discount?: Cents;
  interest?: Cents;
  /** parctaxa; the settings' boleto fee for a boleto when absent. */
  fee?: Cents;
}

export interface NewParcelContext {
  contractId: number;
  today: IsoDate;
  settings?: FinanceSettings;
  /** parcvenda: the shop order an 'E-commerce' parcel pays. */
  orderId?: number | null;
}

/** The due date of a parcel created `today` (spec A §9: boleto 5 days, card checkout 5 days). */
export function newParcelDueDate(method: number, today: IsoDate, settings: FinanceSettings): IsoDate {
  return addDays(today, method === PaymentMethod.cartao ? settings.cardCheckoutDays : settings.dueDays);
}

/** parctitulo: the type's name, the order for a shop parcel, and the card instalments when more than 1. */
export function newParcelTitle(type: string, instalments: number, orderId?: number | null): string {
  const base =
    type === ParcelType.ecommerce && orderId
      ? `Pedido ${orderId}`
      : (PARCEL_TYPE_LABELS[type as keyof typeof PARCEL_TYPE_LABELS] ?? type);
  return instalments > 1 ? `${base} em ${instalments}x` : base;
}

/**
 * The parcel the portal records for `payment` (spec A §5, §7): due in 5 days, origin and administrator
 * 'Portal' (an administrator acting as a student acts as the student; the audit log keeps who it was),
 * visible, unpaid, the transaction filled in later with the card URL or the PIX code.
 */
export function buildNewParcel(payment: ParcelPayment, ctx: NewParcelContext): NewParcel {
  const settings = ctx.settings ?? DEFAULT_FINANCE_SETTINGS;
  const instalments = payment.instalments ?? 1;
  const discount = payment.discount ?? 0;
  const fee = payment.fee ?? (payment.method === PaymentMethod.boleto ? settings.boletoFee : 0);
  return {
    parcconta: ctx.contractId,
    parcvalor: payment.amount,
    parcdesconto: discount,
    parcacrescimo: payment.interest ?? 0,
    parctipo: payment.type,
    parcforma: payment.method,
    parcvencimento: newParcelDueDate(payment.method, ctx.today, settings),
    parctransacao: null,
    parcadmin: PORTAL_ORIGIN,
    parcorigem: PORTAL_ORIGIN,
    parctaxa: fee,
    parctitulo: newParcelTitle(payment.type, instalments, ctx.orderId),
    parcvenda: ctx.orderId ?? null,
    parcpagoem: null,
    parcvalorpago: null,
    parcdoc: null,
    parcdescavista: discount > 0 ? 1 : 0,
    parcvisivel: 1,
    parcagrupador: null,
    parcgrupo: null,
  };
}

/** What the student is charged for a parcel: parcvalor − parcdesconto + parcacrescimo + parctaxa. */
export function parcelCharge(
  parcel: Pick<Parcel, 'parcvalor' | 'parcdesconto' | 'parcacrescimo' | 'parctaxa'>,
): Cents {
  return parcel.parcvalor - parcel.parcdesconto + parcel.parcacrescimo + parcel.parctaxa;
}
