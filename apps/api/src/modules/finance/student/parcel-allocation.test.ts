import { addDays, financeResponseSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/factories';
import {
  createContract,
  PAYMENT_ENV,
  payingStudent,
  today,
  WEBHOOK_SECRET,
} from '../../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { sandboxChargeId, signSandboxNotification } from '../providers/sandbox';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
});
afterAll(() => t.close());

const view = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/perfil/financeiro', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const parsed = financeResponseSchema.safeParse(res.json());
  expect(parsed.success).toBe(true);
  return parsed.data!;
};

/** The student's own R$ 720,00 'Contrato' payment by PIX, created in the chooser and approved by the sandbox. */
async function payFreely(token: string, contractId: number, reais: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pagamentos/novaparcela',
    headers: bearer(token),
    payload: { parcconta: contractId, parcvalor: reais, parctipo: 'Contrato', parcforma: 6 },
  });
  expect(res.statusCode).toBe(200);
  const parcid: number = res.json().parcid;
  const cents = Math.round(reais * 100);
  const charge = sandboxChargeId(WEBHOOK_SECRET, {
    method: 'pix',
    type: 'Contrato',
    parcelId: parcid,
    amountCents: cents,
    instalments: 1,
  });
  const body = JSON.stringify({
    id: `evt_${parcid}_${cents}`,
    charge,
    status: 'approved',
    amount: cents,
    paidOn: today(),
  });
  const note = await t.app.inject({
    method: 'POST',
    url: '/api/pagamentos/notificacao/sandbox',
    headers: signSandboxNotification(WEBHOOK_SECRET, body),
    payload: body,
  });
  expect(note.statusCode).toBe(200);
  await t.drainJobs();
  return parcid;
}

/** Five scheduled parcels of R$ 318,00 (R$ 1.590,00); the first two paid, the third 8 days overdue. */
async function scheduledStudent() {
  const s = await payingStudent(t.app, t.db);
  const dues = [-90, -60, -8, 20, 50];
  const { contract, parcels } = await createContract(t.db, s.student.id, {
    totalCents: 159_000,
    parcels: dues.map((d, i) => ({
      amountCents: 31_800,
      method: 5,
      dueOn: addDays(today(), d),
      paidOn: i < 2 ? addDays(today(), d) : null,
      paidCents: i < 2 ? 31_800 : null,
    })),
  });
  return { ...s, contract, parcels };
}

describe('GET /api/perfil/financeiro after a free payment (decision 129)', () => {
  it("decision 129: before paying, Parcela 3/5 reads 'Venceu' and the reminder names it; R$ 954,00 em aberto", async () => {
    const s = await scheduledStudent();
    const [block] = await view(s.token);
    const third = block!.AlParcelas.find((p) => p.parcid === s.parcels[2]!.id)!;
    expect(third.situacao.label).toBe('Venceu');
    expect(third.quitacao).toEqual({ situacao: 'open', coberto: 0, aberto: 318 });
    expect(block!.aviso).toMatch(
      /^Parcela 3\/5, com vencimento em \d\d\/\d\d\/\d{4}, está em aberto: faltam R\$\s318,00\.$/,
    );
    expect(block!.totais.emAberto).toBe(954);
  });

  it("decision 129: paying R$ 720 as 'Contrato' settles parcels 3 and 4 and part of 5; one 'em aberto' number everywhere; the reminder goes", async () => {
    const s = await scheduledStudent();
    const paid = await payFreely(s.token, s.contract.id, 720);
    const [block] = await view(s.token);
    const byId = (id: number) => block!.AlParcelas.find((p) => p.parcid === id)!;
    const [, , third, fourth, fifth] = s.parcels.map((p) => byId(p.id));
    expect(third!.situacao).toMatchObject({ status: 'paid', label: 'Pago', date: today(), action: 'none' });
    expect(third!.quitacao).toEqual({ situacao: 'settled', coberto: 318, aberto: 0 });
    // Settled before its due date by a PIX payment: the spec's 'antes do vencimento' applies to the parcel's own form.
    expect(fourth!.situacao.status).toMatch(/^paid/);
    expect(fifth!.quitacao).toEqual({ situacao: 'partlySettled', coberto: 84, aberto: 234 });
    expect(fifth!.situacao.label).toBe('Vence');
    expect(block!.aviso).toBeNull();
    // What I still owe: the figure, the parcels' open parts and the contract's balance agree.
    const openParts = block!.AlParcelas.reduce((sum, p) => sum + (p.quitacao?.aberto ?? 0), 0);
    expect(block!.totais.emAberto).toBe(234);
    expect(openParts).toBe(234);
    // The payment's receipt names what it settled.
    expect(byId(paid).quita).toEqual([
      { parcid: s.parcels[2]!.id, valor: 318 },
      { parcid: s.parcels[3]!.id, valor: 318 },
      { parcid: s.parcels[4]!.id, valor: 84 },
    ]);
  });

  it("decision 129: another student's view holds none of this contract's parcels", async () => {
    const s = await scheduledStudent();
    await payFreely(s.token, s.contract.id, 720);
    const other = await payingStudent(t.app, t.db);
    expect(await view(other.token)).toEqual([]);
  });

  it('decision 129: the card chooser says why it offers what it offers (spec A §5)', async () => {
    const s = await payingStudent(t.app, t.db, {}, { cardLimitDate: addDays(today(), 20) });
    await createContract(t.db, s.student.id, { totalCents: 100_000 });
    const [block] = await view(s.token);
    expect(block!.pagamento.maxParcelas).toBe(1);
    expect(block!.pagamento.motivoParcelas).toMatch(
      /^No cartão, só em 1x: as parcelas do cartão precisam terminar até /,
    );
  });
});
