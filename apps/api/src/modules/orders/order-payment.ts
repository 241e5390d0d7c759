import type { Db } from '../../db/client';
import { ordersRepository } from './orders.repository';

/**
 * A shop order's payment, as the modules that pay its parcel see it (payments' notification job, the
 * producer's 'baixa' in admin-finance). Always called with the caller's transaction: the parcel and its
 * order commit together, and only the orders module writes the orders table.
 */
export function orderPayment(tx: Db) {
  const repo = ordersRepository(tx);
  return {
    /** The order's paid state, its row locked first, as every payer of an order takes it (decision 101). */
    lock: (orderId: number) => repo.lockForPayment(orderId),
    /** Marks the order paid, once: true when this call paid it. */
    markPaid: (orderId: number, values: Parameters<typeof repo.markPaid>[1]) =>
      repo.markPaid(orderId, values),
    /** Takes the payment off the order (an undone 'baixa'), only while it is not in production. */
    unmarkPaid: (orderId: number) => repo.unmarkPaid(orderId),
  };
}

export type OrderPayment = ReturnType<typeof orderPayment>;
