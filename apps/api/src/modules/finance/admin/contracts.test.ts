import { adminFinanceMessages as fm } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, callers } from '../../../../test/admin-finance-callers';
import { createStudent } from '../../../../test/factories';
import { createContract, PAYMENT_ENV, payingStudent, today } from '../../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../../test/helpers';

let t: TestContext;
let c: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
  c = await callers(t);
});
afterAll(() => t.close());

const withContract = async () => {
  const s = await payingStudent(t.app, t.db);
  const made = await createContract(t.db, s.student.id, {
    totalCents: 300_000,
    parcels: [
      { amountCents: 100_000, method: 6, paidOn: today(), paidCents: 100_000 },
      { amountCents: 50_000, method: 5, dueOn: '2020-01-10' },
      { amountCents: 9_000, method: 6, visible: false },
    ],
    extras: [{ description: 'Pulseira extra', amountCents: 2_500 }],
    items: [{ name: 'Álbum 30x30', unitCents: 45_000, quantity: 2 }],
  });
  return { ...s, contract: made.contract, parcels: made.parcels };
};

describe('GET /api/admin/alunos/{id}/financeiro (decision 60, producer side)', () => {
  it('spec A §1–§4: every contract with its totals, every parcel (hidden ones too) with its state, extras and package items', async () => {
    const s = await withContract();
    const res = await c.call('GET', `/admin/alunos/${s.student.id}/financeiro`, c.adminToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.aluno).toMatchObject({ id: s.student.id, formaturaId: s.graduation.id });
    const [contract] = body.contratos;
    expect(contract.totais).toEqual({
      valor: 3000,
      ajuste: 0,
      extras: 25,
      pacotes: 900,
      pago: 1000,
      emAbertoContrato: 2000,
      emAbertoExtras: 925,
    });
    expect(contract.parcelas.map((p: { situacao: { label: string } }) => p.situacao.label)).toEqual([
      'Venceu',
      'Pago',
      'Oculta',
    ]);
    expect(contract.extras).toEqual([{ id: expect.any(Number), descricao: 'Pulseira extra', valor: 25 }]);
    expect(contract.itens[0]).toMatchObject({ nome: 'Álbum 30x30', valor: 450, quantidade: 2, ativo: true });
  });

  it('an unknown student is 404; students, committee members and guests are refused, no session is 401', async () => {
    const s = await withContract();
    expect((await c.call('GET', '/admin/alunos/999999/financeiro', c.adminToken)).json()).toEqual({
      error: fm.notFound,
      type: 'NOT_FOUND',
    });
    expect(await c.refusedToOthers('GET', `/admin/alunos/${s.student.id}/financeiro`)).toEqual([
      403, 403, 403, 401,
    ]);
  });
});

describe('contracts: create and edit (decision 60)', () => {
  it('creates a contract for a student without one, audited with the graduation', async () => {
    const s = await createStudent(t.db);
    const url = `/admin/alunos/${s.id}/contratos`;
    const res = await c.call('POST', url, c.adminToken, {
      valor: 2800.5,
      pdf: 'https://produtora.example/c.pdf',
      assinadoEm: '2026-03-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      valor: 2800.5,
      pdf: 'https://produtora.example/c.pdf',
      assinadoEm: '2026-03-01',
    });
    const audit = await auditOf(t, s.id, 'POST /api/admin/alunos/:id/contratos');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userId: c.admin.id, graduationId: s.graduationId });
  });

  it('refuses bad values with pt-BR texts (400)', async () => {
    const s = await createStudent(t.db);
    const url = `/admin/alunos/${s.id}/contratos`;
    const bad = async (payload: object) => (await c.call('POST', url, c.adminToken, payload)).json();
    expect(await bad({ valor: 0, pdf: null, assinadoEm: null })).toEqual({
      error: fm.amountPositive,
      type: 'INVALID',
    });
    expect(await bad({ valor: 10.123, pdf: null, assinadoEm: null })).toEqual({
      error: fm.amountInvalid,
      type: 'INVALID',
    });
    expect(await bad({ valor: 10, pdf: 'ftp://x', assinadoEm: null })).toEqual({
      error: fm.urlInvalid,
      type: 'INVALID',
    });
    expect(await bad({ valor: 10, pdf: null, assinadoEm: '2026-02-31x' })).toMatchObject({ type: 'INVALID' });
    // Nothing was created by a refused call.
    expect((await c.call('GET', `/admin/alunos/${s.id}/financeiro`, c.adminToken)).json().contratos).toEqual(
      [],
    );
  });

  it("changes value, PDF and signing date; another student's contract is 404 and stays as it was", async () => {
    const s = await withContract();
    const other = await withContract();
    const payload = { valor: 3200, pdf: null, assinadoEm: '2026-01-15' };
    const res = await c.call(
      'PUT',
      `/admin/alunos/${s.student.id}/contratos/${s.contract.id}`,
      c.adminToken,
      payload,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valor: 3200, pdf: null, assinadoEm: '2026-01-15' });
    expect(res.json().totais.emAbertoContrato).toBe(2200);
    const [audit] = await auditOf(t, s.student.id, 'PUT /api/admin/alunos/:id/contratos/:contractId');
    expect(audit!.detail).toMatchObject({ before: { valor: 3000 }, after: payload });

    const cross = await c.call(
      'PUT',
      `/admin/alunos/${s.student.id}/contratos/${other.contract.id}`,
      c.adminToken,
      payload,
    );
    expect(cross.statusCode).toBe(404);
    const untouched = await c.call('GET', `/admin/alunos/${other.student.id}/financeiro`, c.adminToken);
    expect(untouched.json().contratos[0].valor).toBe(3000);
    expect(
      await c.refusedToOthers('PUT', `/admin/alunos/${s.student.id}/contratos/${s.contract.id}`, payload),
    ).toEqual([403, 403, 403, 401]);
  });
});

describe('deleting a contract made by mistake (decision 92)', () => {
  it('a contract without parcels goes with its extras and items, audited; with parcels it is refused (409)', async () => {
    const s = await createStudent(t.db);
    const made = (
      await c.call('POST', `/admin/alunos/${s.id}/contratos`, c.adminToken, {
        valor: 2800,
        pdf: null,
        assinadoEm: null,
      })
    ).json();
    const url = `/admin/alunos/${s.id}/contratos/${made.id}`;
    const extra = await c.call('POST', `${url}/extras`, c.adminToken, { descricao: 'Pulseira', valor: 25 });
    expect(extra.statusCode).toBe(201);
    const res = await c.call('DELETE', url, c.adminToken);
    expect(res.statusCode).toBe(204);
    expect((await c.call('GET', `/admin/alunos/${s.id}/financeiro`, c.adminToken)).json().contratos).toEqual(
      [],
    );
    const [audit] = await auditOf(t, s.id, 'DELETE /api/admin/alunos/:id/contratos/:contractId');
    expect(audit!.detail).toMatchObject({ contractId: made.id, before: { valor: 2800 } });
    expect((await c.call('DELETE', url, c.adminToken)).statusCode).toBe(404);

    const paid = await withContract();
    const kept = await c.call(
      'DELETE',
      `/admin/alunos/${paid.student.id}/contratos/${paid.contract.id}`,
      c.adminToken,
    );
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toEqual({ error: fm.contractHasParcels, type: 'FOUND' });
    const view = (await c.call('GET', `/admin/alunos/${paid.student.id}/financeiro`, c.adminToken)).json();
    expect(view.contratos).toHaveLength(1);
  });

  it("another student's contract is 404 and stays; non-admins are refused", async () => {
    const s = await createStudent(t.db);
    const other = await createStudent(t.db);
    const theirs = (
      await c.call('POST', `/admin/alunos/${other.id}/contratos`, c.adminToken, {
        valor: 1000,
        pdf: null,
        assinadoEm: null,
      })
    ).json();
    const cross = await c.call('DELETE', `/admin/alunos/${s.id}/contratos/${theirs.id}`, c.adminToken);
    expect(cross.statusCode).toBe(404);
    expect(
      (await c.call('GET', `/admin/alunos/${other.id}/financeiro`, c.adminToken)).json().contratos,
    ).toHaveLength(1);
    expect(await c.refusedToOthers('DELETE', `/admin/alunos/${other.id}/contratos/${theirs.id}`)).toEqual([
      403, 403, 403, 401,
    ]);
  });
});

describe('extras and package items (spec A §3): add, change, remove', () => {
  it("an extra is added, changed and removed, and the student's own view follows", async () => {
    const s = await withContract();
    const base = `/admin/alunos/${s.student.id}/contratos/${s.contract.id}/extras`;
    const added = await c.call('POST', base, c.adminToken, { descricao: 'Sábado de prova', valor: 250 });
    expect(added.statusCode).toBe(201);
    const id = added.json().id;
    const changed = await c.call('PUT', `${base}/${id}`, c.adminToken, {
      descricao: 'Prova no sábado',
      valor: 200,
    });
    expect(changed.json()).toEqual({ id, descricao: 'Prova no sábado', valor: 200 });
    const view = await c.call('GET', '/perfil/financeiro', s.token);
    expect(view.json()[0].totais.extras).toBe(225);
    expect((await c.call('DELETE', `${base}/${id}`, c.adminToken)).statusCode).toBe(204);
    expect((await c.call('GET', '/perfil/financeiro', s.token)).json()[0].totais.extras).toBe(25);
    // Gone: a second removal, or an edit, is 404.
    expect((await c.call('DELETE', `${base}/${id}`, c.adminToken)).statusCode).toBe(404);
    expect(
      (await c.call('PUT', `${base}/${id}`, c.adminToken, { descricao: 'x', valor: 1 })).statusCode,
    ).toBe(404);
    const audit = await auditOf(
      t,
      s.student.id,
      'DELETE /api/admin/alunos/:id/contratos/:contractId/extras/:extraId',
    );
    expect(audit[0]!.detail).toMatchObject({
      extraId: id,
      before: { descricao: 'Prova no sábado', valor: 200 },
    });
  });

  it("another contract's extra is 404; a blank description is 400 in pt-BR; non-admins refused", async () => {
    const s = await withContract();
    const other = await withContract();
    const [otherExtra] = (
      await c.call('GET', `/admin/alunos/${other.student.id}/financeiro`, c.adminToken)
    ).json().contratos[0].extras;
    const base = `/admin/alunos/${s.student.id}/contratos/${s.contract.id}/extras`;
    expect((await c.call('DELETE', `${base}/${otherExtra.id}`, c.adminToken)).statusCode).toBe(404);
    expect((await c.call('POST', base, c.adminToken, { descricao: '  ', valor: 10 })).json()).toEqual({
      error: fm.descriptionRequired,
      type: 'INVALID',
    });
    expect(await c.refusedToOthers('POST', base, { descricao: 'x', valor: 10 })).toEqual([
      403, 403, 403, 401,
    ]);
  });

  it('a package item is added, changed (inactive leaves the total) and removed, each audited as it was', async () => {
    const s = await withContract();
    const base = `/admin/alunos/${s.student.id}/contratos/${s.contract.id}/itens`;
    const item = { nome: 'Quadro', descricao: null, valor: 120, quantidade: 3, ativo: true, reservado: 0 };
    const added = await c.call('POST', base, c.adminToken, item);
    expect(added.statusCode).toBe(201);
    const id = added.json().id;
    let view = (await c.call('GET', `/admin/alunos/${s.student.id}/financeiro`, c.adminToken)).json();
    expect(view.contratos[0].totais.pacotes).toBe(900 + 360);
    const off = await c.call('PUT', `${base}/${id}`, c.adminToken, { ...item, ativo: false, reservado: 1 });
    expect(off.json()).toMatchObject({ ativo: false, reservado: 1 });
    view = (await c.call('GET', `/admin/alunos/${s.student.id}/financeiro`, c.adminToken)).json();
    expect(view.contratos[0].totais.pacotes).toBe(900);
    expect((await c.call('POST', base, c.adminToken, { ...item, quantidade: 0 })).json()).toEqual({
      error: fm.quantityRange,
      type: 'INVALID',
    });
    expect((await c.call('DELETE', `${base}/${id}`, c.adminToken)).statusCode).toBe(204);
    expect((await c.call('DELETE', `${base}/${id}`, c.adminToken)).statusCode).toBe(404);
    expect(await c.refusedToOthers('DELETE', `${base}/${id}`)).toEqual([403, 403, 403, 401]);
    const at = (action: string) => auditOf(t, s.student.id, action).then((rows) => rows.map((r) => r.detail));
    expect(await at('POST /api/admin/alunos/:id/contratos/:contractId/itens')).toEqual([
      { contractId: s.contract.id, after: item },
    ]);
    expect(await at('PUT /api/admin/alunos/:id/contratos/:contractId/itens/:itemId')).toEqual([
      {
        contractId: s.contract.id,
        itemId: id,
        before: { id, ...item },
        after: { ...item, ativo: false, reservado: 1 },
      },
    ]);
    expect(await at('DELETE /api/admin/alunos/:id/contratos/:contractId/itens/:itemId')).toEqual([
      { contractId: s.contract.id, itemId: id, before: { id, ...item, ativo: false, reservado: 1 } },
    ]);
  });
});
