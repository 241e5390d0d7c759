import { eventsRefusalOf, homeMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createGraduation, createUser, signedInStudent, signIn } from '../../../test/factories';
import { createContract } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';

// decision 142: the registration says whether the student has a contract (AlConta, spec A §3), so the home
// does not ask GET /perfil/fotos when the registration already tells its refusal.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

async function classmates(minimumPaidPercent: number) {
  const { graduation, course } = await createGraduation(t.db, { minimumPaidPercent });
  const inClass = { graduationId: graduation.id, courseId: course.id };
  return [await signedInStudent(t.app, t.db, inClass), await signedInStudent(t.app, t.db, inClass)] as const;
}

describe('GET /api/perfil/cadastro: AlConta (spec A §3, decision 142)', () => {
  it('decision 142: AlConta is null without a contract, and the events are refused as the registration tells', async () => {
    const [me] = await classmates(30);
    const cadastro = (await get('/perfil/cadastro', me.token)).json();
    expect(cadastro.AlConta).toBeNull();
    expect(eventsRefusalOf(cadastro)).toBe(homeMessages.eventsNoContract);
    const fotos = await get('/perfil/fotos', me.token);
    expect(fotos.statusCode).toBe(403);
    expect(fotos.json().error).toBe(eventsRefusalOf(cadastro));
  });

  it("decision 142: AlConta is the student's first contract, not a classmate's; the registration then tells no refusal", async () => {
    const [me, mate] = await classmates(30);
    await createContract(t.db, mate.student.id, { totalCents: 100_000 });
    const { contract: first } = await createContract(t.db, me.student.id, {
      totalCents: 100_000,
      parcels: [{ amountCents: 50_000, paidOn: '2026-01-10' }],
    });
    await createContract(t.db, me.student.id, { totalCents: 10_000 });
    const cadastro = (await get('/perfil/cadastro', me.token)).json();
    expect(cadastro.AlConta).toBe(first.id);
    expect(eventsRefusalOf(cadastro)).toBeNull();
    expect((await get('/perfil/fotos', me.token)).statusCode).toBe(200);
    // The classmate's own registration names the classmate's contract.
    expect((await get('/perfil/cadastro', mate.token)).json().AlConta).not.toBe(first.id);
  });

  it('decision 142: a graduation with no minimum share opens the events without a contract', async () => {
    const [me] = await classmates(0);
    const cadastro = (await get('/perfil/cadastro', me.token)).json();
    expect(cadastro.AlConta).toBeNull();
    expect(eventsRefusalOf(cadastro)).toBeNull();
    expect((await get('/perfil/fotos', me.token)).statusCode).toBe(200);
  });

  it("decision 142: an administrator acting as a student reads that student's AlConta; unsigned callers get 401", async () => {
    const [me] = await classmates(30);
    const { contract } = await createContract(t.db, me.student.id);
    const admin = await createUser(t.db, { email: 'adm-alconta@teste.com.br', role: 'admin' });
    const adminToken = await signIn(t.app, admin.email);
    const acting = await t.app.inject({
      method: 'POST',
      url: '/api/admin/agir',
      headers: bearer(adminToken),
      payload: { studentId: me.student.id },
    });
    expect((await get('/perfil/cadastro', acting.json().token)).json().AlConta).toBe(contract.id);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/perfil/cadastro' });
    expect(anonymous.statusCode).toBe(401);
  });
});
