import { bcastResponseSchema } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createGraduation, createStudent, signedInStudent } from '../../../test/factories';
import { createTestApp, otherNode, type TestContext } from '../../../test/helpers';
import type { App } from '../../app';
import { notices } from '../../db/schema/index';
import { homeRepository } from './home.repository';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (scripts/with-postgres.sh).
let t: TestContext;
/** A second node: another portal on the same database, with a memo of its own (decision 154). */
let other: App;
beforeAll(async () => {
  t = await createTestApp();
  other = await otherNode(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const bcast = async (app: App, token: string, query = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/perfil/bcast${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return bcastResponseSchema.parse(res.json());
};
const texts = (list: { crmdesc: string }[]) => list.map((n) => n.crmdesc);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** What the kept count says for a class, and a count over its class-wide notices (any publication time). */
async function keptAndCounted(graduationId: number) {
  const r = (await t.db.execute(sql`select
      (select notices from notice_class_counts where graduation_id = ${graduationId}) as kept,
      (select count(*)::int from notices where graduation_id = ${graduationId} and student_id is null) as counted`)) as unknown as {
    rows: { kept: number | null; counted: number }[];
  };
  return { kept: Number(r.rows[0]!.kept ?? 0), counted: Number(r.rows[0]!.counted) };
}

describe('decision 154: the home notices from one statement, a kept class page and a kept count', () => {
  it('decision 154: a kept page is sent again only while its rows are the same, on either node', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const inClass = { graduationId: graduation.id, courseId: course.id };
    const me = await signedInStudent(t.app, t.db, inClass);
    const [first] = await t.db
      .insert(notices)
      .values([
        { graduationId: graduation.id, html: '<p>Ensaio</p>', publishedAt: minutesAgo(10), htmlClean: true },
        { graduationId: graduation.id, html: '<p>Becas</p>', publishedAt: minutesAgo(20), htmlClean: true },
      ])
      .returning();
    // Both nodes hold the page now.
    for (const app of [t.app, other])
      expect(texts((await bcast(app, me.token)).todos)).toEqual(['<p>Ensaio</p>', '<p>Becas</p>']);

    // Edited outside the service (as another node or by hand): both nodes show it at the next call.
    await t.db.update(notices).set({ html: '<p>Ensaio às 9h</p>' }).where(eq(notices.id, first!.id));
    for (const app of [other, t.app])
      expect(texts((await bcast(app, me.token)).todos)[0]).toBe('<p>Ensaio às 9h</p>');

    // Published: first on both, the total with it.
    await t.db.insert(notices).values({ graduationId: graduation.id, html: '<p>Novo</p>', htmlClean: true });
    for (const app of [t.app, other]) {
      const body = await bcast(app, me.token);
      expect(texts(body.todos)).toEqual(['<p>Novo</p>', '<p>Ensaio às 9h</p>', '<p>Becas</p>']);
      expect(body.totalTodos).toBe(3);
    }

    // Deleted: gone on both.
    await t.db.delete(notices).where(eq(notices.id, first!.id));
    for (const app of [other, t.app]) {
      const body = await bcast(app, me.token);
      expect(texts(body.todos)).toEqual(['<p>Novo</p>', '<p>Becas</p>']);
      expect(body.totalTodos).toBe(2);
    }
  });

  it('decision 154: a notice scheduled for later shows, and counts, from its publication time on', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const me = await signedInStudent(t.app, t.db, { graduationId: graduation.id, courseId: course.id });
    await t.db.insert(notices).values({ graduationId: graduation.id, html: '<p>Hoje</p>', htmlClean: true });
    await t.db.insert(notices).values({
      graduationId: graduation.id,
      html: '<p>Daqui a pouco</p>',
      htmlClean: true,
      publishedAt: new Date(Date.now() + 1_500),
    });
    for (const app of [t.app, other]) {
      const body = await bcast(app, me.token);
      expect([texts(body.todos), body.totalTodos]).toEqual([['<p>Hoje</p>'], 1]);
    }
    await new Promise((r) => setTimeout(r, 1_600));
    // Nothing was written: the page held by each node is not sent again once the notice is due.
    for (const app of [other, t.app]) {
      const body = await bcast(app, me.token);
      expect([texts(body.todos), body.totalTodos]).toEqual([['<p>Daqui a pouco</p>', '<p>Hoje</p>'], 2]);
    }
  });

  it('decision 154: classmates share the class page; each sees only their own personal notices', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const inClass = { graduationId: graduation.id, courseId: course.id };
    const me = await signedInStudent(t.app, t.db, inClass);
    const mate = await signedInStudent(t.app, t.db, inClass);
    await t.db.insert(notices).values([
      { graduationId: graduation.id, html: '<p>Turma</p>', htmlClean: true, publishedAt: minutesAgo(5) },
      { graduationId: graduation.id, studentId: me.student.id, html: '<p>Minha</p>', htmlClean: true },
      { graduationId: graduation.id, studentId: mate.student.id, html: '<p>Do colega</p>', htmlClean: true },
    ]);
    const mine = await bcast(t.app, me.token);
    const theirs = await bcast(t.app, mate.token);
    expect(mine).toEqual({
      todos: theirs.todos,
      aluno: [expect.objectContaining({ crmdesc: '<p>Minha</p>' })],
      totalTodos: 1,
      totalAluno: 1,
    });
    expect(texts(theirs.aluno)).toEqual(['<p>Do colega</p>']);
    // A page of one notice, then the second page, each kept apart.
    await t.db
      .insert(notices)
      .values({ graduationId: graduation.id, html: '<p>Mais nova</p>', htmlClean: true });
    expect(texts((await bcast(t.app, me.token, '?porPagina=1')).todos)).toEqual(['<p>Mais nova</p>']);
    expect(texts((await bcast(t.app, me.token, '?porPagina=1&pagina=2')).todos)).toEqual(['<p>Turma</p>']);
  });

  it('decision 154: a row saved before decision 49 is still cleaned on the way out, kept or not', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const me = await signedInStudent(t.app, t.db, { graduationId: graduation.id, courseId: course.id });
    await t.db
      .insert(notices)
      .values({ graduationId: graduation.id, html: '<p onclick="x()">Oi<script>alert(1)</script></p>' });
    for (let i = 0; i < 2; i++) expect(texts((await bcast(t.app, me.token)).todos)).toEqual(['<p>Oi</p>']);
  });

  it('decision 154: the kept count equals a count over the class notices after every kind of write', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const { graduation: second } = await createGraduation(t.db);
    const student = await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
    const rows = await t.db
      .insert(notices)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          graduationId: graduation.id,
          html: `<p>${i}</p>`,
          studentId: i === 5 ? student.id : null,
        })),
      )
      .returning();
    expect(await keptAndCounted(graduation.id)).toEqual({ kept: 5, counted: 5 });
    // Made personal, made class-wide again, moved to another class, text edited, deleted.
    await t.db.update(notices).set({ studentId: student.id }).where(eq(notices.id, rows[0]!.id));
    expect(await keptAndCounted(graduation.id)).toEqual({ kept: 4, counted: 4 });
    await t.db.update(notices).set({ studentId: null }).where(eq(notices.id, rows[5]!.id));
    await t.db.update(notices).set({ graduationId: second.id }).where(eq(notices.id, rows[1]!.id));
    await t.db.update(notices).set({ html: '<p>outro</p>' }).where(eq(notices.id, rows[2]!.id));
    expect(await keptAndCounted(graduation.id)).toEqual({ kept: 4, counted: 4 });
    expect(await keptAndCounted(second.id)).toEqual({ kept: 1, counted: 1 });
    await t.db.delete(notices).where(eq(notices.graduationId, second.id));
    expect(await keptAndCounted(second.id)).toEqual({ kept: 0, counted: 0 });
  });

  it('decision 154: the statement never counts every notice of the class (kept count, no pass over notices)', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const student = await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
    await t.db.execute(sql`insert into notices (graduation_id, html, html_clean, published_at)
      select ${graduation.id}, '<p>Aviso ' || g || '</p>', true, now() - (g || ' minutes')::interval
      from generate_series(1, 400) g`);
    await t.db.execute(sql`analyze notices`);
    const query = homeRepository(t.db).noticesQuery({
      graduationId: graduation.id,
      studentId: student.id,
      limit: 50,
      offset: 0,
    });
    const r = (await t.db.execute(
      sql`explain (analyze, costs off, timing off, summary off) ${query}`,
    )) as unknown as {
      rows: Record<string, string>[];
    };
    const plan = r.rows.map((row) => Object.values(row)[0]).join('\n');
    expect(plan).toMatch(/notice_class_counts/);
    // No node of the plan reads all 400 notices of the class (the page reads 50, the future ones none).
    expect(plan).not.toMatch(/rows=4\d\d\b/);
    expect(plan).not.toMatch(/Seq Scan on notices/);
  });
});
