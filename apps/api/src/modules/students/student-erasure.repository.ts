import { ERASED_NAME, erasedCpf, erasedEmail } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { students } from '../../db/schema/index';

/** The registration's side of an approved account deletion (decision 140): the students module owns it. */
export function studentErasureRepository(db: Db) {
  return {
    /**
     * Anonymises the registration: the name and e-mail replaced, phone, Instagram, address, shirt size and
     * invitation erased, the calendar address ended; the CPF stays only when fiscal records name the payer.
     * Answers the invitation's storage key, deleted after the commit; undefined when there is no row.
     */
    async anonymise(
      studentId: number,
      keepCpf: boolean,
    ): Promise<{ invitationPath: string | null } | undefined> {
      const [before] = await db
        .select({ invitationPath: students.invitationPath })
        .from(students)
        .where(eq(students.id, studentId))
        .for('update');
      if (!before) return undefined;
      await db
        .update(students)
        .set({
          firstName: ERASED_NAME,
          surname: '',
          email: erasedEmail('cadastro', studentId),
          ...(keepCpf ? {} : { cpf: erasedCpf(studentId) }),
          phone: '',
          instagram: null,
          cep: null,
          street: null,
          number: null,
          complement: null,
          district: null,
          city: null,
          uf: null,
          addressReviewedAt: null,
          shirtSize: null,
          invitationPath: null,
          calendarVersion: sql`${students.calendarVersion} + 1`,
        })
        .where(eq(students.id, studentId));
      return before;
    },
  };
}
