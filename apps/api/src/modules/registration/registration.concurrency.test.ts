import { type AutostoreRequest, completeCpf } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraduation, createStudent } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { graduations, students } from '../../db/schema/index';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUBMISSIONS = 20;

/** A normalised registration (spec B §5.2) whose CPF and e-mail are unique to `n`. */
function registration(key: string, graduationId: number, courseId: number, n: number): AutostoreRequest {
  return {
    key,
    AlNome: 'Maria da Silva',
    AlSobrenome: 'da Silva',
    AlEmail: `maria.${n}@example.com`,
    AlCPF: completeCpf(String(400_000_000 + n * 37)),
    AlFone: '51998765432',
    AlInsta: null,
    AlCurso: courseId,
    AlPolo: null,
    AlFormatura: graduationId,
    AlExecutivo: 'e4',
  };
}

/** All submissions at once; the answers' statuses, counted. */
async function submitAll(bodies: AutostoreRequest[]) {
  const answers = await Promise.all(
    bodies.map((payload) => t.app.inject({ method: 'POST', url: '/api/autostore', payload })),
  );
  const tally: Record<string, number> = {};
  for (const res of answers) {
    const key = `${res.statusCode} ${res.json().status}`;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

async function counts(graduationId: number) {
  const [g] = await t.db
    .select({ registered: graduations.registeredCount })
    .from(graduations)
    .where(eq(graduations.id, graduationId));
  const [s] = await t.db.select({ n: count() }).from(students).where(eq(students.graduationId, graduationId));
  return { registered: g!.registered, students: s!.n };
}

describe(`spec B §4.6: the vacancy limit holds under ${SUBMISSIONS} simultaneous submissions (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('spec B §4.6: with two vacancies left, exactly two are created and the rest are full', async () => {
    const limit = 12;
    const { graduation, course } = await createGraduation(t.db, { vacancyLimit: limit });
    for (let i = 0; i < limit - 2; i++) {
      await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
    }
    await t.db
      .update(graduations)
      .set({ registeredCount: limit - 2 })
      .where(eq(graduations.id, graduation.id));

    const bodies = Array.from({ length: SUBMISSIONS }, (_, i) =>
      registration(graduation.registrationKey, graduation.id, course.id, i + 1),
    );
    expect(new Set(bodies.map((b) => b.AlCPF)).size).toBe(SUBMISSIONS);
    expect(await submitAll(bodies)).toEqual({ '201 created': 2, '200 full': SUBMISSIONS - 2 });
    expect(await counts(graduation.id)).toEqual({ registered: limit, students: limit });
  });

  it('spec B §4.6: the same person sent many times at once is created once; the others match', async () => {
    const { graduation, course } = await createGraduation(t.db, { vacancyLimit: 0 });
    const one = registration(graduation.registrationKey, graduation.id, course.id, 999);
    // The same form sent from several tabs, the e-mail typed in different cases.
    const bodies = Array.from({ length: SUBMISSIONS }, (_, i) =>
      i % 2 ? { ...one, AlEmail: one.AlEmail.toUpperCase() } : one,
    );
    expect(await submitAll(bodies)).toEqual({ '201 created': 1, '200 match': SUBMISSIONS - 1 });
    // Every rolled-back submission gave its vacancy back.
    expect(await counts(graduation.id)).toEqual({ registered: 1, students: 1 });
  });
});
