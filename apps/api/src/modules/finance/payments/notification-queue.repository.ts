import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentEvents } from '../../../db/schema/index';
import type { ProviderEvent } from '../providers/provider';

/**
 * Keeping provider notifications before the job confirms them (decision 100). Both unique indexes of
 * payment_events decide, in one statement, whether a notification is new: the same provider event, or
 * another event of the same charge still waiting for its read-back, make no row (and so no job).
 */
/**
 * How long a waiting event stands for its charge at most. Its job clears the mark within seconds; one that
 * is still marked after this never started (workers down, its retries spent before it could read), and
 * must not keep the payment's next notifications out for ever: a redundant read-back is the lesser harm.
 */
export const UNREAD_STALE_AFTER = '30 minutes';

export function notificationQueueRepository(db: Db) {
  const insert = async (provider: string, event: ProviderEvent, unreadCharge: string | null) => {
    const [row] = await db
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.eventId,
        chargeRef: event.chargeRef,
        status: event.status,
        amountCents: event.amountCents,
        paidOn: event.paidOn,
        payload: event.payload,
        parcelId: null,
        unreadCharge,
      })
      // No target: a conflict on either unique index is a repeat.
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return row?.id ?? null;
  };

  return {
    /**
     * Keeps a verified event once; null when it is a repeat. With `unreadCharge`, also null while an event
     * of that charge waits for its read-back: that read-back happens later and sees what this one would.
     */
    async keep(provider: string, event: ProviderEvent, unreadCharge: string | null): Promise<number | null> {
      const id = await insert(provider, event, unreadCharge);
      if (id !== null || unreadCharge === null) return id;
      const released = await db
        .update(paymentEvents)
        .set({ unreadCharge: null })
        .where(
          and(
            eq(paymentEvents.provider, provider),
            eq(paymentEvents.unreadCharge, unreadCharge),
            sql`${paymentEvents.receivedAt} < now() - ${UNREAD_STALE_AFTER}::interval`,
          ),
        )
        .returning({ id: paymentEvents.id });
      return released.length > 0 ? insert(provider, event, unreadCharge) : null;
    },

    /**
     * The job is about to read the charge back: from now on a notification of it is news the read-back may
     * miss, so it makes a new event. Written before the read-back, never after, or a change could be lost.
     */
    async startReading(id: number): Promise<void> {
      await db.update(paymentEvents).set({ unreadCharge: null }).where(eq(paymentEvents.id, id));
    },
  };
}
