import { type ContractPlanPreview, contractPlanMessages as cm } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, bodyOf, mockApi, renderApp, signInAs } from '../../../../test/render';
import { makeParcel, makeStudentFinance } from '../finance.fixtures';

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u) === url && (init as RequestInit | undefined)?.method === method,
  );

beforeAll(async () => {
  await Promise.all([import('../../../backoffice-layout'), import('./student-finance-page')]);
}, 60_000);

const BASE = '/api/admin/alunos/7/contratos/12';
const preview = (bloqueio: string | null = null): ContractPlanPreview => ({
  total: 3000,
  valorPrazo: 3000,
  substitui: 1,
  bloqueio,
  parcelas: [
    { numero: 1, de: 3, valor: 1000, vencimento: '2027-01-31' },
    { numero: 2, de: 3, valor: 1000, vencimento: '2027-02-28' },
    { numero: 3, de: 3, valor: 1000, vencimento: '2027-03-31' },
  ],
});

/** A contract whose open boleto (id 33) is the plan's 'Parcela 2/2'. */
function finance() {
  const base = makeStudentFinance();
  const [contract] = base.contratos;
  return {
    ...base,
    contratos: [
      {
        ...contract!,
        parcelas: contract!.parcelas.map((p) =>
          p.id === 33
            ? { ...p, numero: { numero: 2, de: 2 } }
            : p.id === 31
              ? { ...p, numero: { numero: 1, de: 2 } }
              : p,
        ),
      },
    ],
  };
}

function setUp(extra: Parameters<typeof mockApi>[0] = {}) {
  signInAs(adminUser);
  return mockApi({ 'GET /api/admin/alunos/7/financeiro': { body: finance() }, ...extra });
}

describe('decision 125: the producer schedules a contract’s parcels', { timeout: 30_000 }, () => {
  it("decision 125: parcels show their number in the contract ('2/2'), not their id", async () => {
    setUp();
    await renderApp('/admin/alunos/7/financeiro');
    const table = await screen.findByRole('table', { name: 'Parcelas do contrato 12' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toMatch(/^1\/2/);
    expect(rows[2]!.textContent).toMatch(/^—/);
    expect(rows[3]!.textContent).toMatch(/^2\/2/);
    expect(within(table).queryByText('33')).toBeNull();
    // Only the open scheduled parcel may be edited; actions still name it by its number.
    expect(within(table).getAllByRole('button', { name: /^Alterar a parcela/ })).toHaveLength(1);
    expect(within(table).getByRole('button', { name: 'Dar baixa na parcela 2/2' })).toBeTruthy();
  });

  it("decision 125: 'Gerar parcelas' prefills 'Valor a prazo', previews, then writes only after the confirm dialog", async () => {
    const fetchMock = setUp({
      [`POST ${BASE}/plano/previa`]: { body: preview() },
      [`POST ${BASE}/plano`]: { status: 201, body: finance().contratos[0] },
    });
    await renderApp('/admin/alunos/7/financeiro');
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar parcelas' }));
    const form = await screen.findByRole('form', { name: 'Gerar parcelas' });
    const total = within(form).getByRole('textbox', { name: /Total das parcelas/ }) as HTMLInputElement;
    expect(total.value).toBe('3.000');
    const count = within(form).getByRole('textbox', { name: 'Número de parcelas' });
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    const dayField = within(form).getByRole('textbox', { name: 'Dia do vencimento' });
    await userEvent.clear(dayField);
    await userEvent.type(dayField, '31');
    await userEvent.click(within(form).getByRole('button', { name: 'Ver prévia' }));
    const table = await within(form).findByRole('table', { name: 'Prévia das parcelas' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'ParcelaVencimentoValor',
      expect.stringMatching(/1\/3.*31\/01\/2027.*R\$ 1\.000,00/),
      expect.stringMatching(/2\/3.*28\/02\/2027/),
      expect.stringMatching(/3\/3.*31\/03\/2027/),
    ]);
    const sent = bodyOf(calls(fetchMock, 'POST', `${BASE}/plano/previa`)[0]) as Record<string, unknown>;
    expect(sent).toMatchObject({ total: 3000, parcelas: 3, diaDoMes: 31, forma: 5 });
    expect(calls(fetchMock, 'POST', `${BASE}/plano`)).toHaveLength(0);

    await userEvent.click(within(form).getByRole('button', { name: 'Gerar parcelas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar parcelas' });
    expect(within(dialog).getByText(/Some a parcela em aberto do plano atual\./)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar parcelas' }));
    expect(await screen.findByText(cm.planApplied(3))).toBeTruthy();
    const applied = calls(fetchMock, 'POST', `${BASE}/plano`);
    expect(applied).toHaveLength(1);
    expect(bodyOf(applied[0])).toEqual(sent);
    expect(new Headers((applied[0]![1] as RequestInit).headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('decision 125: a blocked plan shows why and cannot be confirmed', async () => {
    const why = cm.somethingPaid('Parcela 1/2 paga em 01/10/2026');
    setUp({ [`POST ${BASE}/plano/previa`]: { body: preview(why) } });
    await renderApp('/admin/alunos/7/financeiro');
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar parcelas' }));
    const form = await screen.findByRole('form', { name: 'Gerar parcelas' });
    await userEvent.click(within(form).getByRole('button', { name: 'Ver prévia' }));
    expect(await within(form).findByText(why)).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Gerar parcelas' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("decision 125: an open parcel is edited in its row; the server's refusal shows there", async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { error: cm.parcelPaid, type: 'FOUND' },
    };
    const fetchMock = setUp({ [`PUT ${BASE}/parcelas/33`]: () => answer });
    await renderApp('/admin/alunos/7/financeiro');
    await userEvent.click(await screen.findByRole('button', { name: 'Alterar a parcela 2/2' }));
    const form = await screen.findByRole('form', { name: 'Alterar a parcela 2/2' });
    const value = within(form).getByRole('textbox', { name: 'Valor (R$)' });
    await userEvent.clear(value);
    await userEvent.type(value, '1200,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar parcela' }));
    expect(await within(form).findByText(cm.parcelPaid)).toBeTruthy();
    answer = { status: 200, body: makeParcel({ id: 33, valor: 1200.5, numero: { numero: 2, de: 2 } }) };
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar parcela' }));
    expect(await screen.findByText(cm.parcelSaved)).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'PUT', `${BASE}/parcelas/33`)[1])).toEqual({
      valor: 1200.5,
      vencimento: '2026-10-01',
    });
  });
});
