import { and, desc, eq, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { graduations, orders, students } from '../../db/schema/index';

/**
 * The board's columns as migration 0029 stores them in orders.board_stage (the stage currentOrderStage derives
 * from the dates, spec A §4), so each column pages and counts on orders_board_idx (decision 127).
 */
export const BOARD_STAGE_CODES = {
  financeiro: 1,
  processamento: 2,
  ok: 3,
  entregue: 4,
  concluido: 5,
} as const;
export type BoardColumn = keyof typeof BOARD_STAGE_CODES;

const boardStage = sql<number>`${orders}.board_stage`;

/** The producer's order board (decision 82), paged per column with a keyset on the order id (decision 127). */
export function adminOrdersRepository(db: Db) {
  const byClass = (graduationId?: number): SQL | undefined =>
    graduationId === undefined ? undefined : eq(orders.graduationId, graduationId);
  return {
    /** One page of a column, newest first: orders below `before` (the cursor), `limit` of them. */
    page(column: BoardColumn, limit: number, graduationId?: number, before?: number) {
      return db
        .select({
          order: orders,
          studentName: sql<string>`${students.firstName} || ' ' || ${students.surname}`,
          studentEmail: students.email,
          graduationName: graduations.name,
        })
        .from(orders)
        .innerJoin(students, eq(students.id, orders.studentId))
        .innerJoin(graduations, eq(graduations.id, orders.graduationId))
        .where(
          and(
            isNotNull(orders.placedOn),
            sql`${boardStage} = ${BOARD_STAGE_CODES[column]}`,
            byClass(graduationId),
            before === undefined ? undefined : lt(orders.id, before),
          ),
        )
        .orderBy(desc(orders.id))
        .limit(limit);
    },

    /** How many placed orders wait on each column: one grouped count on the index. */
    countsQuery(graduationId?: number) {
      return db
        .select({ stage: boardStage, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(isNotNull(orders.placedOn), byClass(graduationId)))
        .groupBy(boardStage);
    },

    async counts(graduationId?: number): Promise<Map<number, number>> {
      const rows = await this.countsQuery(graduationId);
      return new Map(rows.map((r) => [Number(r.stage), Number(r.n)]));
    },
  };
}
