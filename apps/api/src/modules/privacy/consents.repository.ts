import { type ConsentKind, consentVersions } from '@portal/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { consents } from '../../db/schema/index';

export type ConsentRow = typeof consents.$inferSelect;

/** The consent log (decision 137): giving adds a row, withdrawing stamps it; nothing is ever updated back. */
export function consentsRepository(db: Db | Tx) {
  return {
    /** The consent of this kind in force, or null. */
    async inForce(userId: number, kind: ConsentKind): Promise<ConsentRow | null> {
      const [row] = await db
        .select()
        .from(consents)
        .where(and(eq(consents.userId, userId), eq(consents.kind, kind), isNull(consents.withdrawnAt)))
        .limit(1);
      return row ?? null;
    },

    /** Gives the consent to the current text; one already in force is kept as it is (same moment proven). */
    async give(userId: number, kind: ConsentKind, channel = 'portal'): Promise<ConsentRow> {
      const [created] = await db
        .insert(consents)
        .values({ userId, kind, version: consentVersions[kind], channel })
        .onConflictDoNothing()
        .returning();
      return created ?? ((await this.inForce(userId, kind)) as ConsentRow);
    },

    /** Withdraws the consent in force; false when there was none. */
    async withdraw(userId: number, kind: ConsentKind): Promise<boolean> {
      const rows = await db
        .update(consents)
        .set({ withdrawnAt: new Date() })
        .where(and(eq(consents.userId, userId), eq(consents.kind, kind), isNull(consents.withdrawnAt)))
        .returning({ id: consents.id });
      return rows.length > 0;
    },

    /**
     * Records that the user turned off something that rests on another legal basis and was on by default
     * (e-mail reminders, decision 137): the consent in force is withdrawn, or, when none was ever given, a row
     * given and withdrawn at the same moment proves the refusal.
     */
    async refuse(userId: number, kind: ConsentKind, channel = 'portal'): Promise<void> {
      if (await this.withdraw(userId, kind)) return;
      const now = new Date();
      await db
        .insert(consents)
        .values({ userId, kind, version: consentVersions[kind], channel, givenAt: now, withdrawnAt: now });
    },

    /** The users who turned this kind off: rows of it, none in force (the reminders job skips them). */
    async refusedBy(kind: ConsentKind): Promise<Set<number>> {
      const rows = await db
        .select({ userId: consents.userId })
        .from(consents)
        .where(eq(consents.kind, kind))
        .groupBy(consents.userId)
        .having(sql`bool_and(${consents.withdrawnAt} is not null)`);
      return new Set(rows.map((r) => r.userId));
    },

    /** Every consent the user ever gave, newest first (the log the student sees in 'Meus dados'). */
    list(userId: number): Promise<ConsentRow[]> {
      return db
        .select()
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(desc(consents.givenAt), desc(consents.id));
    },
  };
}
