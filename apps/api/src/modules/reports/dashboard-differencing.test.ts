import { addDays, authMessages, todayInSaoPaulo } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createGraduation,
  createStudent,
  createUser,
  signedInStudent,
  signIn,
} from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { contracts, parcels } from '../../db/schema/index';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.app, (await createUser(t.db, { role: 'admin' })).email);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });

/** The committee's answer without its timestamp: two polls within a day are compared as the committee would. */
async function committeeView(token: string) {
  const res = await get('/relatorios/painel', token);
  expect(res.statusCode).toBe(200);
  const { geradoEm: _, ...body } = res.json();
  const csv = await get('/relatorios/painel.csv', token);
  expect(csv.statusCode).toBe(200);
  // The CSV's second line is the day it was made; the rest is what a differencing poll compares.
  const lines = csv.body.split('\r\n').filter((_line, i) => i !== 1);
  return { body, csv: lines };
}

/** Every number the committee receives, by its path: each must be a count, never an amount. */
function numbers(value: unknown, path = ''): string[] {
  if (typeof value === 'number') return [path];
  if (Array.isArray(value)) return value.flatMap((v) => numbers(v, `${path}[]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => numbers(v, path ? `${path}.${k}` : k));
  return [];
}
const COUNT_PATHS = new Set([
  'alunos',
  'musicasDaFormatura',
  'pendencias[].esperados',
  'pendencias[].enviaram',
  ...['Quitado', 'Em dia', 'Em atraso', 'Sem contrato'].flatMap((s) => [
    `pagamentos.${s}`,
    `percentuais.${s}`,
  ]),
]);

/**
 * A class of six classmates with a contract of R$ 1.000,00 (more than decision 74's threshold of 5): the
 * first paid in full, the second late on R$ 600,00, the others R$ 400,00 paid and R$ 600,00 due in a month.
 */
async function classOfSix() {
  const { graduation, course } = await createGraduation(t.db, { name: 'Farmácia 2027' });
  const base = { graduationId: graduation.id, courseId: course.id };
  const committee = await signedInStudent(t.app, t.db, {
    ...base,
    firstName: 'Clara',
    surname: 'Comissão',
    committee: true,
  });
  const today = todayInSaoPaulo(new Date());
  const classmates = [];
  for (let i = 0; i < 6; i++) {
    const s = await createStudent(t.db, { ...base, firstName: `Colega${String.fromCharCode(65 + i)}` });
    const [c] = await t.db.insert(contracts).values({ studentId: s.id, totalTermCents: 100_000 }).returning();
    const paid = i === 0 ? 100_000 : 40_000;
    const rest = { contractId: c!.id, kind: 'Contrato' as const, method: 1 };
    const [, open] = await t.db
      .insert(parcels)
      .values([
        { ...rest, amountCents: paid, dueOn: today, paidOn: today, paidCents: paid },
        ...(i === 0 ? [] : [{ ...rest, amountCents: 60_000, dueOn: addDays(today, i === 1 ? -1 : 30) }]),
      ])
      .returning();
    classmates.push({ student: s, contract: c!, open });
  }
  return { graduation, committee, classmates, today };
}

describe('decision 98: the committee dashboard cannot be differenced into a classmate’s amounts (LGPD art. 6 III)', () => {
  it("decision 98: one classmate's payment cannot be read by differencing the committee dashboard", async () => {
    const { graduation, committee, classmates, today } = await classOfSix();
    const producer = async () => (await get(`/admin/formaturas/${graduation.id}/painel`, adminToken)).json();
    const before = await committeeView(committee.token);
    const producerBefore = await producer();
    expect(before.body.pagamentos).toEqual({ Quitado: 1, 'Em dia': 4, 'Em atraso': 1, 'Sem contrato': 1 });
    // Every number the committee receives is a count of classmates or files: none is a sum of reais.
    expect(numbers(before.body).filter((p) => !COUNT_PATHS.has(p))).toEqual([]);
    expect(before.body).not.toHaveProperty('arrecadacao');
    expect(before.csv.join('\n')).not.toMatch(/Contratado|Recebido|Previsto|\d,\d\d/);

    // One classmate in good standing ('Em dia') has their contract raised by R$ 437,19 …
    const target = classmates[3]!;
    await t.db.update(contracts).set({ totalTermCents: 143_719 }).where(eq(contracts.id, target.contract.id));
    const afterContract = await committeeView(committee.token);
    expect(afterContract).toEqual(before);

    // … then pays R$ 123,45 (still 'Em dia'): the committee's answer does not move at all.
    await t.db.insert(parcels).values({
      contractId: target.contract.id,
      kind: 'Contrato',
      method: 1,
      amountCents: 12_345,
      dueOn: today,
      paidOn: today,
      paidCents: 12_345,
    });
    const afterPayment = await committeeView(committee.token);
    expect(afterPayment).toEqual(before);

    // The producer's exact figures move by exactly those amounts.
    const producerAfter = await producer();
    expect(producerAfter.arrecadacao.contratado - producerBefore.arrecadacao.contratado).toBeCloseTo(
      437.19,
      2,
    );
    expect(producerAfter.arrecadacao.recebido - producerBefore.arrecadacao.recebido).toBeCloseTo(123.45, 2);
    expect(producerAfter.pagamentos).toEqual(producerBefore.pagamentos);

    // The late classmate pays their late R$ 600,00: only the counts move, by the one situation the named
    // payment report already shows (decision 55), so no amount can be computed from the difference.
    const late = classmates[1]!;
    await t.db.update(parcels).set({ paidOn: today, paidCents: 60_000 }).where(eq(parcels.id, late.open!.id));
    const afterLate = await committeeView(committee.token);
    const { pagamentos, percentuais, ...unchanged } = afterLate.body;
    const { pagamentos: p0, percentuais: _p0, ...unchangedBefore } = before.body;
    expect(unchanged).toEqual(unchangedBefore);
    expect(pagamentos).toEqual({ ...p0, Quitado: p0.Quitado + 1, 'Em atraso': p0['Em atraso'] - 1 });
    expect(numbers(afterLate.body).filter((p) => !COUNT_PATHS.has(p))).toEqual([]);
    const named = (await get('/relatorios/comissao?tipo=pagamentos', committee.token)).json();
    expect(named.totais).toEqual(pagamentos);
    expect(
      named.alunos.find((a: { AlNome: string }) => a.AlNome.startsWith(late.student.firstName)).situacao,
    ).toBe('Quitado');
    expect(percentuais).toEqual({ Quitado: 29, 'Em dia': 57, 'Em atraso': 0, 'Sem contrato': 14 });
    expect((await producer()).arrecadacao.recebido - producerAfter.arrecadacao.recebido).toBeCloseTo(600, 2);

    // Who may poll it: the committee, not a plain classmate; another class's committee sees its own class.
    const plain = await signedInStudent(t.app, t.db, {
      graduationId: graduation.id,
      courseId: committee.student.courseId,
    });
    expect((await get('/relatorios/painel', plain.token)).json()).toEqual({
      error: authMessages.forbidden,
      type: 'FORBIDDEN',
    });
    expect((await get(`/admin/formaturas/${graduation.id}/painel`, plain.token)).statusCode).toBe(403);
    expect((await get(`/admin/formaturas/${graduation.id}/painel`, committee.token)).statusCode).toBe(403);
    const other = await signedInStudent(t.app, t.db, { committee: true });
    const theirs = (await get('/relatorios/painel', other.token)).json();
    expect(theirs.formatura).not.toBe('Farmácia 2027');
    expect(theirs.alunos).toBe(1);
    expect(JSON.stringify(theirs)).not.toContain('Colega');
  });
});

describe('spec A §7: the committee report called with no payload', () => {
  it('spec A §7: /relatorios/comissao without tipo answers the payment report, the one the committee card shows first', async () => {
    const { committee } = await classOfSix();
    const bare = await get('/relatorios/comissao', committee.token);
    expect(bare.statusCode).toBe(200);
    const { geradoEm: _a, ...body } = bare.json();
    const { geradoEm: _b, ...explicit } = (
      await get('/relatorios/comissao?tipo=pagamentos', committee.token)
    ).json();
    expect(body.tipo).toBe('pagamentos');
    expect(body).toEqual(explicit);
    const csv = await get('/relatorios/comissao.csv', committee.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="relatorio-pagamentos.csv"');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Formando;Curso;Situação');
    // Still only for the committee, and an unknown report is still the caller's mistake.
    const plain = await signedInStudent(t.app, t.db);
    expect((await get('/relatorios/comissao', plain.token)).statusCode).toBe(403);
    expect((await get('/relatorios/comissao')).statusCode).toBe(401);
    expect((await get('/relatorios/comissao?tipo=tudo', committee.token)).statusCode).toBe(400);
  });
});
