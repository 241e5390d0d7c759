import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, eventVisibleSql, notices } from '../../db/schema/index';

export type Page = { limit: number; offset: number };

export function homeRepository(db: Db) {
  return {
    /** Class-wide notices already published, newest first (index notices_graduation_published_idx). */
    classNotices(graduationId: number, page: Page) {
      return db
        .select({
          id: notices.id,
          html: notices.html,
          htmlClean: notices.htmlClean,
          createdAt: notices.publishedAt,
        })
        .from(notices)
        .where(
          and(
            eq(notices.graduationId, graduationId),
            isNull(notices.studentId),
            lte(notices.publishedAt, sql`now()`),
          ),
        )
        .orderBy(desc(notices.publishedAt), desc(notices.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** The student's personal notices already published, newest first (index notices_student_idx). */
    personalNotices(studentId: number, graduationId: number, page: Page) {
      return db
        .select({
          id: notices.id,
          html: notices.html,
          htmlClean: notices.htmlClean,
          createdAt: notices.publishedAt,
        })
        .from(notices)
        .where(
          and(
            eq(notices.studentId, studentId),
            eq(notices.graduationId, graduationId),
            lte(notices.publishedAt, sql`now()`),
          ),
        )
        .orderBy(desc(notices.publishedAt), desc(notices.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** How many published notices of the class and of the student there are. */
    async noticeTotals(studentId: number, graduationId: number) {
      const [row] = await db
        .select({
          todos: sql<number>`count(*) filter (where ${notices.studentId} is null)::int`,
          aluno: sql<number>`count(*) filter (where ${notices.studentId} = ${studentId})::int`,
        })
        .from(notices)
        .where(and(eq(notices.graduationId, graduationId), lte(notices.publishedAt, sql`now()`)));
      return { todos: row?.todos ?? 0, aluno: row?.aluno ?? 0 };
    },

    async eventTotal(graduationId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(events)
        .where(and(eq(events.graduationId, graduationId), eventVisibleSql()));
      return row?.n ?? 0;
    },

    /**
     * The graduation's events students see now (decision 120: no draft, no schedule not yet due), newest
     * first; events without a date last.
     */
    events(graduationId: number, page: Page) {
      return db
        .select({
          id: events.id,
          name: events.name,
          coverKey: events.coverKey,
          heldOn: events.heldOn,
          mediaType: events.mediaType,
          link: events.link,
          createdAt: events.createdAt,
        })
        .from(events)
        .where(and(eq(events.graduationId, graduationId), eventVisibleSql()))
        .orderBy(sql`${events.heldOn} desc nulls last`, desc(events.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** The cover key of a visible event of `graduationId`; undefined for another's, a draft or a schedule not due. */
    async eventCover(eventId: number, graduationId: number) {
      const [row] = await db
        .select({ coverKey: events.coverKey })
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.graduationId, graduationId), eventVisibleSql()));
      return row;
    },
  };
}

export type HomeRepository = ReturnType<typeof homeRepository>;
