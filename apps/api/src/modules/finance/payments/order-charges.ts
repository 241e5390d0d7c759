import type { Db } from '../../../db/client';
import { paymentsRepository } from './payments.repository';

/**
 * The parcel that charges a shop order (spec B §2.10), as checkout in the orders module asks for it:
 * payments owns the parcels it charges, and the writes run in the caller's transaction, under the
 * order's row lock that checkout holds.
 */
export function orderCharges(db: Db) {
  const repo = paymentsRepository(db);
  return {
    /** A parcel of one of the student's contracts; undefined for anyone else's. */
    ofStudent: (parcelId: number, studentId: number) => repo.parcelOfStudent(parcelId, studentId),
    /** The order's open parcel turned to another payment form; false once it is paid. */
    recharge: (parcelId: number, fields: Parameters<typeof repo.rechargeOpenParcel>[1]) =>
      repo.rechargeOpenParcel(parcelId, fields),
    /** A new parcel; its id. */
    insert: (fields: Parameters<typeof repo.insertParcel>[0]) => repo.insertParcel(fields),
  };
}

export type OrderCharges = ReturnType<typeof orderCharges>;
