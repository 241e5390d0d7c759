import { addDays } from '@portal/domain';
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
import { auditLog } from '../../../db/schema/index';

let t: TestContext;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
  const admin = await createUser(t.db, { role: 'admin', name: 'Administrador' });
  adminId = admin.id;
  adminToken = await signIn(t.app, admin.email);
});
afterAll(() => t.close());

const post = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/pagamentos/novaparcela', headers: bearer(token), payload });

/** A student with a R$ 3.000,00 contract and R$ 500,00 of extras, nothing paid. */
async function student(overrides: Parameters<typeof payingStudent>[2] = {}, graduation = {}) {
  const s = await payingStudent(t.app, t.db, overrides, graduation);
  const { contract } = await createContract(t.db, s.student.id, {
    extras: [{ description: 'Beca extra', amountCents: 50_000 }],
  });
  return { ...s, contract };
}

/** The student asks for a parcel of their own contract: R$ 200,00 of Contrato by PIX unless `parcel` says. */
const ask = (s: { token: string; contract: { id: number } }, parcel: Record<string, unknown> = {}) =>
  post(s.token, { parcconta: s.contract.id, parcvalor: 200, parctipo: 'Contrato', parcforma: 6, ...parcel });

describe('POST /api/pagamentos/novaparcela', () => {
  it.each([
    [2, 'Contrato', 500],
    [2, 'Extras', 200],
    [6, 'Contrato', 100],
    [6, 'Extras', 500],
    [5, 'Contrato', 1000],
    [5, 'Extras', 150],
  ])(
    'spec A §2, §5, §7: method %i, type %s, R$ %i creates an unpaid parcel due in 5 days, origin Portal',
    async (parcforma, parctipo, parcvalor) => {
      const s = await student();
      const res = await post(s.token, { parcconta: s.contract.id, parcvalor, parctipo, parcforma });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        parcconta: s.contract.id,
        parcvalor,
        parctipo,
        parcforma,
        parcdesconto: 0,
        parcacrescimo: 0,
        parctaxa: 0,
        parcvencimento: addDays(today(), 5),
        parcorigem: 'Portal',
        parcadmin: 'Portal',
        parcpagoem: null,
        parcvisivel: 1,
      });
    },
  );

  it('spec A §5: the server recomputes discount, interest, fee and due date; what the client sends is ignored', async () => {
    const s = await student();
    const res = await ask(s, {
      parcdesconto: 150,
      parctaxa: 0,
      parcvencimento: '2020-01-01',
      parcpagoem: '2020-01-01',
      parcorigem: 'Hacker',
    });
    expect(res.json()).toMatchObject({ parcdesconto: 0, parcpagoem: null, parcorigem: 'Portal' });
    expect(res.json().parcvencimento).toBe(addDays(today(), 5));
  });

  it('spec A §5: a parcel below the minimum is refused with the minimum in reais', async () => {
    const s = await student();
    const res = await ask(s, { parcvalor: 99.99 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'INVALID', error: 'O valor mínimo para pagamento é R$ 100,00.' });
  });

  it('spec A §2: more than is open is refused', async () => {
    const s = await student();
    const res = await ask(s, { parcvalor: 3000.01 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('O valor máximo para este pagamento é R$ 3.000,00.');
  });

  it('spec A §5: card instalments beyond FormLimiteSemJuros carry FormTaxa % as parcacrescimo', async () => {
    const s = await student();
    const res = await ask(s, { parcvalor: 2000, parcforma: 2, parcelas: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ parcacrescimo: 100, parctitulo: 'Contrato em 4x' });
  });

  it('spec A §5: more card instalments than the maximum are refused', async () => {
    const s = await student();
    const res = await ask(s, { parcvalor: 3000, parcforma: 2, parcelas: 13 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'INVALID', error: 'A operação financeira não pode ser processada.' });
  });

  it('spec A §5: an instalment below the minimum is refused', async () => {
    const s = await student();
    const res = await ask(s, { parcvalor: 300, parcforma: 2, parcelas: 4 });
    expect(res.statusCode).toBe(400);
  });

  it('spec A §5: instalments on PIX or boleto are refused', async () => {
    const s = await student();
    for (const parcforma of [5, 6]) {
      const res = await ask(s, { parcvalor: 1000, parcforma, parcelas: 2 });
      expect(res.statusCode).toBe(400);
    }
  });

  it('decision 52: the producer’s card maximum (settings table) caps the instalments', async () => {
    const s = await student();
    await setSetting(t.db, 'cardMaxInstalments', 4);
    t.app.payments.settings.forget();
    try {
      const five = await ask(s, { parcvalor: 3000, parcforma: 2, parcelas: 5 });
      expect(five.statusCode).toBe(400);
      const four = await ask(s, { parcvalor: 3000, parcforma: 2, parcelas: 4 });
      expect(four.statusCode).toBe(200);
    } finally {
      await setSetting(t.db, 'cardMaxInstalments', 12);
      t.app.payments.settings.forget();
    }
  });

  it('spec A §5, DESIGN §5: a boleto fee set by the producer goes to parctaxa', async () => {
    const s = await student();
    await setSetting(t.db, 'boletoFee', 350);
    t.app.payments.settings.forget();
    try {
      const boleto = await ask(s, { parcvalor: 150, parcforma: 5 });
      expect(boleto.json()).toMatchObject({ parctaxa: 3.5 });
      const pix = await ask(s, { parcvalor: 150, parcforma: 6 });
      expect(pix.json()).toMatchObject({ parctaxa: 0 });
    } finally {
      await setSetting(t.db, 'boletoFee', 0);
      t.app.payments.settings.forget();
    }
  });

  it('spec A §5: the whole contract at once by PIX before FormLimiteAvista earns the cash discount', async () => {
    const s = await student();
    const res = await ask(s, { parcvalor: 3000, parcforma: 6 });
    expect(res.json()).toMatchObject({ parcvalor: 3000, parcdesconto: 300, parcdescavista: 1 });
  });

  it('spec A §2: Extras e Pacotes is refused when only package items are owed', async () => {
    const s = await payingStudent(t.app, t.db);
    const { contract } = await createContract(t.db, s.student.id, {
      items: [{ name: 'Álbum', unitCents: 20_000 }],
    });
    const res = await ask({ token: s.token, contract }, { parctipo: 'Extras' });
    expect(res.statusCode).toBe(400);
  });

  it.each([2, 5])(
    'spec A §5, §6: a restricted student choosing method %i is refused; PIX goes through',
    async (parcforma) => {
      const s = await student({ restricted: true });
      const refused = await ask(s, { parcforma });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().type).toBe('FORBIDDEN');
      const pix = await ask(s, { parcforma: 6 });
      expect(pix.statusCode).toBe(200);
    },
  );

  it('spec A §4: payment is blocked until the address was reviewed, with the banner text', async () => {
    const s = await student({ addressReviewedAt: null });
    const res = await ask(s);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(
      'Você tem dados faltando em seu cadastro. Por favor complete estes dados antes de continuar.',
    );
  });

  it('spec A §6: a guest cannot pay', async () => {
    const s = await student({ guest: true });
    const res = await ask(s);
    expect(res.statusCode).toBe(403);
  });

  it("spec A §7: another student's contract is refused, and nothing says it exists", async () => {
    const a = await student();
    const b = await student();
    const res = await ask({ token: a.token, contract: b.contract });
    expect(res.statusCode).toBe(404);
    const none = await ask({ token: a.token, contract: { id: 2_000_000 } });
    expect(none.json()).toEqual(res.json());
  });

  it('spec A §5: cash, cheque, deposit and credits are not portal methods; E-commerce is not a contract type', async () => {
    const s = await student();
    for (const parcforma of [1, 3, 4, 100]) {
      const res = await ask(s, { parcforma });
      expect(res.statusCode).toBe(400);
    }
    const shop = await ask(s, { parctipo: 'E-commerce' });
    expect(shop.statusCode).toBe(400);
  });

  it('spec B §6: an administrator acting as nobody is refused; acting as the student creates the parcel, audited', async () => {
    const s = await student();
    const body = { parcconta: s.contract.id, parcvalor: 200, parctipo: 'Contrato', parcforma: 6 };
    expect((await post(adminToken, body)).statusCode).toBe(403);
    const acting = await t.app.inject({
      method: 'POST',
      url: '/api/admin/agir',
      headers: bearer(adminToken),
      payload: { studentId: s.student.id },
    });
    const res = await post(acting.json().token, body);
    expect(res.statusCode).toBe(200);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.studentId, s.student.id));
    expect(trail.map((r) => [r.userId, r.action])).toContainEqual([
      adminId,
      'POST /api/pagamentos/novaparcela',
    ]);
  });

  it('spec A §7: without a session the call answers 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pagamentos/novaparcela',
      payload: { parcconta: 1, parcvalor: 200, parctipo: 'Contrato', parcforma: 6 },
    });
    expect(res.statusCode).toBe(401);
  });
});
