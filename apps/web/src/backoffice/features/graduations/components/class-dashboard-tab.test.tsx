import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, mockApi, renderApp, signInAs } from '../../../../test/render';
import { INSTITUTIONS, makeGraduation } from '../../../backoffice.fixtures';

describe('decision 74: the class dashboard in the back-office', { timeout: 20_000 }, () => {
  it('the producer sees the class sums and who has not sent each screen, and downloads the CSV', async () => {
    signInAs(adminUser);
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:painel';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/5/painel': {
        body: {
          formatura: 'Direito 2027',
          geradoEm: '2026-11-22T12:00:00Z',
          alunos: 3,
          pagamentos: { Quitado: 1, 'Em dia': 1, 'Em atraso': 0, 'Sem contrato': 1 },
          percentuais: { Quitado: 34, 'Em dia': 33, 'Em atraso': 0, 'Sem contrato': 33 },
          arrecadacao: { contratos: 2, contratado: 2000, previstoAteHoje: 1400, recebido: 1400 },
          musicasDaFormatura: 0,
          pendencias: [
            {
              tipo: 'certificado',
              prazo: '2027-02-13',
              aberta: true,
              esperados: 3,
              enviaram: 2,
              faltam: [{ AlNome: 'Eva Lima', curso: 'Direito' }],
            },
          ],
        },
      },
      'GET /api/admin/formaturas/5/painel.csv': { body: 'csv' },
    });
    await renderApp('/admin/formaturas/5/painel');
    const sums = await screen.findByRole('table', { name: 'Arrecadação da turma (2 contratos)' });
    expect(
      within(within(sums).getByRole('row', { name: /Contratado/ })).getByText('R$ 2.000,00'),
    ).toBeTruthy();
    const situations = screen.getByRole('table', { name: 'Situação de pagamento da turma' });
    expect(within(within(situations).getByRole('row', { name: /Quitado/ })).getByText('34 %')).toBeTruthy();
    const certificate = screen.getByRole('region', { name: 'Certificado' });
    expect(within(certificate).getByText('Prazo: 13/02/2027 · 2 de 3 enviaram')).toBeTruthy();
    expect(within(certificate).getByRole('listitem').textContent).toBe('Eva Lima (Direito)');
    await userEvent.click(screen.getByRole('button', { name: 'Baixar planilha (CSV)' }));
    await vi.waitFor(() => expect(saved).toEqual(['painel-turma-5.csv']));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/formaturas/5/painel.csv')).toBe(
      true,
    );
    click.mockRestore();
  });
  it('decision 151: the producer reaches every name of a large class, a page at a time', async () => {
    signInAs(adminUser);
    const named = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => ({ AlNome: `Colega ${from + i}`, curso: 'Direito' }));
    mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/5/painel': {
        body: {
          formatura: 'Direito 2027',
          geradoEm: '2026-11-22T12:00:00Z',
          alunos: 40,
          pagamentos: { Quitado: 0, 'Em dia': 40, 'Em atraso': 0, 'Sem contrato': 0 },
          percentuais: { Quitado: 0, 'Em dia': 100, 'Em atraso': 0, 'Sem contrato': 0 },
          arrecadacao: { contratos: 40, contratado: 40000, previstoAteHoje: 0, recebido: 0 },
          musicasDaFormatura: 0,
          pendencias: [
            {
              tipo: 'certificado',
              prazo: null,
              aberta: true,
              esperados: 40,
              enviaram: 5,
              faltam: named(0, 20),
            },
          ],
        },
      },
      'GET /api/admin/formaturas/5/painel/faltam?tipo=certificado&desde=20&limite=100': {
        body: { tipo: 'certificado', total: 35, desde: 20, faltam: named(20, 35) },
      },
    });
    await renderApp('/admin/formaturas/5/painel');
    const certificate = await screen.findByRole('region', { name: 'Certificado' });
    expect(within(certificate).getAllByRole('listitem')).toHaveLength(20);
    expect(within(certificate).getByText('Mostrando 20 de 35.')).toBeTruthy();
    await userEvent.click(within(certificate).getByRole('button', { name: 'Ver os 15 nomes restantes' }));
    // findBy waits inside act(), so the names the click brought are painted.
    await within(certificate).findByText('Colega 34 (Direito)', {}, { timeout: 10_000 });
    expect(within(certificate).getAllByRole('listitem')).toHaveLength(35);
    expect(within(certificate).queryByRole('button', { name: /Ver / })).toBeNull();
  });
});
