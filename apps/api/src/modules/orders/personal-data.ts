import type { Db } from '../../db/client';
import { ordersRepository } from './orders.repository';

/** A student's placed orders with their lines (LGPD art. 18, decision 137), newest first. */
export function ordersPersonalData(db: Db) {
  return {
    async ofStudent(studentId: number) {
      const repo = ordersRepository(db);
      const placed = await repo.placedOfStudentList(studentId);
      const lines = await repo.lines(placed.map((o) => o.id));
      return placed.map((order) => ({ order, lines: lines.filter((l) => l.orderId === order.id) }));
    },
  };
}
