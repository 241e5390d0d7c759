import type { IsoDate } from '../dates';
import { financeMessages } from '../messages';
import { PaymentMethod } from './payment-methods';
import type { Parcel } from './types';

/** What a parcel row says about itself (spec A §4). */
export const ParcelStatus = {
  paid: 'paid',
  paidBeforeDue: 'paidBeforeDue',
  pixAwaiting: 'pixAwaiting',
  overdue: 'overdue',
  due: 'due',
} as const;
export type ParcelStatus = (typeof ParcelStatus)[keyof typeof ParcelStatus];

/** What the student can do with an unpaid parcel (spec A §4). */
export const ParcelAction = {
  none: 'none',
  boletoSecondCopy: 'boletoSecondCopy',
  boletoExpired: 'boletoExpired',
  cardContinue: 'cardContinue',
  pixCopy: 'pixCopy',
} as const;
export type ParcelAction = (typeof ParcelAction)[keyof typeof ParcelAction];

export type ParcelTone = 'success' | 'danger' | 'pending' | 'info';

export interface ParcelDisplay {
  status: ParcelStatus;
  /** The catalogue text: 'Pago', 'Pago antes do vencimento', 'Venceu', 'Vence' or the PIX wait. */
  label: string;
  tone: ParcelTone;
  /** The date to show next to the label: paid date when paid, due date otherwise. */
  date: IsoDate;
  action: ParcelAction;
  /** Text to show with the action (the expired-boleto notice), or null. */
  notice: string | null;
}

type ParcelDates = Pick<Parcel, 'parcforma' | 'parcvencimento' | 'parcpagoem'>;

/**
 * The parcel's status on `today`. An unpaid PIX is always "awaiting confirmation", even past due:
 * the payer may already have paid and the confirmation can take 72 hours (spec A §5).
 */
export function parcelStatus(parcel: ParcelDates, today: IsoDate): ParcelStatus {
  const { parcpagoem, parcvencimento, parcforma } = parcel;
  if (parcpagoem) {
    // Paying on the due date itself is on time, not "before" it.
    const early = parcpagoem < parcvencimento && parcforma !== PaymentMethod.pix;
    return early ? ParcelStatus.paidBeforeDue : ParcelStatus.paid;
  }
  if (parcforma === PaymentMethod.pix) return ParcelStatus.pixAwaiting;
  // The due date is the last day to pay: the parcel is overdue only from the next day on.
  return today > parcvencimento ? ParcelStatus.overdue : ParcelStatus.due;
}

/** The action an unpaid parcel offers on `today`; paid parcels offer none. */
export function parcelAction(parcel: ParcelDates, today: IsoDate): ParcelAction {
  if (parcel.parcpagoem) return ParcelAction.none;
  switch (parcel.parcforma) {
    case PaymentMethod.boleto:
      // A second copy keeps the first one's due date, so it is only offered while that date holds.
      return today > parcel.parcvencimento ? ParcelAction.boletoExpired : ParcelAction.boletoSecondCopy;
    case PaymentMethod.cartao:
      return ParcelAction.cardContinue;
    case PaymentMethod.pix:
      return ParcelAction.pixCopy;
    default:
      return ParcelAction.none;
  }
}

const LABELS: Record<ParcelStatus, string> = {
  paid: financeMessages.paid,
  paidBeforeDue: `${financeMessages.paid} ${financeMessages.paidBeforeDue}`,
  pixAwaiting: financeMessages.pixAwaiting,
  overdue: financeMessages.overdue,
  due: financeMessages.due,
};

const TONES: Record<ParcelStatus, ParcelTone> = {
  paid: 'success',
  paidBeforeDue: 'success',
  pixAwaiting: 'info',
  overdue: 'danger',
  due: 'pending',
};

/** Everything a parcel row shows on `today` (spec A §4). */
export function parcelDisplay(parcel: ParcelDates, today: IsoDate): ParcelDisplay {
  const status = parcelStatus(parcel, today);
  const action = parcelAction(parcel, today);
  return {
    status,
    label: LABELS[status],
    tone: TONES[status],
    date: parcel.parcpagoem ?? parcel.parcvencimento,
    action,
    notice: action === ParcelAction.boletoExpired ? financeMessages.boletoExpired : null,
  };
}
