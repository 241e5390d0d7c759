import { CLASS_SUMS_HIDDEN, type ClassDashboard } from '@portal/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { makeCadastro, renderApp, signInAs } from '../../../test/render';
import { mockHome } from '../home.fixtures';

const saved = captureDownloads();

const dashboard = (): ClassDashboard => ({
  formatura: 'Direito 2027',
  geradoEm: '2026-11-22T12:00:00Z',
  alunos: 6,
  pagamentos: { Quitado: 2, 'Em dia': 1, 'Em atraso': 2, 'Sem contrato': 1 },
  percentuais: { Quitado: 33, 'Em dia': 17, 'Em atraso': 33, 'Sem contrato': 17 },
  musicasDaFormatura: 3,
  pendencias: [
    {
      tipo: 'individual',
      prazo: '2026-11-01',
      aberta: false,
      esperados: 5,
      enviaram: 3,
      faltam: [
        { AlNome: 'Bruno Silva', curso: 'Direito' },
        { AlNome: 'Eva Lima', curso: 'Direito' },
      ],
    },
    { tipo: 'certificado', prazo: null, aberta: true, esperados: 5, enviaram: 5, faltam: [] },
  ],
});

async function openDashboard(body: object) {
  signInAs();
  const fetchMock = mockHome(makeCadastro({ AlComissao: true }), {
    'GET /api/relatorios/painel': { body },
    'GET /api/relatorios/painel.csv': { body: 'Painel da turma;Direito 2027' },
  });
  await renderApp('/');
  await userEvent.click(await screen.findByRole('button', { name: 'Painel da turma' }));
  const dialog = await screen.findByRole('dialog', { name: 'Painel da turma' });
  await within(dialog).findByRole('table', { name: 'Situação de pagamento da turma' });
  return { dialog, fetchMock };
}

describe('decision 74: the class dashboard on the committee card (spec A §2 card 10)', () => {
  it('counts each payment situation and names who has not sent each screen, with its deadline', async () => {
    const { dialog } = await openDashboard(dashboard());
    const situations = within(dialog).getByRole('table', { name: 'Situação de pagamento da turma' });
    const late = within(situations).getByRole('row', { name: /Em atraso/ });
    expect(within(late).getByText('2')).toBeTruthy();
    // Decision 98: each situation's share of the class, the figure a printed report compares over time.
    expect(within(late).getByText('33 %')).toBeTruthy();
    expect(within(within(situations).getByRole('row', { name: /Em dia/ })).getByText('17 %')).toBeTruthy();
    const individual = within(dialog).getByRole('region', { name: 'Arquivos individuais' });
    expect(within(individual).getByText('Prazo: 01/11/2026 (encerrado) · 3 de 5 enviaram')).toBeTruthy();
    const missing = within(individual).getByRole('list', {
      name: 'Ainda não enviaram: Arquivos individuais',
    });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bruno Silva (Direito)', 'Eva Lima (Direito)']);
    const certificate = within(dialog).getByRole('region', { name: 'Certificado' });
    expect(within(certificate).getByText('Todos enviaram.')).toBeTruthy();
    expect(within(certificate).getByText('Prazo ainda não definido · 5 de 5 enviaram')).toBeTruthy();
    expect(within(dialog).getByText('Músicas da formatura enviadas: 3')).toBeTruthy();
  });

  it('decision 98: the committee sees counts and shares, never reais, and is told why (LGPD art. 6 III)', async () => {
    const { dialog } = await openDashboard(dashboard());
    expect(within(dialog).getByText(CLASS_SUMS_HIDDEN)).toBeTruthy();
    expect(within(dialog).queryByText(/R\$/)).toBeNull();
  });

  it('decision 98: the committee screen shows no class sum even when an answer carries one', async () => {
    const { dialog } = await openDashboard({
      ...dashboard(),
      arrecadacao: { contratos: 5, contratado: 12500, previstoAteHoje: 10000, recebido: 8750.5 },
    });
    expect(within(dialog).queryByRole('table', { name: /Arrecadação/ })).toBeNull();
    expect(within(dialog).queryByText(/R\$|8\.750|12\.500/)).toBeNull();
    expect(within(dialog).getByText(CLASS_SUMS_HIDDEN)).toBeTruthy();
  });

  it('prints and downloads the dashboard as a spreadsheet (painel-turma.csv)', async () => {
    const { dialog, fetchMock } = await openDashboard(dashboard());
    expect(within(dialog).getByRole('button', { name: 'Imprimir' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar planilha (CSV)' }));
    await vi.waitFor(() => expect(saved).toEqual(['painel-turma.csv']));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/relatorios/painel.csv')).toBe(true);
    // The reports are not asked while the dashboard is open.
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/relatorios/comissao'))).toBe(
      false,
    );
  });

  it('decision 151: a screen with more names than the dashboard brings shows the rest a page at a time', async () => {
    const named = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => ({ AlNome: `Colega ${from + i}`, curso: 'Direito' }));
    const body = dashboard();
    body.pendencias[0] = { ...body.pendencias[0]!, esperados: 130, enviaram: 5, faltam: named(0, 20) };
    signInAs();
    const fetchMock = mockHome(makeCadastro({ AlComissao: true }), {
      'GET /api/relatorios/painel': { body },
      'GET /api/relatorios/painel/faltam?tipo=individual&desde=20&limite=100': {
        body: { tipo: 'individual', total: 125, desde: 20, faltam: named(20, 120) },
      },
      'GET /api/relatorios/painel/faltam?tipo=individual&desde=120&limite=100': {
        body: { tipo: 'individual', total: 125, desde: 120, faltam: named(120, 125) },
      },
    });
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Painel da turma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Painel da turma' });
    const individual = await within(dialog).findByRole('region', { name: 'Arquivos individuais' });
    const names = () =>
      within(
        within(individual).getByRole('list', { name: 'Ainda não enviaram: Arquivos individuais' }),
      ).getAllByRole('listitem');
    expect(names()).toHaveLength(20);
    expect(within(individual).getByText('Mostrando 20 de 125.')).toBeTruthy();
    // Awaited in act: what the click sets off (the call, the names) settles before the assertions.
    const more = within(individual).getByRole('button', { name: 'Ver mais 100 nomes' });
    await act(async () => userEvent.click(more));
    // findBy waits inside act(), so the names the click brought are painted.
    expect(
      await within(individual).findByText('Mostrando 120 de 125.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(names()).toHaveLength(120);
    const rest = within(individual).getByRole('button', { name: 'Ver os 5 nomes restantes' });
    await act(async () => userEvent.click(rest));
    await within(individual).findByText('Colega 124 (Direito)', {}, { timeout: 10_000 });
    expect(names()).toHaveLength(125);
    expect(names().at(-1)?.textContent).toBe('Colega 124 (Direito)');
    expect(within(individual).queryByRole('button', { name: /Ver / })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/painel/faltam'))).toHaveLength(2);
  });

  it('an error of the call is shown in the dialog', async () => {
    signInAs();
    mockHome(makeCadastro({ AlComissao: true }), {
      'GET /api/relatorios/painel': {
        status: 403,
        body: { error: 'Você não tem permissão para acessar esta página.', type: 'FORBIDDEN' },
      },
    });
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Painel da turma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Painel da turma' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Você não tem permissão para acessar esta página.',
    );
  });
});
