import type { ClassFilesQuery, UploadType } from '@portal/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ptBr } from '../../db/collation';
import { graduations, students, uploads } from '../../db/schema/index';

export type UploadRow = typeof uploads.$inferSelect;

/** The ceremony files of each student (spec A §2 upload screens). */
export function uploadsRepository(db: Db) {
  return {
    list(studentId: number, type: UploadType) {
      return db
        .select()
        .from(uploads)
        .where(and(eq(uploads.studentId, studentId), eq(uploads.type, type)))
        .orderBy(asc(uploads.createdAt), asc(uploads.id));
    },
    /** One of the student's files; undefined for another student's id. */
    async find(id: string, studentId: number) {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.studentId, studentId)));
      return row;
    },
    async findAny(id: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row;
    },
    async insert(row: typeof uploads.$inferInsert) {
      await db.insert(uploads).values(row);
    },
    async update(id: string, values: Partial<Pick<UploadRow, 'label' | 'obs' | 'musicStart'>>) {
      await db.update(uploads).set(values).where(eq(uploads.id, id));
    },
    /** Sets whether a complementary upload of the student is for the frame or the invitation (spec A §7). */
    async setComplementaryKind(studentId: number, uploadId: string, kind: string) {
      const [row] = await db
        .update(uploads)
        .set({ label: kind })
        .where(
          and(eq(uploads.id, uploadId), eq(uploads.studentId, studentId), eq(uploads.type, 'complementar')),
        )
        .returning({ id: uploads.id });
      return row;
    },
    /** A graduation's files of one screen, with their student's name, in a stable order (the class zip). */
    classFiles(graduationId: number, type: UploadType) {
      return db
        .select({
          id: uploads.id,
          storageKey: uploads.storageKey,
          size: uploads.size,
          mimetype: uploads.mimetype,
          label: uploads.label,
          student: sql<string>`${students.firstName} || ' ' || ${students.surname}`,
        })
        .from(uploads)
        .innerJoin(students, eq(students.id, uploads.studentId))
        .where(and(eq(students.graduationId, graduationId), eq(uploads.type, type)))
        .orderBy(
          asc(ptBr(students.firstName)),
          asc(ptBr(students.surname)),
          asc(uploads.createdAt),
          asc(uploads.id),
        );
    },
    /** A page of a graduation's files, of one screen or all, by student (pt-BR order), then arrival. */
    async classFilesPage(graduationId: number, q: ClassFilesQuery) {
      const where = and(
        eq(students.graduationId, graduationId),
        q.tipo ? eq(uploads.type, q.tipo) : undefined,
      );
      const [items, perType] = await Promise.all([
        db
          .select({
            upload: uploads,
            student: sql<string>`${students.firstName} || ' ' || ${students.surname}`,
          })
          .from(uploads)
          .innerJoin(students, eq(students.id, uploads.studentId))
          .where(where)
          .orderBy(
            asc(ptBr(students.firstName)),
            asc(ptBr(students.surname)),
            asc(uploads.createdAt),
            asc(uploads.id),
          )
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db
          .select({ type: uploads.type, n: count() })
          .from(uploads)
          .innerJoin(students, eq(students.id, uploads.studentId))
          .where(eq(students.graduationId, graduationId))
          .groupBy(uploads.type),
      ]);
      return { items, perType };
    },
    /** Every file of a student, all screens (the back-office's student page). */
    ofStudent(studentId: number) {
      return db
        .select()
        .from(uploads)
        .where(eq(uploads.studentId, studentId))
        .orderBy(asc(uploads.type), asc(uploads.createdAt), asc(uploads.id));
    },
    async studentExists(id: number) {
      const [row] = await db.select({ id: students.id }).from(students).where(eq(students.id, id));
      return row !== undefined;
    },
    async graduationExists(id: number) {
      const [row] = await db.select({ id: graduations.id }).from(graduations).where(eq(graduations.id, id));
      return row !== undefined;
    },
    async remove(id: string) {
      await db.delete(uploads).where(eq(uploads.id, id));
    },
  };
}
