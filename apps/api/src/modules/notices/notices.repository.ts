import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { graduations, notices, students } from '../../db/schema/index';

export type NoticeColumns = { html: string; studentId: number | null; publishedAt: Date };

/** The producer's notices of a graduation (decision 45); the home reads them in the home module. */
export function noticesRepository(db: Db) {
  return {
    async list(graduationId: number, page: number, pageSize: number) {
      const where = eq(notices.graduationId, graduationId);
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: notices.id,
            html: notices.html,
            studentId: notices.studentId,
            studentName: sql<string | null>`${students.firstName} || ' ' || ${students.surname}`,
            publishedAt: notices.publishedAt,
            createdAt: notices.createdAt,
            updatedAt: notices.updatedAt,
          })
          .from(notices)
          .leftJoin(students, eq(students.id, notices.studentId))
          .where(where)
          .orderBy(desc(notices.publishedAt), desc(notices.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(notices).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },
    async find(id: number) {
      const [row] = await db.select().from(notices).where(eq(notices.id, id));
      return row;
    },
    async graduation(id: number) {
      const [row] = await db
        .select({ id: graduations.id, closedAt: graduations.closedAt })
        .from(graduations)
        .where(eq(graduations.id, id));
      return row;
    },
    async studentIn(studentId: number, graduationId: number) {
      const [row] = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.id, studentId), eq(students.graduationId, graduationId)));
      return row !== undefined;
    },
    async create(graduationId: number, values: NoticeColumns) {
      const [row] = await db
        .insert(notices)
        .values({ graduationId, ...values, htmlClean: true })
        .returning({ id: notices.id });
      return row!.id;
    },
    async update(id: number, values: NoticeColumns) {
      await db
        .update(notices)
        .set({ ...values, htmlClean: true, updatedAt: new Date() })
        .where(eq(notices.id, id));
    },
    async remove(id: number) {
      await db.delete(notices).where(eq(notices.id, id));
    },
  };
}
