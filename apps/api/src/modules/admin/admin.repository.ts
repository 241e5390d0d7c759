import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ptBr } from '../../db/collation';
import { courses, graduations, institutions, students, users } from '../../db/schema/index';
import { studentTextSearch } from '../../db/search';

export function adminRepository(db: Db) {
  return {
    /** Students whose name, e-mail or CPF contains `q` (an indexed search), first 20 by name as pt-BR sorts. */
    async searchStudents(q: string) {
      return (
        db
          .select({
            AlCodigo: students.id,
            AlNome: sql<string>`${students.firstName} || ' ' || ${students.surname}`,
            AlEmail: students.email,
            AlCurso: courses.name,
            formatura: sql<string>`${institutions.name} || ' · ' || ${graduations.name}`,
          })
          .from(students)
          .innerJoin(courses, eq(courses.id, students.courseId))
          .innerJoin(graduations, eq(graduations.id, students.graduationId))
          .innerJoin(institutions, eq(institutions.id, graduations.institutionId))
          .where(studentTextSearch(q))
          // The order of students_name_idx (pt_br, decision 123): with many matches ('silva' among 10,000) the
          // planner can walk that index and stop at 20 instead of sorting every match (decision 127).
          .orderBy(asc(ptBr(students.firstName)), asc(ptBr(students.surname)), asc(students.id))
          .limit(20)
      );
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
