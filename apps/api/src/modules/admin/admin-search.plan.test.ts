import { asc, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraduation } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { ptBr } from '../../db/collation';
import { students } from '../../db/schema/index';
import { studentTextSearch } from '../../db/search';
import { adminRepository } from './admin.repository';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (scripts/with-postgres.sh).
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  const { graduation, course } = await createGraduation(t.db);
  // A large producer's students: one in five a Silva, as in a Brazilian class (bench/lib/grow.ts).
  await t.db.execute(sql`insert into students (graduation_id, course_id, first_name, surname, email, cpf, phone)
    select ${graduation.id}, ${course.id}, (array['Ana','Bruno','Carla','Érico','Zé'])[1 + n % 5],
      (array['Silva','Souza','Oliveira','Santos','Pereira'])[1 + (n / 10) % 5] || ' Plano ' || n,
      'plano-' || n || '@teste.com.br', lpad(n::text, 11, '0'), '51999990000'
    from generate_series(1, 5000) n`);
  await t.db.execute(sql`vacuum analyze students`);
}, 120_000);
afterAll(() => t.close());

async function plan(query: SQLWrapper): Promise<string> {
  const r = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return r.rows.map((row) => Object.values(row)[0]).join('\n');
}

/** The search's statement as admin.repository asks it, without its joins. */
const search = (q: string) =>
  t.db
    .select({ id: students.id })
    .from(students)
    .where(studentTextSearch(q))
    .orderBy(asc(ptBr(students.firstName)), asc(ptBr(students.surname)), asc(students.id))
    .limit(20);

describe('decision 145: the back-office search matches the stored lowered name and e-mail', () => {
  it('decision 145: a common name walks students_name_idx and tests search_name, lowering nothing per row', async () => {
    const text = await plan(search('silva'));
    expect(text).toMatch(/students_name_idx/);
    expect(text).toMatch(/search_name ~~/);
    expect(text).not.toMatch(/lower\(/);
  });

  it('decision 145: a rare part of a name or e-mail is found through the trigram indexes on those columns', async () => {
    const text = await plan(search('plano 4321'));
    expect(text).toMatch(/students_name_trgm_idx/);
    expect(text).toMatch(/students_email_trgm_idx/);
  });

  it('decision 145: the answer is the one lower() gave: any case, accents and e-mails, first 20 in pt-BR order', async () => {
    const repo = adminRepository(t.db);
    const silva = await repo.searchStudents('SILVA');
    expect(silva).toHaveLength(20);
    expect(silva.every((s) => s.AlNome.toLowerCase().includes('silva'))).toBe(true);
    expect(silva[0]!.AlNome.startsWith('Ana Silva')).toBe(true);
    expect((await repo.searchStudents('érico santos plano 33')).map((s) => s.AlNome)).toContain(
      'Érico Santos Plano 33',
    );
    expect((await repo.searchStudents('PLANO-4999@TESTE')).map((s) => s.AlEmail)).toEqual([
      'plano-4999@teste.com.br',
    ]);
  });
});

describe('decision 154: the search walks an index alone and the database writes the answer', () => {
  it('decision 154: a common name is an index-only walk of students_name_idx, the table untouched', async () => {
    const text = await plan(adminRepository(t.db).searchQuery('silva'));
    expect(text).toMatch(/Index Only Scan using students_name_idx/);
    expect(text).not.toMatch(/Seq Scan on students|Sort Key/);
  });

  it('decision 154: the JSON the database writes is the one the schema wrote: keys, order, escapes', async () => {
    const { graduation, course } = await createGraduation(t.db, { name: 'Turma "154"' });
    await t.db.execute(sql`insert into students (graduation_id, course_id, first_name, surname, email, cpf, phone)
      values (${graduation.id}, ${course.id}, 'Zé', 'D''Ávila "Aspas" \\ Barra 154', 'ze-154@teste.com.br',
        '15415415415', '51999990000')`);
    const body = await adminRepository(t.db).searchStudentsJson('barra 154');
    const rows = JSON.parse(body) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!)).toEqual(['AlCodigo', 'AlNome', 'AlEmail', 'AlCurso', 'formatura']);
    expect(rows[0]!.AlNome).toBe('Zé D\'Ávila "Aspas" \\ Barra 154');
    expect(body).toBe(JSON.stringify(rows));
    expect(await adminRepository(t.db).searchStudentsJson('nada-assim-154')).toBe('[]');
    // The 20 in the order the walk gave them, as before.
    const silva = JSON.parse(await adminRepository(t.db).searchStudentsJson('silva')) as {
      AlCodigo: number;
    }[];
    const ordered = await t.db
      .select({ id: students.id })
      .from(students)
      .where(studentTextSearch('silva'))
      .orderBy(asc(ptBr(students.firstName)), asc(ptBr(students.surname)), asc(students.id))
      .limit(20);
    expect(silva.map((s) => s.AlCodigo)).toEqual(ordered.map((s) => s.id));
  });
});
