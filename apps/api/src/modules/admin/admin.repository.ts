import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ptBr } from '../../db/collation';
import { courses, graduations, institutions, students, users } from '../../db/schema/index';
import { studentTextSearch } from '../../db/search';

/** A student as the back-office search lists them (GET /admin/alunos). */
export type StudentSummary = {
  AlCodigo: number;
  AlNome: string;
  AlEmail: string;
  AlCurso: string;
  formatura: string;
};

export function adminRepository(db: Db) {
  return {
    /**
     * Students whose name, e-mail or CPF contains `q` (an indexed search), first 20 by name as pt-BR sorts,
     * as the JSON text of the answer, built by the database (decision 154): no row is mapped, checked and
     * serialised again by the node. The order of students_name_idx (pt_br, decision 123): with many matches
     * ('silva' among 10,000) the planner walks that index and stops at 20 instead of sorting every match
     * (decision 127), testing the lowered texts the index carries (migration 0042) without reading the table.
     */
    async searchStudentsJson(q: string): Promise<string> {
      const r = (await db.execute(this.searchQuery(q))) as unknown as { rows: { body: string }[] };
      return r.rows[0]!.body;
    },

    /** The search's statement (decision 154): one row, `body`, the answer's JSON text. */
    searchQuery(q: string) {
      const page = db
        .select({
          // Named as the answer names them: row_to_json writes the subquery's column names.
          AlCodigo: sql<number>`${students.id}`.as('AlCodigo'),
          AlNome: sql<string>`${students.firstName} || ' ' || ${students.surname}`.as('AlNome'),
          AlEmail: sql<string>`${students.email}`.as('AlEmail'),
          AlCurso: sql<string>`${courses.name}`.as('AlCurso'),
          formatura: sql<string>`${institutions.name} || ' · ' || ${graduations.name}`.as('formatura'),
        })
        .from(students)
        .innerJoin(courses, eq(courses.id, students.courseId))
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .innerJoin(institutions, eq(institutions.id, graduations.institutionId))
        .where(studentTextSearch(q))
        .orderBy(asc(ptBr(students.firstName)), asc(ptBr(students.surname)), asc(students.id))
        .limit(20)
        .as('page');
      // Aggregated in the page's order (PostgreSQL feeds an aggregate a sorted subquery's rows in order).
      return sql`select coalesce('[' || string_agg(row_to_json(${sql.identifier('page')})::text, ',') || ']', '[]') as body from ${page}`;
    },

    /** The same search's rows. */
    async searchStudents(q: string): Promise<StudentSummary[]> {
      return JSON.parse(await this.searchStudentsJson(q)) as StudentSummary[];
    },

    async studentName(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: sql<string>`${students.firstName} || ' ' || ${students.surname}` })
        .from(students)
        .where(eq(students.id, id));
      return row?.name;
    },

    async userOfStudent(studentId: number) {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.studentId, studentId));
      return row;
    },

    async findAdmin(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row?.role === 'admin' ? row : undefined;
    },
  };
}

export type AdminRepository = ReturnType<typeof adminRepository>;
