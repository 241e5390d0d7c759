import { EVENT_MEDIA_TYPES, homeMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/session';
import { adminUser, makeCadastro, renderApp, signInAs } from '../../../test/render';
import { cardTitles, mockHome, SPEC_ORDER } from '../home.fixtures';

const without = (...names: string[]) => SPEC_ORDER.filter((name) => !names.includes(name));

describe('home cards per role (spec A §2, §6)', () => {
  it('spec A §2: cards in the spec order (a committee member sees all ten)', async () => {
    signInAs();
    mockHome(makeCadastro({ AlComissao: true }));
    await renderApp('/');
    expect(await cardTitles()).toEqual([...SPEC_ORDER]);
  });

  it('spec A §6: a student sees every card but the committee tools', async () => {
    signInAs();
    mockHome(makeCadastro());
    await renderApp('/');
    expect(await cardTitles()).toEqual(without('Ferramentas da Comissão'));
  });

  it('spec A §6: a guest sees no finance, shirt, invitation or uploads card', async () => {
    signInAs();
    mockHome(makeCadastro({ AlConvidado: true, AlComissao: true }));
    await renderApp('/');
    expect(await cardTitles()).toEqual([
      'Mural de avisos',
      'Loja do Formando',
      'Fotos e vídeos',
      'Data e local da formatura',
    ]);
  });

  it('spec A §6: a restricted student sees no photos and videos, no invitation, no committee tools', async () => {
    signInAs();
    const fetchMock = mockHome(makeCadastro({ AlRestrito: true, AlComissao: true }));
    await renderApp('/');
    expect(await cardTitles()).toEqual(
      without('Convite digital', 'Fotos e vídeos', 'Pedidos de fotos', 'Ferramentas da Comissão'),
    );
    // Nor does the home ask for the events it would not show.
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/perfil/fotos')).toBe(false);
  });

  it("decision 133: a guest's home does not ask GET /perfil/fotos: the registration tells the reason", async () => {
    signInAs();
    const cadastro = makeCadastro({ AlConvidado: true });
    cadastro.AlFormDados.FormMinimoPago = 30;
    const fetchMock = mockHome(cadastro);
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Fotos e vídeos' });
    expect(within(card).getByText(homeMessages.eventsNoContract)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/perfil/fotos'))).toBe(false);
  });

  it('decision 142: a student without a contract: the home asks GET /perfil/fotos zero times and says why', async () => {
    signInAs();
    const fetchMock = mockHome(makeCadastro({ AlConta: null }));
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Fotos e vídeos' });
    expect(within(card).getByText(homeMessages.eventsNoContract)).toBeTruthy();
    await screen.findByRole('region', { name: 'Área Financeira' });
    const asked = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/perfil/fotos'));
    expect(asked).toHaveLength(0);
  });

  it('decision 142: a student with a contract is asked GET /perfil/fotos once', async () => {
    signInAs();
    const fetchMock = mockHome(makeCadastro({ AlConta: 55 }));
    await renderApp('/');
    await screen.findByRole('region', { name: 'Fotos e vídeos' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/perfil/fotos')).toHaveLength(1),
    );
  });

  it('decision 142: a tab that signed in before the producer made the contract asks the registration again, then the events', async () => {
    signInAs();
    const before = makeCadastro({ AlConta: null });
    before.AlFormDados.FormMinimoPago = 30;
    sessionStorage.setItem(SESSION_KEYS.cadastro, JSON.stringify(before));
    const now = makeCadastro({ AlConta: 55 });
    now.AlFormDados.FormMinimoPago = 30;
    const fetchMock = mockHome(now);
    await renderApp('/');
    await screen.findByRole('region', { name: 'Fotos e vídeos' });
    // The card is drawn again from the fresh registration: look it up anew.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Fotos e vídeos' })).queryByText(
          homeMessages.eventsNoContract,
        ),
      ).toBeNull(),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/perfil/fotos')).toHaveLength(1),
    );
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/perfil/cadastro')).toHaveLength(1);
  });

  it('decision 142: a stored registration without a contract that is still true costs one registration call, no events call', async () => {
    signInAs();
    const cadastro = makeCadastro({ AlConta: null });
    cadastro.AlFormDados.FormMinimoPago = 30;
    sessionStorage.setItem(SESSION_KEYS.cadastro, JSON.stringify(cadastro));
    const fetchMock = mockHome(cadastro);
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Fotos e vídeos' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/perfil/cadastro')).toHaveLength(1),
    );
    expect(within(card).getByText(homeMessages.eventsNoContract)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/perfil/fotos'))).toBe(false);
  });

  it('decision 133: a guest of a graduation with no minimum share still sees the events', async () => {
    signInAs();
    const cadastro = makeCadastro({ AlConvidado: true });
    cadastro.AlFormDados.FormMinimoPago = 0;
    const fetchMock = mockHome(cadastro);
    await renderApp('/');
    await screen.findByRole('region', { name: 'Fotos e vídeos' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/perfil/fotos')).toBe(true));
  });

  it('spec A §2: committee tools only for committee members', async () => {
    signInAs();
    mockHome(makeCadastro({ AlComissao: true }));
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Ferramentas da Comissão' });
    const music = screen.getByRole('link', { name: 'Carregar músicas da formatura' });
    expect(card.contains(music)).toBe(true);
    expect(music.getAttribute('href')).toBe('/uploads?tipo=formatura');
    for (const name of ['Relatório de pagamentos da turma', 'Relatório de arquivos enviados pela turma']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBeNull();
    }
  });

  it('decision 55: the committee opens the class payment report, names and situations only, ready to print', async () => {
    signInAs();
    const fetchMock = mockHome(makeCadastro({ AlComissao: true }), {
      'GET /api/relatorios/comissao?tipo=pagamentos': {
        body: {
          tipo: 'pagamentos',
          formatura: 'Direito 2027',
          geradoEm: '2026-11-22T12:00:00Z',
          alunos: [{ AlNome: 'Bruno Silva', curso: 'Direito', situacao: 'Em atraso' }],
          totais: { Quitado: 0, 'Em dia': 0, 'Em atraso': 1, 'Sem contrato': 0 },
        },
      },
    });
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Relatório de pagamentos da turma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Relatório de pagamentos da turma' });
    expect(await within(dialog).findByRole('rowheader', { name: 'Bruno Silva' })).toBeTruthy();
    expect(within(dialog).getByText('Em atraso')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Imprimir' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Baixar planilha (CSV)' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/relatorios/comissao?tipo=pagamentos')).toBe(
      true,
    );
  });

  it("spec B §6: an administrator acting as a student sees the student's cards", async () => {
    signInAs({ ...adminUser, studentId: 101, actingAs: 'Maria Souza' });
    mockHome(makeCadastro(), {
      'GET /api/perfil/fotos': {
        body: [
          {
            evid: 5,
            evnome: 'Baile',
            evcaminho: null,
            evdata: '2026-10-10',
            evtpmidia: EVENT_MEDIA_TYPES.photo,
            evlnkmidia: null,
          },
        ],
      },
    });
    await renderApp('/');
    expect(await cardTitles()).toEqual(without('Ferramentas da Comissão'));
    expect((await screen.findByRole('link', { name: /Baile/ })).getAttribute('href')).toBe('/album/5/50/1');
  });
});
