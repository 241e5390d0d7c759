import { addDays, financeResponseSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../../test/factories';
import {
  createContract,
  PAYMENT_ENV,
  payingStudent,
  setSetting,
  today,
} from '../../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { parcels, students } from '../../../db/schema/index';

let t: TestContext;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
  const admin = await createUser(t.db, { role: 'admin', name: 'Administrador' });
  adminToken = await signIn(t.app, admin.email);
});
afterAll(() => t.close());

const get = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/perfil/financeiro', headers: token ? bearer(token) : {} });

async function actingAs(studentId: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/agir',
    headers: bearer(adminToken),
    payload: { studentId },
  });
  return res.json().token;
}

describe('GET /api/perfil/financeiro', () => {
  it('spec A §2, §3, §4: one block per contract with totals, visible parcels and their states, extras, package items', async () => {
    const s = await payingStudent(t.app, t.db);
    const { contract } = await createContract(t.db, s.student.id, {
      totalCents: 300_000,
      parcels: [
        {
          amountCents: 100_000,
          method: 6,
          dueOn: addDays(today(), -30),
          paidOn: addDays(today(), -30),
          paidCents: 100_000,
        },
        { amountCents: 50_000, method: 5, dueOn: addDays(today(), -2) },
        { amountCents: 50_000, method: 2, dueOn: addDays(today(), 20) },
        { amountCents: 99_000, method: 6, dueOn: today(), visible: false },
        {
          amountCents: 2_500,
          kind: 'Extras',
          method: 5,
          dueOn: addDays(today(), -1),
          paidOn: addDays(today(), -5),
          paidCents: 2_500,
        },
      ],
      extras: [{ description: 'Pulseira extra', amountCents: 2_500 }],
      items: [{ name: 'Álbum', unitCents: 20_000, quantity: 2 }],
    });
    const res = await get(s.token);
    expect(res.statusCode).toBe(200);
    // The route skips validating its own answer on the way out: the test holds it to the contract.
    expect(financeResponseSchema.safeParse(res.json()).success).toBe(true);
    const [block] = res.json();
    expect(block).toMatchObject({
      ctid: contract.id,
      cttotalprazo: 3000,
      ctpdf: 'https://produtora.example/contrato.pdf',
      totais: {
        valor: 3000,
        ajuste: 0,
        tipoAjuste: null,
        extras: 25,
        pacotes: 400,
        pago: 1025,
        emAberto: 2400,
      },
      AlExtras: [{ exdescricao: 'Pulseira extra', exvalor: 25 }],
      ItensPacotes: [{ pctItemNome: 'Álbum', pctItemValor: 200, pctItemQuant: 2, pctItemAtivo: 1 }],
    });
    // parcvisivel = 0 is not listed (spec A §2).
    expect(block.AlParcelas).toHaveLength(4);
    expect(block.AlParcelas.map((p: { situacao: { label: string } }) => p.situacao.label)).toEqual([
      'Pago',
      'Venceu',
      'Pago antes do vencimento',
      'Vence',
    ]);
    expect(block.AlParcelas[1]).toMatchObject({
      parcforma: 5,
      parcvalor: 500,
      parcpagoem: null,
      situacao: { status: 'overdue', tone: 'danger', action: 'boletoExpired' },
    });
  });

  it('spec A §2, §5: the chooser the contract offers, and the cash-discount message while it applies', async () => {
    const s = await payingStudent(t.app, t.db);
    await createContract(t.db, s.student.id, { extras: [{ description: 'Beca extra', amountCents: 5_000 }] });
    const [block] = (await get(s.token)).json();
    expect(block.pagamento).toEqual({
      formas: [2, 6, 5],
      tipos: ['Contrato', 'Extras'],
      limites: { Contrato: { minimo: 100, maximo: 3000 }, Extras: { minimo: 50, maximo: 50 } },
      maxParcelas: 12,
      semJuros: 3,
      taxaJuros: 5,
      taxaBoleto: 0,
      motivoParcelas: 'No cartão, até 12x: é o máximo de parcelas que a produtora oferece.',
    });
    expect(block.avista).toMatch(
      /^Quitando o saldo do contrato à vista até \d\d\/\d\d\/\d{4}, você ganha R\$ 300,00 de desconto\.$/,
    );
  });

  it('spec A §4: no cash-discount message once its limit date passed', async () => {
    const s = await payingStudent(t.app, t.db, {}, { cashLimitDate: addDays(today(), -1) });
    await createContract(t.db, s.student.id);
    expect((await get(s.token)).json()[0].avista).toBeNull();
  });

  it('spec A §2: package items alone do not offer Extras e Pacotes', async () => {
    const s = await payingStudent(t.app, t.db);
    await createContract(t.db, s.student.id, { items: [{ name: 'Álbum', unitCents: 20_000 }] });
    expect((await get(s.token)).json()[0].pagamento.tipos).toEqual(['Contrato']);
  });

  it('spec A §5, §6: a restricted student is offered PIX only', async () => {
    const s = await payingStudent(t.app, t.db, { restricted: true });
    await createContract(t.db, s.student.id);
    expect((await get(s.token)).json()[0].pagamento.formas).toEqual([6]);
  });

  it('decision 52: the card maximum and the boleto fee are the producer settings kept in the database', async () => {
    const s = await payingStudent(t.app, t.db);
    await createContract(t.db, s.student.id);
    await setSetting(t.db, 'cardMaxInstalments', 4);
    await setSetting(t.db, 'boletoFee', 350);
    t.app.payments.settings.forget();
    try {
      const [block] = (await get(s.token)).json();
      expect(block.pagamento).toMatchObject({ maxParcelas: 4, taxaBoleto: 3.5 });
    } finally {
      await setSetting(t.db, 'cardMaxInstalments', 12);
      await setSetting(t.db, 'boletoFee', 0);
      t.app.payments.settings.forget();
    }
  });

  it('spec A §2: a student without a contract gets an empty list', async () => {
    const s = await payingStudent(t.app, t.db);
    expect((await get(s.token)).json()).toEqual([]);
  });

  it('spec A §6: a guest has no finance area', async () => {
    const s = await payingStudent(t.app, t.db, { guest: true });
    await createContract(t.db, s.student.id);
    const res = await get(s.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: 'FORBIDDEN' });
  });

  it('spec B §6: an administrator acting as nobody is refused; acting as the student sees that contract', async () => {
    const s = await payingStudent(t.app, t.db);
    const { contract } = await createContract(t.db, s.student.id);
    expect((await get(adminToken)).statusCode).toBe(403);
    const res = await get(await actingAs(s.student.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { ctid: number }) => c.ctid)).toEqual([contract.id]);
  });

  it('spec A §7: without a session the call answers 401', async () => {
    expect((await get()).statusCode).toBe(401);
  });

  it("spec A §2: a student sees only their own contracts, never another student's", async () => {
    const a = await payingStudent(t.app, t.db);
    const b = await payingStudent(t.app, t.db);
    const mine = await createContract(t.db, a.student.id);
    await createContract(t.db, b.student.id);
    expect((await get(a.token)).json().map((c: { ctid: number }) => c.ctid)).toEqual([mine.contract.id]);
  });

  it('decision 64: the memoized answer follows every change: a parcel paid, the restriction, the settings', async () => {
    const s = await payingStudent(t.app, t.db);
    const { parcels: made } = await createContract(t.db, s.student.id, {
      parcels: [{ amountCents: 50_000, method: 2, dueOn: addDays(today(), 20) }],
    });
    const parcel = (res: Awaited<ReturnType<typeof get>>) => res.json()[0].AlParcelas[0];
    const first = await get(s.token);
    expect(parcel(first).situacao.status).toBe('due');
    expect((await get(s.token)).body).toBe(first.body);
    // Written behind the API's back, as another process or the notification job would.
    await t.db.update(parcels).set({ paidOn: today(), paidCents: 50_000 }).where(eq(parcels.id, made[0]!.id));
    expect(parcel(await get(s.token))).toMatchObject({
      parcpagoem: today(),
      situacao: { status: 'paidBeforeDue' },
    });
    await t.db.update(students).set({ restricted: true }).where(eq(students.id, s.student.id));
    expect((await get(s.token)).json()[0].pagamento.formas).toEqual([6]);
    await t.db.update(students).set({ restricted: false }).where(eq(students.id, s.student.id));
    await setSetting(t.db, 'cardMaxInstalments', 5);
    t.app.payments.settings.forget();
    try {
      expect((await get(s.token)).json()[0].pagamento.maxParcelas).toBe(5);
    } finally {
      await setSetting(t.db, 'cardMaxInstalments', 12);
      t.app.payments.settings.forget();
    }
  });
});
