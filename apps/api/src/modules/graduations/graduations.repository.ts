import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ptBr } from '../../db/collation';
import { campuses, courses, graduations, institutions } from '../../db/schema/index';
import { containsPattern } from '../../db/search';

export type GraduationColumns = Omit<
  typeof graduations.$inferInsert,
  'id' | 'registeredCount' | 'createdAt' | 'registrationKey' | 'closedAt'
>;
export type GraduationRowDb = typeof graduations.$inferSelect;
export type GraduationListQuery = {
  q: string;
  status: 'open' | 'closed' | 'all';
  sort: 'FormData' | 'name' | 'institution' | 'registeredCount';
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** Archived graduations are listed only when asked (decision 124). */
  archived?: boolean;
};

/** Institutions, campuses (polos), courses and graduations, as the producer keeps them (decision 45). */
export function graduationsRepository(db: Db) {
  return {
    /** With `archived`, the archived institutions and polos too (decision 124). */
    async institutions(archived = false) {
      const [insts, polos] = await Promise.all([
        db
          .select()
          .from(institutions)
          .where(archived ? undefined : isNull(institutions.archivedAt))
          .orderBy(asc(ptBr(institutions.name)), asc(institutions.id)),
        db
          .select()
          .from(campuses)
          .where(archived ? undefined : isNull(campuses.archivedAt))
          .orderBy(asc(ptBr(campuses.name)), asc(campuses.id)),
      ]);
      return insts.map((i) => ({
        id: i.id,
        name: i.name,
        archived: i.archivedAt !== null,
        campuses: polos
          .filter((p) => p.institutionId === i.id)
          .map((p) => ({ id: p.id, name: p.name, archived: p.archivedAt !== null })),
      }));
    },
    async findInstitution(id: number) {
      const [row] = await db.select().from(institutions).where(eq(institutions.id, id));
      return row;
    },
    async createInstitution(name: string) {
      const [row] = await db.insert(institutions).values({ name }).returning();
      return row!;
    },
    async renameInstitution(id: number, name: string) {
      const [row] = await db.update(institutions).set({ name }).where(eq(institutions.id, id)).returning();
      return row;
    },
    async findCampus(id: number) {
      const [row] = await db.select().from(campuses).where(eq(campuses.id, id));
      return row;
    },
    async createCampus(institutionId: number, name: string) {
      const [row] = await db.insert(campuses).values({ institutionId, name }).returning();
      return row!;
    },
    async renameCampus(id: number, name: string) {
      const [row] = await db.update(campuses).set({ name }).where(eq(campuses.id, id)).returning();
      return row;
    },

    /** A page of graduations with the total; sorted by an indexed column where the list is long. */
    async list(query: GraduationListQuery) {
      const filters: SQL[] = [];
      if (query.q) {
        const like = containsPattern(query.q);
        filters.push(or(ilike(graduations.name, like), ilike(institutions.name, like))!);
      }
      if (query.status === 'open') filters.push(isNull(graduations.closedAt));
      if (query.status === 'closed') filters.push(isNotNull(graduations.closedAt));
      if (!query.archived) filters.push(isNull(graduations.archivedAt));
      const where = filters.length ? and(...filters) : undefined;
      const column = {
        FormData: graduations.ceremonyDate,
        name: graduations.name,
        institution: institutions.name,
        registeredCount: graduations.registeredCount,
      }[query.sort];
      const order = query.dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: graduations.id,
            name: graduations.name,
            institution: institutions.name,
            FormData: graduations.ceremonyDate,
            closed: sql<boolean>`${graduations.closedAt} is not null`,
            archived: sql<boolean>`${graduations.archivedAt} is not null`,
            registeredCount: graduations.registeredCount,
            vacancyLimit: graduations.vacancyLimit,
          })
          .from(graduations)
          .innerJoin(institutions, eq(institutions.id, graduations.institutionId))
          .where(where)
          .orderBy(order, query.dir === 'asc' ? asc(graduations.id) : desc(graduations.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ n: count() })
          .from(graduations)
          .innerJoin(institutions, eq(institutions.id, graduations.institutionId))
          .where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async find(id: number) {
      const [row] = await db
        .select({ graduation: graduations, institution: institutions.name })
        .from(graduations)
        .innerJoin(institutions, eq(institutions.id, graduations.institutionId))
        .where(eq(graduations.id, id));
      if (!row) return undefined;
      const courseRows = await db
        .select({
          id: courses.id,
          name: courses.name,
          archived: sql<boolean>`${courses.archivedAt} is not null`,
        })
        .from(courses)
        .where(eq(courses.graduationId, id))
        .orderBy(asc(ptBr(courses.name)), asc(courses.id));
      return { ...row, courses: courseRows };
    },
    async create(values: GraduationColumns & { registrationKey: string }) {
      const [row] = await db.insert(graduations).values(values).returning({ id: graduations.id });
      return row!.id;
    },
    async update(id: number, values: Partial<GraduationColumns>) {
      await db.update(graduations).set(values).where(eq(graduations.id, id));
    },
    async setClosed(id: number, closed: boolean) {
      await db
        .update(graduations)
        .set({ closedAt: closed ? new Date() : null })
        .where(eq(graduations.id, id));
    },
    async setRegistrationKey(id: number, registrationKey: string) {
      await db.update(graduations).set({ registrationKey }).where(eq(graduations.id, id));
    },
    /**
     * Takes a self-registration vacancy: one conditional UPDATE (never read-then-write: PGlite ignores FOR
     * UPDATE, DESIGN §9), so concurrent submissions cannot exceed the limit. False when the class is full.
     */
    async takeSeat(id: number): Promise<boolean> {
      const [seat] = await db
        .update(graduations)
        .set({ registeredCount: sql`${graduations.registeredCount} + 1` })
        .where(
          and(
            eq(graduations.id, id),
            or(eq(graduations.vacancyLimit, 0), lt(graduations.registeredCount, graduations.vacancyLimit)),
          ),
        )
        .returning({ id: graduations.id });
      return seat !== undefined;
    },
    async findCourse(id: number) {
      const [row] = await db.select().from(courses).where(eq(courses.id, id));
      return row;
    },
    async createCourse(graduationId: number, name: string) {
      const [row] = await db.insert(courses).values({ graduationId, name }).returning();
      return row!;
    },
    async renameCourse(id: number, name: string) {
      await db.update(courses).set({ name }).where(eq(courses.id, id));
    },
  };
}

export type GraduationsRepository = ReturnType<typeof graduationsRepository>;
