import type { StudentListQuery } from '@portal/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ptBr } from '../../db/collation';
import { campuses, contracts, courses, graduations, parcels, students, users } from '../../db/schema/index';
import { studentTextSearch } from '../../db/search';

export type StudentColumns = Omit<typeof students.$inferInsert, 'id' | 'createdAt'>;

const fullName = sql<string>`${students.firstName} || ' ' || ${students.surname}`;

/** Another registration, in any graduation, with this CPF or e-mail (the producer is warned, not stopped). */
const duplicateOf = sql<boolean>`(
  exists (select 1 from ${students} d where d.cpf = ${students.cpf} and d.id <> ${students.id})
  or exists (select 1 from ${students} d where lower(d.email) = lower(${students.email}) and d.id <> ${students.id})
)`;

/**
 * The share of the student's contracts paid, in percent with two decimals, counted as the media gate of
 * spec A §5 counts it (paid, visible contract and discount parcels over the contract value); null without
 * a contract of value.
 */
const paidPercent = sql<number | null>`(
  select floor(sum(coalesce(s.settled, 0)) * 10000.0 / nullif(sum(c.total_term_cents), 0)) / 100
  from ${contracts} c
  left join lateral (
    select sum(p.amount_cents) as settled from ${parcels} p
    where p.contract_id = c.id and p.paid_on is not null and p.visible and p.kind in ('Contrato', 'Desconto')
  ) s on true
  where c.student_id = ${students.id}
)::float8`;

/** The searches of the class list, each backed by an index (trigram GIN for the text, migration 0003). */
function filters(graduationId: number, q: StudentListQuery): SQL {
  const where: SQL[] = [eq(students.graduationId, graduationId)];
  if (q.q) where.push(studentTextSearch(q.q));
  if (q.courseId !== undefined) where.push(eq(students.courseId, q.courseId));
  if (q.campusId !== undefined) where.push(eq(students.campusId, q.campusId));
  // Archived students are listed only when asked (decision 124).
  if (q.arquivados !== '1') where.push(isNull(students.archivedAt));
  for (const key of ['restricted', 'committee', 'guest', 'coordinator'] as const) {
    if (q[key] !== undefined) where.push(eq(students[key], q[key]));
  }
  if (q.addressReviewed !== undefined)
    where.push(
      q.addressReviewed ? isNotNull(students.addressReviewedAt) : isNull(students.addressReviewedAt),
    );
  if (q.paidMin !== undefined) where.push(sql`${paidPercent} >= ${q.paidMin}`);
  if (q.paidMax !== undefined) where.push(sql`coalesce(${paidPercent}, 0) <= ${q.paidMax}`);
  if (q.emailConfirmed !== undefined)
    where.push(q.emailConfirmed ? isNotNull(users.emailConfirmedAt) : isNull(users.emailConfirmedAt));
  return and(...where)!;
}

export function studentsRepository(db: Db) {
  return {
    async list(graduationId: number, q: StudentListQuery) {
      const where = filters(graduationId, q);
      const order =
        q.sort === 'name'
          ? [
              q.dir === 'asc' ? asc(ptBr(students.firstName)) : desc(ptBr(students.firstName)),
              q.dir === 'asc' ? asc(ptBr(students.surname)) : desc(ptBr(students.surname)),
            ]
          : [q.dir === 'asc' ? asc(students.createdAt) : desc(students.createdAt)];
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: students.id,
            AlNome: fullName,
            AlEmail: students.email,
            AlCPF: students.cpf,
            AlFone: students.phone,
            course: courses.name,
            campus: campuses.name,
            restricted: students.restricted,
            committee: students.committee,
            guest: students.guest,
            coordinator: students.coordinator,
            addressReviewed: sql<boolean>`${students.addressReviewedAt} is not null`,
            hasUser: sql<boolean>`${users.id} is not null`,
            emailConfirmed: sql<
              boolean | null
            >`case when ${users.id} is null then null else ${users.emailConfirmedAt} is not null end`,
            duplicate: duplicateOf,
            paidPercent,
            archived: sql<boolean>`${students.archivedAt} is not null`,
          })
          .from(students)
          .innerJoin(courses, eq(courses.id, students.courseId))
          .leftJoin(campuses, eq(campuses.id, students.campusId))
          .leftJoin(users, eq(users.studentId, students.id))
          .where(where)
          .orderBy(...order, asc(students.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db
          .select({ n: count() })
          .from(students)
          .leftJoin(users, eq(users.studentId, students.id))
          .where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async find(id: number) {
      const [row] = await db
        .select({
          student: students,
          userId: users.id,
          emailConfirmedAt: users.emailConfirmedAt,
          institutionId: graduations.institutionId,
          closedAt: graduations.closedAt,
        })
        .from(students)
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .leftJoin(users, eq(users.studentId, students.id))
        .where(eq(students.id, id));
      return row;
    },

    /** Other registrations with the same CPF or e-mail, and in which graduation. */
    async duplicates(id: number, cpf: string, email: string) {
      return db
        .select({
          id: students.id,
          AlNome: fullName,
          graduation: graduations.name,
          by: sql<'cpf' | 'email'>`case when ${students.cpf} = ${cpf} then 'cpf' else 'email' end`,
        })
        .from(students)
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .where(
          and(
            ne(students.id, id),
            or(eq(students.cpf, cpf), sql`lower(${students.email}) = ${email.toLowerCase()}`),
          ),
        )
        .limit(20);
    },

    async graduation(id: number) {
      const [row] = await db
        .select({
          id: graduations.id,
          name: graduations.name,
          institutionId: graduations.institutionId,
          closedAt: graduations.closedAt,
          registrationKey: graduations.registrationKey,
          registrationExecutiveCode: graduations.registrationExecutiveCode,
        })
        .from(graduations)
        .where(eq(graduations.id, id));
      return row;
    },
    async courseOf(courseId: number) {
      const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
      return row;
    },
    async campusOf(campusId: number) {
      const [row] = await db.select().from(campuses).where(eq(campuses.id, campusId));
      return row;
    },

    async create(values: StudentColumns) {
      const [row] = await db.insert(students).values(values).returning({ id: students.id });
      return row!.id;
    },
    async update(id: number, values: Partial<StudentColumns>) {
      await db.update(students).set(values).where(eq(students.id, id));
    },

    /** What an import needs to decide: the class's courses, the institution's polos, who is already in. */
    async importContext(graduationId: number, institutionId: number) {
      const [courseRows, campusRows, existing] = await Promise.all([
        db
          .select({ id: courses.id, name: courses.name })
          .from(courses)
          .where(eq(courses.graduationId, graduationId)),
        db
          .select({ id: campuses.id, name: campuses.name })
          .from(campuses)
          .where(eq(campuses.institutionId, institutionId)),
        db
          // The imported fields too: the preview shows what an update changes (decision 123).
          .select({
            id: students.id,
            cpf: students.cpf,
            email: students.email,
            firstName: students.firstName,
            surname: students.surname,
            phone: students.phone,
            instagram: students.instagram,
            courseId: students.courseId,
            campusId: students.campusId,
          })
          .from(students)
          .where(eq(students.graduationId, graduationId)),
      ]);
      return { courses: courseRows, campuses: campusRows, existing };
    },

    /** Many registrations at once (an import), in chunks the drivers take comfortably. */
    async createMany(values: StudentColumns[]) {
      for (let i = 0; i < values.length; i += 500) {
        await db.insert(students).values(values.slice(i, i + 500));
      }
    },

    /** The students of `ids` in the graduation, with their portal user if any (invitations). */
    async recipients(graduationId: number, ids: readonly number[]) {
      return db
        .select({
          id: students.id,
          name: students.firstName,
          email: students.email,
          userId: users.id,
          userEmail: users.email,
        })
        .from(students)
        .leftJoin(users, eq(users.studentId, students.id))
        .where(and(eq(students.graduationId, graduationId), inArray(students.id, [...ids])));
    },
  };
}

export type StudentsRepository = ReturnType<typeof studentsRepository>;
