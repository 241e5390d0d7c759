import { EVENT_MEDIA_TYPES } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('spec A §2: committee tools only for committee members', async () => {
    signInAs();
    mockHome(makeCadastro({ AlComissao: true }));
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Ferramentas da Comissão' });
    const music = screen.getByRole('link', { name: 'Carregar músicas da formatura' });
    expect(card.contains(music)).toBe(true);
    expect(music.getAttribute('href')).toBe('/uploads?tipo=formatura');
    for (const name of ['Relatório de pagamentos da turma', 'Relatório de arquivos enviados pela turma']) {
      const report = screen.getByRole('button', { name });
      expect(report.getAttribute('aria-disabled')).toBe('true');
      expect(report.getAttribute('title')).toBe(
        'Disponível quando a produtora publicar os relatórios da turma.',
      );
    }
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
