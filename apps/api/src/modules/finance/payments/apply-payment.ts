import {
  type Cents,
  contractTotals,
  type IsoDate,
  ParcelType,
  PORTAL_ORIGIN,
  parcelCharge,
  remainingFor,
} from '@portal/domain';
import type { Db } from '../../../db/client';
import type { OrderSettlement } from '../order-settlement';
import type { ProviderEvent } from '../providers/provider';
import type { EventOutcome } from './notifications.service';
import { type PaymentsRepository, paymentsRepository } from './payments.repository';

type Parcel = NonNullable<Awaited<ReturnType<PaymentsRepository['parcelForPayment']>>>;

/** Kinds that settle the contract's open balance; a payment beyond it is flagged (decision 101). */
const SETTLES_CONTRACT = new Set<string>([ParcelType.contrato, ParcelType.extras]);

const chargeOf = (p: Parcel): Cents =>
  parcelCharge({
    parcvalor: p.amountCents,
    parcdesconto: p.discountCents,
    parcacrescimo: p.surchargeCents,
    parctaxa: p.feeCents,
  });

/** What is still open on the contract for the parcel's kind, before this payment. */
async function openBalance(r: PaymentsRepository, parcel: Parcel): Promise<Cents | null> {
  const balance = await r.lockContractBalance(parcel.contractId);
  if (!balance) return null;
  const totals = contractTotals({
    cttotalprazo: balance.totalTermCents,
    parcels: balance.parcels.map((p) => ({
      parcvalor: p.amountCents,
      parcdesconto: p.discountCents,
      parcacrescimo: p.surchargeCents,
      parctipo: p.kind,
      parcpagoem: p.paidOn,
      parcvisivel: p.visible ? 1 : 0,
    })),
    extras: balance.extras.map((e) => ({ exvalor: e.amountCents })),
    packageItems: balance.items.map((i) => ({
      pctItemValor: i.unitCents,
      pctItemQuant: i.quantity,
      pctItemAtivo: i.active ? 1 : 0,
    })),
  });
  return remainingFor(parcel.kind === ParcelType.extras ? ParcelType.extras : ParcelType.contrato, totals);
}

/**
 * Applies one confirmed provider event inside the caller's transaction: pays its parcel at most once (a
 * conditional update), the shop order with it, and writes the outcome on the event's ledger row, which is
 * the payment's audit record (no administrator is behind it; the row names provider, event and amount).
 *
 * Rows are locked in the order every writer takes them (order or contract first, then the parcel), so two
 * payments of one order, or of one contract, are decided one after the other against what is committed.
 */
export async function applyPayment(
  tx: Db,
  input: { id: number; provider: string; confirmed: ProviderEvent; today: IsoDate },
  orders: OrderSettlement,
): Promise<EventOutcome> {
  const { id, provider, confirmed } = input;
  const r = paymentsRepository(tx);
  const { parcelId } = confirmed;
  const seen = await r.parcelForPayment(parcelId);
  if (!seen) {
    await r.finishEvent(id, 'unknown_parcel', null, confirmed);
    return 'unknown_parcel';
  }
  const orderId = seen.kind === 'E-commerce' ? seen.orderId : null;
  const order = orderId !== null ? await orders(tx).lock(orderId) : undefined;
  const open = orderId === null && SETTLES_CONTRACT.has(seen.kind) ? await openBalance(r, seen) : null;
  const parcel = (await r.parcelForPayment(parcelId, true))!;
  const paidOn = confirmed.paidOn ?? input.today;
  const document = `${provider}:${confirmed.eventId}`.slice(0, 120);
  const received = confirmed.amountCents ?? chargeOf(parcel);

  let outcome: EventOutcome;
  if (confirmed.status === 'pending') outcome = 'pending';
  // A refusal never undoes a payment: the approval that paid it came first (out of order or retried).
  else if (confirmed.status === 'refused') outcome = parcel.paidOn ? 'refused_after_payment' : 'refused';
  else if (parcel.paidOn) {
    // The same provider charge told again is no new money; any other charge of a paid parcel is.
    const applied = await r.appliedCharges(parcel.id);
    const repeat = applied.some((a) => a.provider === provider && a.chargeRef === confirmed.chargeRef);
    outcome = repeat ? 'already_paid' : 'overpaid';
    if (!repeat) await overpaid(r, id, parcel.id, 'parcel_already_paid', received);
  } else if (order?.paidOn) {
    // A leftover charge of an order paid another way: the order is paid once, this money goes back.
    outcome = 'overpaid';
    await overpaid(r, id, parcel.id, 'order_already_paid', received);
  } else if (confirmed.amountCents !== chargeOf(parcel)) outcome = 'amount_mismatch';
  else {
    outcome = (await r.markPaid(parcel.id, paidOn, received, document)) ? 'applied' : 'already_paid';
    if (outcome === 'applied' && orderId !== null) {
      // A shop order's parcel pays its order in the same transaction, at most once (decision 77).
      await orders(tx).markPaid(orderId, {
        paidOn,
        method: parcel.method,
        document,
        by: PORTAL_ORIGIN,
        user: null,
      });
    }
    // The parcel is paid (the money is the student's payment of it), and what went past the contract's
    // open balance is flagged for the producer to refund, not lost in the contract's totals.
    if (outcome === 'applied' && open !== null && parcel.amountCents > open) {
      await overpaid(r, id, parcel.id, 'beyond_balance', parcel.amountCents - Math.max(0, open));
    }
  }
  await r.finishEvent(id, outcome, parcel.id, confirmed);
  return outcome;
}

function overpaid(
  r: PaymentsRepository,
  eventId: number,
  parcelId: number,
  reason: 'order_already_paid' | 'parcel_already_paid' | 'beyond_balance',
  amountCents: Cents,
) {
  return r.recordOverpayment({ parcelId, paymentEventId: eventId, reason, amountCents });
}
