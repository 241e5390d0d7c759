import { addDays, authMessages, todayInSaoPaulo } from '@portal/domain';
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
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (tipo: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/relatorios/comissao?tipo=${tipo}`,
    headers: token ? bearer(token) : {},
  });

async function classOf() {
  const { graduation, course } = await createGraduation(t.db, { name: 'Direito 2027' });
  const base = { graduationId: graduation.id, courseId: course.id };
  const committee = await signedInStudent(t.app, t.db, {
    ...base,
    firstName: 'Clara',
    surname: 'Comissão',
    committee: true,
  });
  const today = todayInSaoPaulo(new Date());
  const withContract = async (firstName: string, paid: number, due: string) => {
    const s = await createStudent(t.db, {
      ...base,
      firstName,
      surname: 'Silva',
      cpf: String(70_000_000_000 + paid + firstName.length),
    });
    const [c] = await t.db.insert(contracts).values({ studentId: s.id, totalTermCents: 100_000 }).returning();
    await t.db.insert(parcels).values([
      {
        contractId: c!.id,
        amountCents: paid,
        kind: 'Contrato',
        method: 1,
        dueOn: today,
        paidOn: today,
        paidCents: paid,
      },
      ...(paid < 100_000
        ? [
            {
              contractId: c!.id,
              amountCents: 100_000 - paid,
              kind: 'Contrato' as const,
              method: 1,
              dueOn: due,
            },
          ]
        : []),
    ]);
    return s;
  };
  const late = await withContract('Bruno', 40_000, addDays(today, -1));
  await withContract('Davi', 40_000, addDays(today, 30));
  await withContract('Eva', 100_000, today);
  await t.db.insert(uploads).values({
    id: `u-${late.id}`,
    studentId: late.id,
    type: 'formatura',
    name: 'entrada.mp3',
    storageKey: `uploads/${late.id}/u.mp3`,
    size: 10,
    mimetype: 'audio/mpeg',
  });
  return { graduation, committee };
}

describe('decision 55: the committee reports (spec A §2 card 10, §6)', () => {
  it('the payment report gives each classmate a situation, never amounts, CPF or address (LGPD)', async () => {
    const { committee } = await classOf();
    const res = await report('pagamentos', committee.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.formatura).toBe('Direito 2027');
    expect(body.alunos.map((a: { AlNome: string; situacao: string }) => [a.AlNome, a.situacao])).toEqual([
      ['Bruno Silva', 'Em atraso'],
      ['Clara Comissão', 'Sem contrato'],
      ['Davi Silva', 'Em dia'],
      ['Eva Silva', 'Quitado'],
    ]);
    expect(body.totais).toEqual({ Quitado: 1, 'Em dia': 1, 'Em atraso': 1, 'Sem contrato': 1 });
    expect(res.body).not.toMatch(/cpf|AlCPF|100000|400|AlEndereco|@/i);
  });

  it('the same reports as CSV for a spreadsheet (; and UTF-8 with BOM)', async () => {
    const { committee } = await classOf();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/relatorios/comissao.csv?tipo=pagamentos',
      headers: bearer(committee.token),
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Formando;Curso;Situação');
    expect(lines).toContain('Bruno Silva;Medicina;Em atraso');
    const plain = await signedInStudent(t.app, t.db);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/relatorios/comissao.csv?tipo=arquivos',
          headers: bearer(plain.token),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('the files report counts each classmate’s files per screen', async () => {
    const { committee } = await classOf();
    const body = (await report('arquivos', committee.token)).json();
    expect(body.alunos.find((a: { AlNome: string }) => a.AlNome === 'Bruno Silva')).toMatchObject({
      formatura: 1,
      individual: 0,
    });
    expect(body.alunos).toHaveLength(4);
  });

  it('only committee members and coordinators of that class; guests, restricted, others and visitors are refused', async () => {
    const { graduation } = await classOf();
    const plain = await signedInStudent(t.app, t.db);
    expect((await report('pagamentos', plain.token)).json()).toEqual({
      error: authMessages.forbidden,
      type: 'FORBIDDEN',
    });
    const restricted = await signedInStudent(t.app, t.db, { committee: true, restricted: true });
    expect((await report('pagamentos', restricted.token)).statusCode).toBe(403);
    const coordinator = await signedInStudent(t.app, t.db, { coordinator: true });
    // A coordinator of another class sees that class only.
    const own = (await report('pagamentos', coordinator.token)).json();
    expect(own.alunos.map((a: { AlNome: string }) => a.AlNome)).toEqual([
      `${coordinator.student.firstName} ${coordinator.student.surname}`,
    ]);
    expect(graduation.id).not.toBe(coordinator.student.graduationId);
    expect((await report('pagamentos')).statusCode).toBe(401);
    expect((await report('tudo', coordinator.token)).statusCode).toBe(400);
    const admin = await createUser(t.db, { role: 'admin' });
    expect((await report('pagamentos', await signIn(t.app, admin.email))).statusCode).toBe(403);
  });
});
