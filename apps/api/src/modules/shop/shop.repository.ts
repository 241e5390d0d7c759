import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartCache, complementaryChoices, events, eventVisibleSql, photos } from '../../db/schema/index';

export type ChoiceContent = { caminho: string; nome?: string; id?: number; evento?: number }[];
export type ComplementaryKindRow = (typeof complementaryChoices.$inferSelect)['kind'];

/** The student side of the shop: who is buying, the saved choices and the saved cart (spec B §7). */
export function shopRepository(db: Db) {
  return {
    /**
     * Of the given photos, those ready in an event of `graduationId` that students see now: another class's
     * ids, and those of a draft or a schedule not yet due (decision 120), are left out.
     */
    photosOfGraduation(graduationId: number, ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: photos.id,
          eventId: photos.eventId,
          ignoreCredits: photos.ignoreCredits,
          thumbKey: photos.thumbKey,
        })
        .from(photos)
        .innerJoin(events, eq(events.id, photos.eventId))
        .where(
          and(
            inArray(photos.id, [...ids]),
            eq(events.graduationId, graduationId),
            eq(photos.state, 'ready'),
            eventVisibleSql(),
          ),
        );
    },

    choices(studentId: number) {
      return db
        .select()
        .from(complementaryChoices)
        .where(eq(complementaryChoices.studentId, studentId))
        .orderBy(asc(complementaryChoices.kind), asc(complementaryChoices.id));
    },

    /** One choice per type (and product line): a new one replaces the earlier (spec B §4.1 item 6). */
    async saveChoice(
      studentId: number,
      kind: ComplementaryKindRow,
      relative: string,
      content: ChoiceContent,
    ) {
      const [row] = await db
        .insert(complementaryChoices)
        .values({ studentId, kind, relative, content })
        .onConflictDoUpdate({
          target: [complementaryChoices.studentId, complementaryChoices.kind, complementaryChoices.relative],
          set: { content, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    async cache(studentId: number, type: 'cart') {
      const [row] = await db
        .select()
        .from(cartCache)
        .where(and(eq(cartCache.studentId, studentId), eq(cartCache.type, type)));
      return row;
    },

    async saveCache(studentId: number, type: 'cart', content: unknown) {
      await db
        .insert(cartCache)
        .values({ studentId, type, content })
        .onConflictDoUpdate({
          target: [cartCache.studentId, cartCache.type],
          set: { content, updatedAt: sql`now()` },
        });
    },

    async deleteCache(studentId: number, type: 'cart') {
      const rows = await db
        .delete(cartCache)
        .where(and(eq(cartCache.studentId, studentId), eq(cartCache.type, type)))
        .returning({ studentId: cartCache.studentId });
      return rows.length > 0;
    },
  };
}
