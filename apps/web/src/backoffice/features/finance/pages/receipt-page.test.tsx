import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUser, mockApi, renderApp, signInAs } from '../../../../test/render';
import { makeReceipt } from '../finance.fixtures';

beforeAll(async () => {
  await Promise.all([import('../../../backoffice-layout'), import('./receipt-page')]);
}, 60_000);

describe('decision 60: the receipt of a manual payment', { timeout: 30_000 }, () => {
  it('says who paid what, how, when and for what, and prints', async () => {
    signInAs(adminUser);
    mockApi({ 'GET /api/admin/pagamentos/32/recibo': { body: makeReceipt() } });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await renderApp('/admin/recibos/32');
    const sheet = await screen.findByRole('article', { name: 'Recibo nº 000032' });
    expect(sheet.textContent).toContain(
      'Recebemos de Ana Souza (CPF 529.982.247-25) a quantia de R$ 450,00, paga em cheque em 20/11/2026, referente ao contrato nº 12 da formatura Direito 2027.',
    );
    expect(sheet.textContent).toContain('000123');
    expect(sheet.textContent).toContain('Parcela de novembro');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('link', { name: '← Financeiro do formando' }).getAttribute('href')).toBe(
      '/admin/alunos/7/financeiro',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir recibo' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('decision 61: a cancelled payment’s receipt says so, with the reason', async () => {
    signInAs(adminUser);
    mockApi({
      'GET /api/admin/pagamentos/32/recibo': {
        body: makeReceipt({
          cancelado: true,
          canceladoEm: '2026-11-21T13:00:00.000Z',
          motivoCancelamento: 'Cheque devolvido',
        }),
      },
    });
    await renderApp('/admin/recibos/32');
    const note = await screen.findByRole('note');
    expect(note.textContent).toMatch(/CANCELADO em 21\/11\/2026.*Cheque devolvido/);
  });

  it('an unknown receipt shows the server’s reason', async () => {
    signInAs(adminUser);
    mockApi({
      'GET /api/admin/pagamentos/99/recibo': {
        status: 404,
        body: { error: 'Não encontrado.', type: 'NOT_FOUND' },
      },
    });
    await renderApp('/admin/recibos/99');
    expect((await screen.findByRole('alert')).textContent).toContain('Não encontrado.');
  });
});
