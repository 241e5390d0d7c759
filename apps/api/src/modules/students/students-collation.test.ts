import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createGraduation, createStudent, createUser, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { email: 'colacao@teste.com.br', role: 'admin' });
  adminToken = await signIn(t.app, admin.email);
});
afterAll(() => t.close());

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (scripts/with-postgres.sh): both have ICU.
describe('decision 123: names sort as in Portuguese, in the database', () => {
  it.each([
    ['asc', ['álvaro Pinto', 'Ana Costa', 'Eduardo Lima', 'Érico Souza', 'Zé Silva']],
    ['desc', ['Zé Silva', 'Érico Souza', 'Eduardo Lima', 'Ana Costa', 'álvaro Pinto']],
  ] as const)(
    "decision 123: the class list by name (%s) puts 'Érico' beside 'Eduardo', not after 'Zé'",
    async (dir, expected) => {
      const { graduation, course } = await createGraduation(t.db);
      for (const [firstName, surname] of [
        ['Zé', 'Silva'],
        ['Érico', 'Souza'],
        ['Eduardo', 'Lima'],
        ['Ana', 'Costa'],
        ['álvaro', 'Pinto'],
      ]) {
        await createStudent(t.db, { graduationId: graduation.id, courseId: course.id, firstName, surname });
      }
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/formaturas/${graduation.id}/alunos?sort=name&dir=${dir}`,
        headers: bearer(adminToken),
      });
      expect(res.statusCode).toBe(200);
      const names = (res.json() as { items: { AlNome: string }[] }).items.map((s) => s.AlNome);
      expect(names).toEqual(expected);
    },
  );
});
