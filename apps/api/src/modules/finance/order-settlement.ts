import type { Db } from '../../db/client';

/**
 * The port through which finance settles a shop order when the order's parcel is paid or its 'baixa'
 * undone (decision 111). Finance declares it and never imports the orders module; the composition root
 * (app.ts) hands it the orders module's `orderPayment`. Always called with the payer's transaction, so the
 * parcel and its order commit together while only the orders module writes the orders table (decision 105).
 */
export type OrderSettlement = (tx: Db) => {
  /** The order's paid state, its row locked first, as every payer of an order takes it (decision 101). */
  lock(orderId: number): Promise<{ paidOn: string | null } | undefined>;
  /** Marks the order paid, once: true when this call paid it. */
  markPaid(
    orderId: number,
    values: { paidOn: string; method: number; document: string | null; by: string; user: number | null },
  ): Promise<boolean>;
  /** Takes the payment off the order, only while it is not in production. */
  unmarkPaid(orderId: number): Promise<'undone' | 'in-production' | 'unpaid'>;
};
