import type { Dependent } from '@portal/domain';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartCache,
  complementaryChoices,
  contracts,
  deadlineReminders,
  notices,
  orders,
  students,
  uploads,
} from '../../db/schema/index';

const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

/** A student's archive, unarchive and delete (decision 124). */
export function studentsArchiveRepository(db: Db) {
  return {
    /** The registration, locked for the rest of the transaction; undefined if absent. */
    async lock(id: number) {
      const [row] = await db
        .select({
          id: students.id,
          graduationId: students.graduationId,
          name: students.firstName,
          surname: students.surname,
          cpf: students.cpf,
          email: students.email,
        })
        .from(students)
        .where(eq(students.id, id))
        .for('update');
      return row;
    },

    /** Sets or clears the archive mark; answers whether it changed (idempotent calls change nothing). */
    async mark(id: number, by: number | null): Promise<boolean> {
      const rows = await db
        .update(students)
        .set(
          by === null ? { archivedAt: null, archivedBy: null } : { archivedAt: new Date(), archivedBy: by },
        )
        .where(
          and(
            eq(students.id, id),
            by === null ? isNotNull(students.archivedAt) : isNull(students.archivedAt),
          ),
        )
        .returning({ id: students.id });
      return rows.length > 0;
    },

    /** What stops a delete: money, orders and the files the student sent. One query after another. */
    async dependents(id: number): Promise<Partial<Record<Dependent, number>>> {
      return {
        contracts: await n(db.select({ n: count() }).from(contracts).where(eq(contracts.studentId, id))),
        orders: await n(db.select({ n: count() }).from(orders).where(eq(orders.studentId, id))),
        uploads: await n(db.select({ n: count() }).from(uploads).where(eq(uploads.studentId, id))),
      };
    },

    /** The registration and what is only its own: choices, cart, reminders, notices addressed to it. */
    async remove(id: number): Promise<void> {
      await db.delete(complementaryChoices).where(eq(complementaryChoices.studentId, id));
      await db.delete(cartCache).where(eq(cartCache.studentId, id));
      await db.delete(deadlineReminders).where(eq(deadlineReminders.studentId, id));
      await db.delete(notices).where(eq(notices.studentId, id));
      await db.delete(students).where(eq(students.id, id));
    },
  };
}
