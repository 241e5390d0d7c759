import { adminFinanceMessages as fm, todayInSaoPaulo } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, bodyOf, mockApi, renderApp, signInAs } from '../../../../test/render';
import { makeParcel, makeStudentFinance } from '../finance.fixtures';

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u) === url && (init as RequestInit | undefined)?.method === method,
  );

// The lazy chunks (Mantine's layout, this page) load once before the first test: a cold import on a busy
// machine outlasts renderApp's wait for the first navigation.
beforeAll(async () => {
  await Promise.all([import('../../../backoffice-layout'), import('./student-finance-page')]);
}, 60_000);

function setUp(extra: Parameters<typeof mockApi>[0] = {}) {
  signInAs(adminUser);
  return mockApi({ 'GET /api/admin/alunos/7/financeiro': { body: makeStudentFinance() }, ...extra });
}

describe("decision 60: a student's contracts in the back-office", { timeout: 30_000 }, () => {
  it('spec A §1–§4: shows the figures, every parcel with its state, extras and package items', async () => {
    setUp();
    await renderApp('/admin/alunos/7/financeiro');
    expect(await screen.findByRole('heading', { name: 'Financeiro de Ana Souza' })).toBeTruthy();
    const contract = screen.getByRole('region', { name: 'Contrato 12' });
    expect(within(contract).getByText('R$ 1.450,00')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Parcelas do contrato 12' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Situação'),
      expect.stringMatching(/Entrada.*PIX.*R\$ 1\.000,00.*Pago/),
      expect.stringMatching(/Pagamento em dinheiro.*Produtora.*Dinheiro.*R\$ 450,00.*Pago.*Recibo.*Cancelar/),
      expect.stringMatching(/Boleto.*Venceu/),
    ]);
    // Only a manual payment has a receipt and a cancel button.
    expect(within(rows[1]!).queryByRole('link', { name: 'Recibo' })).toBeNull();
    expect(within(rows[2]!).getByRole('link', { name: 'Recibo' }).getAttribute('href')).toBe(
      '/admin/recibos/32',
    );
    expect(
      within(screen.getByRole('table', { name: 'Extras do contrato 12' })).getByText('Pulseira extra'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Itens de pacote do contrato 12' })).getByText('Álbum 30x30'),
    ).toBeTruthy();
  });

  it('decision 60: records a cheque payment with its number and offers the receipt', async () => {
    const fetchMock = setUp({
      'POST /api/admin/alunos/7/contratos/12/pagamentos': {
        status: 201,
        body: makeParcel({
          id: 40,
          forma: 3,
          formaNome: 'Cheque',
          valor: 300,
          manual: true,
          origem: 'Produtora',
        }),
      },
    });
    await renderApp('/admin/alunos/7/financeiro');
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar pagamento' }));
    const form = await screen.findByRole('form', { name: 'Registrar pagamento' });
    expect(within(form).getByText('Em aberto deste tipo: R$ 1.550,00')).toBeTruthy();
    await userEvent.click(within(form).getByRole('radio', { name: 'Cheque' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Valor recebido (R$)' }), '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar pagamento' }));
    // The cheque needs its number: refused before sending.
    expect(await within(form).findByText(fm.chequeNumberRequired)).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/admin/alunos/7/contratos/12/pagamentos')).toHaveLength(0);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Número do cheque' }), '000123');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar pagamento' }));
    const link = await screen.findByRole('link', { name: 'Abrir o recibo para imprimir' });
    expect(link.getAttribute('href')).toBe('/admin/recibos/40');
    expect(bodyOf(calls(fetchMock, 'POST', '/api/admin/alunos/7/contratos/12/pagamentos')[0])).toEqual({
      tipo: 'Contrato',
      forma: 3,
      valor: 300,
      pagoEm: todayInSaoPaulo(new Date()),
      documento: '000123',
      observacao: null,
    });
  });

  it("decision 61: cancels a manual payment with a reason; the server's refusal shows in the dialog", async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { error: fm.alreadyCancelled, type: 'FOUND' },
    };
    const fetchMock = setUp({ 'POST /api/admin/pagamentos/32/cancelar': () => answer });
    await renderApp('/admin/alunos/7/financeiro');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar o pagamento 32' }));
    const form = await screen.findByRole('form', { name: 'Cancelar pagamento' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar pagamento' }));
    expect(await within(form).findByText(fm.reasonRequired)).toBeTruthy();
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Motivo do cancelamento' }),
      'Lançado em dobro',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar pagamento' }));
    expect(await within(form).findByText(fm.alreadyCancelled)).toBeTruthy();
    answer = { status: 200, body: makeParcel({ id: 32, cancelado: true, manual: true }) };
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar pagamento' }));
    expect(await screen.findByText(fm.paymentCancelled)).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'POST', '/api/admin/pagamentos/32/cancelar')[1])).toEqual({
      motivo: 'Lançado em dobro',
    });
  });

  it('spec A §3: adds an extra and removes a package item, each sent to its call', async () => {
    const fetchMock = setUp({
      'POST /api/admin/alunos/7/contratos/12/extras': {
        status: 201,
        body: { id: 9, descricao: 'Sábado', valor: 250 },
      },
      'DELETE /api/admin/alunos/7/contratos/12/itens/4': { status: 204 },
    });
    await renderApp('/admin/alunos/7/financeiro');
    await userEvent.click(await screen.findByRole('button', { name: 'Acrescentar extra' }));
    const form = await screen.findByRole('form', { name: 'Novo extra' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Descrição' }), 'Sábado');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Valor (R$)' }), '250');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar extra' }));
    expect(await screen.findByText('Extra acrescentado.')).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'POST', '/api/admin/alunos/7/contratos/12/extras')[0])).toEqual({
      descricao: 'Sábado',
      valor: 250,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remover Álbum 30x30' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remover item' }));
    await screen.findByRole('button', { name: 'Remover Álbum 30x30' });
    expect(calls(fetchMock, 'DELETE', '/api/admin/alunos/7/contratos/12/itens/4')).toHaveLength(1);
  });

  it('decision 92: a contract without parcels can be deleted after a confirmation; one with parcels cannot', async () => {
    const base = makeStudentFinance();
    const withParcels = base.contratos[0]!;
    const empty = { ...withParcels, id: 13, parcelas: [] };
    const fetchMock = setUp({
      'GET /api/admin/alunos/7/financeiro': { body: { ...base, contratos: [withParcels, empty] } },
      'DELETE /api/admin/alunos/7/contratos/13': { status: 204 },
    });
    await renderApp('/admin/alunos/7/financeiro');
    const kept = await screen.findByRole('region', { name: 'Contrato 12' });
    expect(within(kept).queryByRole('button', { name: 'Excluir contrato' })).toBeNull();
    const mistake = screen.getByRole('region', { name: 'Contrato 13' });
    await userEvent.click(within(mistake).getByRole('button', { name: 'Excluir contrato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir contrato' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir contrato' }));
    await screen.findByRole('region', { name: 'Contrato 12' });
    expect(calls(fetchMock, 'DELETE', '/api/admin/alunos/7/contratos/13')).toHaveLength(1);
  });

  it('decision 94: a baixa given by the producer is undone with a reason; other parcels offer no undo', async () => {
    const base = makeStudentFinance();
    const contract = base.contratos[0]!;
    const settled = makeParcel({ id: 34, forma: 5, formaNome: 'Boleto', pagoEm: '2026-11-20', baixa: true });
    const fetchMock = setUp({
      'GET /api/admin/alunos/7/financeiro': {
        body: { ...base, contratos: [{ ...contract, parcelas: [...contract.parcelas, settled] }] },
      },
      'POST /api/admin/pagamentos/34/desfazer-baixa': {
        body: makeParcel({ id: 34, forma: 5, pagoEm: null }),
      },
    });
    await renderApp('/admin/alunos/7/financeiro');
    await userEvent.click(await screen.findByRole('button', { name: 'Desfazer a baixa da parcela 34' }));
    expect(screen.queryByRole('button', { name: 'Desfazer a baixa da parcela 31' })).toBeNull();
    const form = await screen.findByRole('form', { name: 'Desfazer baixa' });
    await userEvent.click(within(form).getByRole('button', { name: 'Desfazer baixa' }));
    expect(await within(form).findByText(fm.reasonRequired)).toBeTruthy();
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Por que a baixa é desfeita' }),
      'Outro aluno',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Desfazer baixa' }));
    expect(await screen.findByText(fm.settlementUndone)).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'POST', '/api/admin/pagamentos/34/desfazer-baixa')[0])).toEqual({
      motivo: 'Outro aluno',
    });
  });

  it('decision 62: gives an open boleto its payment (baixa) with the charged amount and today as defaults', async () => {
    const fetchMock = setUp({
      'POST /api/admin/pagamentos/33/baixa': { body: makeParcel({ id: 33, forma: 5, formaNome: 'Boleto' }) },
    });
    await renderApp('/admin/alunos/7/financeiro');
    // Paid parcels offer no baixa; the open boleto does.
    expect(await screen.findByRole('button', { name: 'Dar baixa na parcela 33' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dar baixa na parcela 31' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dar baixa na parcela 33' }));
    const form = await screen.findByRole('form', { name: 'Dar baixa' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Documento (opcional)' }), 'Extrato');
    await userEvent.click(within(form).getByRole('button', { name: 'Dar baixa' }));
    expect(await screen.findByText(fm.parcelConfirmed)).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'POST', '/api/admin/pagamentos/33/baixa')[0])).toEqual({
      valor: 1000,
      pagoEm: todayInSaoPaulo(new Date()),
      documento: 'Extrato',
    });
  });
});
