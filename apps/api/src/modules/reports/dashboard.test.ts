import { addDays, authMessages, CLASS_SUMS_HIDDEN, todayInSaoPaulo } from '@portal/domain';
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
import { contracts, parcels, uploads } from '../../db/schema/index';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.app, (await createUser(t.db, { role: 'admin' })).email);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });

type Options = { contracts: number; complementaryEnabled?: boolean; ceremonyDate?: string };

/**
 * A class with a committee member (no contract), a guest, and `contracts` classmates each contracting
 * R$ 1.000,00: the first paid in full, the second late on R$ 600,00, the rest with R$ 400,00 paid and
 * R$ 600,00 due in a month. The first classmate sent an individual file and the committee one class song.
 */
async function classWith({ contracts: n, complementaryEnabled = false, ceremonyDate }: Options) {
  const { graduation, course } = await createGraduation(t.db, {
    name: 'Odontologia 2027',
    complementaryEnabled,
    complementaryDeadline: complementaryEnabled ? '2099-01-01' : null,
    ...(ceremonyDate ? { ceremonyDate } : {}),
  });
  const base = { graduationId: graduation.id, courseId: course.id };
  const committee = await signedInStudent(t.app, t.db, {
    ...base,
    firstName: 'Clara',
    surname: 'Comissão',
    committee: true,
  });
  await createStudent(t.db, { ...base, firstName: 'Gil', surname: 'Convidado', guest: true });
  const today = todayInSaoPaulo(new Date());
  const classmates = [];
  for (let i = 0; i < n; i++) {
    const s = await createStudent(t.db, { ...base, firstName: `Colega${String.fromCharCode(65 + i)}` });
    classmates.push(s);
    const [c] = await t.db.insert(contracts).values({ studentId: s.id, totalTermCents: 100_000 }).returning();
    const paid = i === 0 ? 100_000 : 40_000;
    const rest = { contractId: c!.id, kind: 'Contrato' as const, method: 1 };
    await t.db
      .insert(parcels)
      .values([
        { ...rest, amountCents: paid, dueOn: today, paidOn: today, paidCents: paid },
        ...(i === 0 ? [] : [{ ...rest, amountCents: 60_000, dueOn: addDays(today, i === 1 ? -1 : 30) }]),
      ]);
  }
  const upload = (studentId: number, type: 'individual' | 'formatura') =>
    t.db.insert(uploads).values({
      id: `u-${studentId}-${type}`,
      studentId,
      type,
      name: 'arquivo',
      storageKey: `uploads/${studentId}/${type}`,
      size: 10,
      mimetype: 'image/png',
    });
  if (classmates[0]) await upload(classmates[0].id, 'individual');
  await upload(committee.student.id, 'formatura');
  return { graduation, committee, classmates };
}

describe('decision 74: the class dashboard (spec A §2 card 10, §6)', () => {
  it('counts each payment situation and the classmates who have not sent a file to each screen', async () => {
    const { committee } = await classWith({ contracts: 3 });
    const res = await get('/relatorios/painel', committee.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.formatura).toBe('Odontologia 2027');
    expect(body.alunos).toBe(5);
    expect(body.pagamentos).toEqual({ Quitado: 1, 'Em dia': 1, 'Em atraso': 1, 'Sem contrato': 2 });
    expect(body.percentuais).toEqual({ Quitado: 20, 'Em dia': 20, 'Em atraso': 20, 'Sem contrato': 40 });
    expect(body.musicasDaFormatura).toBe(1);
    // Complementar is off for this class; guests fill no screen.
    expect(body.pendencias.map((p: { tipo: string }) => p.tipo)).toEqual(['individual', 'certificado']);
    const individual = body.pendencias[0];
    expect(individual).toMatchObject({ esperados: 4, enviaram: 1, aberta: true, prazo: '2027-01-29' });
    expect(individual.faltam.map((a: { AlNome: string }) => a.AlNome)).toEqual([
      'Clara Comissão',
      expect.stringMatching(/^ColegaB /),
      expect.stringMatching(/^ColegaC /),
    ]);
    expect(JSON.stringify(body)).not.toContain('Gil Convidado');
  });

  it('LGPD: a classmate sees no sums; the producer always does', async () => {
    const { graduation, committee } = await classWith({ contracts: 3 });
    const body = (await get('/relatorios/painel', committee.token)).json();
    expect(body).not.toHaveProperty('arrecadacao');
    expect(JSON.stringify({ ...body, geradoEm: '' })).not.toMatch(/1000|400|cpf|@/i);
    const producer = (await get(`/admin/formaturas/${graduation.id}/painel`, adminToken)).json();
    expect(producer.arrecadacao).toEqual({
      contratos: 3,
      contratado: 3000,
      previstoAteHoje: 1000 + 400 + 400 + 600,
      recebido: 1000 + 400 + 400,
    });
  });

  it('decision 98: from five contracts too the committee sees counts and shares, never sums; the producer does', async () => {
    const { graduation, committee } = await classWith({ contracts: 5 });
    const body = (await get('/relatorios/painel', committee.token)).json();
    expect(body).not.toHaveProperty('arrecadacao');
    expect(body.pagamentos).toEqual({ Quitado: 1, 'Em dia': 3, 'Em atraso': 1, 'Sem contrato': 2 });
    expect(body.percentuais).toEqual({ Quitado: 14, 'Em dia': 43, 'Em atraso': 14, 'Sem contrato': 29 });
    // The timestamp aside (its milliseconds could read '400'), no sum appears.
    expect(JSON.stringify({ ...body, geradoEm: '' })).not.toMatch(/5000|2600|1000|400/);
    const producer = (await get(`/admin/formaturas/${graduation.id}/painel`, adminToken)).json();
    expect(producer.arrecadacao).toEqual({
      contratos: 5,
      contratado: 5000,
      previstoAteHoje: 1000 + 400 * 4 + 600,
      recebido: 1000 + 400 * 4,
    });
  });

  it('spec A §9: complementar is listed only when offered, and a screen past its deadline is closed', async () => {
    const { committee } = await classWith({
      contracts: 1,
      complementaryEnabled: true,
      ceremonyDate: addDays(todayInSaoPaulo(new Date()), -30),
    });
    const body = (await get('/relatorios/painel', committee.token)).json();
    expect(body.pendencias.map((p: { tipo: string; aberta: boolean }) => [p.tipo, p.aberta])).toEqual([
      ['individual', false],
      ['complementar', true],
      ['certificado', false],
    ]);
  });

  it('the CSV holds the situations and their shares, why there are no sums, and one row per screen and missing classmate', async () => {
    const { committee } = await classWith({ contracts: 2 });
    const res = await get('/relatorios/painel.csv', committee.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="painel-turma.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Painel da turma;Odontologia 2027');
    expect(lines).toContain('Situação de pagamento;Formandos;% da turma');
    expect(lines).toContain('Em atraso;1;25');
    expect(lines.some((l) => /^(Contratado|Previsto|Recebido);/.test(l))).toBe(false);
    expect(lines).toContain(`Arrecadação da turma;${CLASS_SUMS_HIDDEN}`);
    expect(lines).toContain('Tela;Prazo;Formando que ainda não enviou;Curso');
    expect(lines).toContain('Arquivos individuais;29/01/2027;Clara Comissão;Medicina');
    expect(lines.filter((l) => l.startsWith('Certificado;'))).toHaveLength(3);
  });

  it('the producer’s CSV carries the sums as numbers a pt-BR spreadsheet reads', async () => {
    const { graduation } = await classWith({ contracts: 2 });
    const res = await get(`/admin/formaturas/${graduation.id}/painel.csv`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('\r\nContratado;2000,00\r\n');
    expect(res.body).toContain('\r\nRecebido;1400,00\r\n');
  });

  it('spec A §6: a committee member of another class sees their own class only', async () => {
    await classWith({ contracts: 1 });
    const other = await classWith({ contracts: 0 });
    const body = (await get('/relatorios/painel', other.committee.token)).json();
    expect(body.alunos).toBe(2);
    expect(JSON.stringify(body)).not.toContain('ColegaA');
  });

  it('spec A §6: students, guests, restricted members, visitors and the administrator not acting are refused', async () => {
    const { graduation } = await classWith({ contracts: 1 });
    const plain = await signedInStudent(t.app, t.db);
    const forbidden = { error: authMessages.forbidden, type: 'FORBIDDEN' };
    expect((await get('/relatorios/painel', plain.token)).json()).toEqual(forbidden);
    expect((await get('/relatorios/painel.csv', plain.token)).statusCode).toBe(403);
    const guest = await signedInStudent(t.app, t.db, { committee: true, guest: true });
    expect((await get('/relatorios/painel', guest.token)).statusCode).toBe(403);
    const restricted = await signedInStudent(t.app, t.db, { committee: true, restricted: true });
    expect((await get('/relatorios/painel', restricted.token)).statusCode).toBe(403);
    expect((await get('/relatorios/painel')).statusCode).toBe(401);
    expect((await get('/relatorios/painel', adminToken)).statusCode).toBe(403);
    // The producer's calls: students refused, visitors asked to sign in, an unknown class 404.
    expect((await get(`/admin/formaturas/${graduation.id}/painel`, plain.token)).statusCode).toBe(403);
    expect((await get(`/admin/formaturas/${graduation.id}/painel.csv`, plain.token)).statusCode).toBe(403);
    expect((await get(`/admin/formaturas/${graduation.id}/painel`)).statusCode).toBe(401);
    expect((await get('/admin/formaturas/999999/painel', adminToken)).statusCode).toBe(404);
  });

  it('spec A §6: a coordinator of the class, and the administrator acting as its committee member, see it', async () => {
    const { graduation, committee } = await classWith({ contracts: 1 });
    const coordinator = await signedInStudent(t.app, t.db, {
      graduationId: graduation.id,
      courseId: committee.student.courseId,
      coordinator: true,
    });
    expect((await get('/relatorios/painel', coordinator.token)).json().formatura).toBe('Odontologia 2027');
    const acting = await t.app.inject({
      method: 'POST',
      url: '/api/admin/agir',
      headers: bearer(adminToken),
      payload: { studentId: committee.student.id },
    });
    const res = await get('/relatorios/painel', acting.json().token);
    expect(res.statusCode).toBe(200);
    // Acting as a classmate, the administrator sees what that classmate sees.
    expect(res.json()).not.toHaveProperty('arrecadacao');
  });
});
