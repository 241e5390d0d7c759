import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderStageChanges, orders } from '../../db/schema/index';
import { type AdvanceableStage, STAGE_COLUMNS } from './orders.repository';

/** The stage after each one: undoing a stage is refused once the next one is stamped. */
const NEXT: Record<AdvanceableStage, AdvanceableStage | null> = {
  financeiro: 'processamento',
  processamento: 'ok',
  ok: 'entregue',
  entregue: null,
};

/** The stages the producer sets, with their held-back e-mails and undo (decision 118); the tracking code. */
export function orderStagesRepository(db: Db) {
  return {
    /**
     * Records a stage just stamped; its e-mail is due `delaySeconds` from now (the database's clock, the one
     * the undo reads) unless undone first.
     */
    async record(orderId: number, stage: AdvanceableStage, userId: number, delaySeconds: number) {
      const [row] = await db
        .insert(orderStageChanges)
        .values({
          orderId,
          stage,
          changedBy: userId,
          mailAt: sql`now() + make_interval(secs => ${delaySeconds})`,
        })
        .returning({ id: orderStageChanges.id, mailAt: orderStageChanges.mailAt });
      return row!;
    },

    /** The order's last stage change while it may still be undone (its e-mail not yet due), if any. */
    async undoable(orderId: number) {
      const [last] = await db
        .select({
          id: orderStageChanges.id,
          stage: orderStageChanges.stage,
          state: orderStageChanges.state,
          mailAt: orderStageChanges.mailAt,
          due: sql<boolean>`${orderStageChanges.mailAt} <= now()`,
        })
        .from(orderStageChanges)
        .where(eq(orderStageChanges.orderId, orderId))
        .orderBy(desc(orderStageChanges.id))
        .limit(1);
      return last;
    },

    /**
     * Calls off a pending change whose e-mail is not yet due; false when it left (or is leaving) first. The
     * job that sends it takes the same row from 'pending', so only one of the two ever wins.
     */
    async undo(changeId: number): Promise<boolean> {
      const rows = await db
        .update(orderStageChanges)
        .set({ state: 'undone' })
        .where(
          and(
            eq(orderStageChanges.id, changeId),
            eq(orderStageChanges.state, 'pending'),
            gt(orderStageChanges.mailAt, sql`now()`),
          ),
        )
        .returning({ id: orderStageChanges.id });
      return rows.length === 1;
    },

    /** Takes a stage's stamp off, only while the next stage is not stamped. */
    async unstamp(orderId: number, stage: AdvanceableStage): Promise<boolean> {
      const cols = STAGE_COLUMNS[stage];
      const next = NEXT[stage];
      const rows = await db
        .update(orders)
        .set({ [cols.on]: null, [cols.by]: null, [cols.user]: null, updatedAt: new Date() })
        .where(
          and(
            eq(orders.id, orderId),
            isNotNull(orders[cols.on]),
            ...(next ? [isNull(orders[STAGE_COLUMNS[next].on])] : []),
          ),
        )
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /** The job's side: marks a pending change sent and answers its order, or undefined when it was undone. */
    async takeForMail(changeId: number): Promise<number | undefined> {
      const [row] = await db
        .update(orderStageChanges)
        .set({ state: 'sent' })
        .where(and(eq(orderStageChanges.id, changeId), eq(orderStageChanges.state, 'pending')))
        .returning({ orderId: orderStageChanges.orderId });
      return row?.orderId;
    },

    /** Saves the tracking code and whether it is another carrier's format (decision 118). */
    async setTracking(orderId: number, code: string | null, otherFormat: boolean): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ trackingCode: code, trackingOtherFormat: code !== null && otherFormat, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), isNotNull(orders.placedOn)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },
  };
}
