import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, eventVisibleSql } from '../../db/schema/index';

export type Page = { limit: number; offset: number };

/** What the home's notices statement asks (decision 154). */
export type NoticesStatement = Page & {
  graduationId: number;
  studentId: number;
  /** The digest of the class's page this node holds for the same class and page. */
  kept?: string;
};

/** A notice as the home reads it; `createdAt` is when it was published. */
export type NoticeRead = { id: number; html: string; htmlClean: boolean; createdAt: Date };

export type NoticesRead = {
  digest: string;
  totalTodos: number;
  totalAluno: number;
  /** The class's page, or null when its digest equals the one the caller holds. */
  todos: NoticeRead[] | null;
  aluno: NoticeRead[];
};

type NoticeStatementRow = {
  part: number;
  digest: string | null;
  total_todos: number | null;
  total_aluno: number | null;
  id: number;
  html: string;
  html_clean: boolean;
  published_at: Date | string;
};

/** An event as the home lists it (decision 160). */
export type EventRow = {
  id: number;
  name: string;
  coverKey: string | null;
  /** Its date, or the day it was created when it has none (yyyy-mm-dd). */
  day: string;
  mediaType: number;
  link: string | null;
  total: number;
};

const noticeOf = (n: NoticeStatementRow): NoticeRead => ({
  id: n.id,
  html: n.html,
  htmlClean: n.html_clean,
  createdAt: n.published_at instanceof Date ? n.published_at : new Date(n.published_at),
});

/**
 * Part 0 the digest and totals, 1 the class's page (newest first, on notices_graduation_published_idx) unless
 * its digest is `kept`, 2 the student's own page (notices_student_idx); `ord` keeps each page's order.
 */
function noticesQuery({ graduationId, studentId, limit, offset, kept }: NoticesStatement) {
  return sql`with cls as materialized (
      select n.id, n.xmin::text as x, n.html, n.html_clean, n.published_at from notices n
      where n.graduation_id = ${graduationId} and n.student_id is null and n.published_at <= now()
      order by n.published_at desc, n.id desc limit ${limit} offset ${offset}),
    head as materialized (
      select md5(coalesce(string_agg(c.id || ':' || c.x, ',' order by c.published_at desc, c.id desc), '')) as digest
      from cls c)
    select * from (
      select 0 as part, 0::bigint as ord, h.digest,
        (coalesce((select k.notices from notice_class_counts k where k.graduation_id = ${graduationId}), 0)
          - (select count(*) from notices f where f.graduation_id = ${graduationId} and f.student_id is null
              and f.published_at > now()))::int as total_todos,
        (select count(*) from notices p where p.student_id = ${studentId} and p.graduation_id = ${graduationId}
          and p.published_at <= now())::int as total_aluno,
        null::int as id, null::text as html, null::boolean as html_clean, null::timestamptz as published_at
      from head h
      union all
      select 1, row_number() over (order by c.published_at desc, c.id desc), null, null, null,
        c.id, c.html, c.html_clean, c.published_at
      from cls c where (select h.digest from head h) is distinct from ${kept ?? ''}
      union all
      select 2, row_number() over (order by p.published_at desc, p.id desc), null, null, null,
        p.id, p.html, p.html_clean, p.published_at
      from (select p.id, p.html, p.html_clean, p.published_at from notices p
        where p.student_id = ${studentId} and p.graduation_id = ${graduationId} and p.published_at <= now()
        order by p.published_at desc, p.id desc limit ${limit} offset ${offset}) p
    ) a order by a.part, a.ord`;
}

export function homeRepository(db: Db) {
  return {
    /**
     * The home's notices in one statement (decision 154): the class's page and its digest, the student's own
     * page, and both totals. The class's total is the count migration 0042's triggers keep per class less the
     * notices not yet due (usually none), never a count over every notice of the class. The digest names each
     * class row read by its id and `xmin` (the transaction that wrote that version; any edit changes it), so a
     * notice published, edited, deleted or come due changes it. When it equals `kept` (the digest of the page
     * this node holds for the same class and page) the class's rows are not sent: the caller holds them.
     */
    async notices(q: NoticesStatement): Promise<NoticesRead> {
      const r = (await db.execute(noticesQuery(q))) as unknown as { rows: NoticeStatementRow[] };
      const [head, ...rows] = r.rows;
      return {
        digest: head!.digest!,
        totalTodos: Number(head!.total_todos),
        totalAluno: Number(head!.total_aluno),
        todos: head!.digest === q.kept ? null : rows.filter((n) => n.part === 1).map(noticeOf),
        aluno: rows.filter((n) => n.part === 2).map(noticeOf),
      };
    },

    noticesQuery,

    async eventTotal(graduationId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(events)
        .where(and(eq(events.graduationId, graduationId), eventVisibleSql()));
      return row?.n ?? 0;
    },

    /**
     * The graduation's events students see now (decision 120: no draft, no schedule not yet due), newest
     * first; events without a date last, dated the day they were created (in São Paulo). Each row carries
     * how many there are in all, counted on events_graduation_visible_idx alone (one round trip for the page
     * and its total, decision 160); an empty page carries none. Plain rows: the driver's, not mapped again.
     */
    async events(graduationId: number, page: Page): Promise<EventRow[]> {
      // The same rule (eventVisibleSql) for the page and in the count: each reads the innermost `events`.
      const visible = sql`${events.graduationId} = ${graduationId} and ${eventVisibleSql()}`;
      const r = await db.execute(sql`select id, name, cover_key as "coverKey",
          coalesce(held_on, (created_at at time zone 'America/Sao_Paulo')::date)::text as "day",
          media_type as "mediaType", link,
          (select count(*)::int from ${events} where ${visible}) as total
        from ${events}
        where ${visible}
        order by held_on desc nulls last, id desc
        limit ${page.limit} offset ${page.offset}`);
      return (r as unknown as { rows: EventRow[] }).rows;
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
