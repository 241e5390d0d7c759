import { EVENT_MEDIA_TYPES, homeMessages, type MediaEvent } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCadastro, renderApp, signInAs } from '../../../test/render';
import { mockHome } from '../home.fixtures';

const event = (evid: number, evtpmidia: MediaEvent['evtpmidia'], evlnkmidia: string | null): MediaEvent => ({
  evid,
  evnome: `Evento ${evid}`,
  evcaminho: null,
  evdata: '2026-09-05',
  evtpmidia,
  evlnkmidia,
});

describe('photos and videos card (spec A §2 card 6)', () => {
  it('spec A §5: events below the minimum show the pt-BR message', async () => {
    signInAs();
    mockHome(makeCadastro(), {
      'GET /api/perfil/fotos': {
        status: 403,
        body: { error: homeMessages.eventsMinimumPaid(50), type: 'FORBIDDEN' },
      },
    });
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Fotos e vídeos' });
    expect(within(card).getByText(homeMessages.eventsMinimumPaid(50))).toBeTruthy();
  });

  it("decision 130: a student without a contract reads the API's reason on the media card", async () => {
    signInAs();
    mockHome(makeCadastro(), {
      'GET /api/perfil/fotos': {
        status: 403,
        body: { error: homeMessages.eventsNoContract, type: 'FORBIDDEN' },
      },
    });
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Fotos e vídeos' });
    expect(await within(card).findByText(homeMessages.eventsNoContract)).toBeTruthy();
  });

  it('spec A §2: photos open the album; videos and contents open their link in a new tab', async () => {
    signInAs();
    mockHome(makeCadastro(), {
      'GET /api/perfil/fotos': {
        body: [
          event(1, EVENT_MEDIA_TYPES.video, 'https://videos.exemplo.com.br/baile'),
          event(2, EVENT_MEDIA_TYPES.photo, null),
          event(3, EVENT_MEDIA_TYPES.link, 'https://exemplo.com.br/making-of'),
          event(4, EVENT_MEDIA_TYPES.link, 'javascript:alert(1)'),
        ],
      },
    });
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Fotos e vídeos' });
    const groups = within(card)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(groups).toEqual(['Fotos', 'Vídeos', 'Conteúdos']);
    expect(
      within(card)
        .getByRole('link', { name: /Evento 2/ })
        .getAttribute('href'),
    ).toBe('/album/2/50/1');
    const video = within(card).getByRole('link', { name: /Evento 1/ });
    expect(video.getAttribute('href')).toBe('https://videos.exemplo.com.br/baile');
    expect(video.getAttribute('target')).toBe('_blank');
    expect(
      within(card)
        .getByRole('link', { name: /Evento 3/ })
        .getAttribute('target'),
    ).toBe('_blank');
    // A link that is not http(s) is never offered.
    expect(within(card).queryByRole('link', { name: /Evento 4/ })).toBeNull();
    expect(within(card).getAllByText('05/09/2026')).toHaveLength(4);
  });

  it('spec A §2: no events yet shows the empty text', async () => {
    signInAs();
    mockHome(makeCadastro());
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Fotos e vídeos' });
    expect(within(card).getByText('Ainda não há fotos nem vídeos de eventos da sua turma.')).toBeTruthy();
  });

  it('decision 91: the home paints before the events answer, the card holding their placeholder', async () => {
    signInAs();
    mockHome(makeCadastro());
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/perfil/fotos') await held;
      return answer(input, init);
    });
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Fotos e vídeos' });
    expect(within(card).getByRole('status').textContent).toBe('Carregando eventos…');
    release();
    expect(
      await within(card).findByText('Ainda não há fotos nem vídeos de eventos da sua turma.'),
    ).toBeTruthy();
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('after a full page of 50 events the older ones come on request, until a short page', async () => {
    signInAs();
    const page = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) =>
        event(from - i, EVENT_MEDIA_TYPES.video, 'https://v.exemplo.com.br'),
      );
    mockHome(makeCadastro(), {
      'GET /api/perfil/fotos': { body: page(70, 50) },
      'GET /api/perfil/fotos?pagina=2': { body: page(20, 20) },
    });
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Fotos e vídeos' });
    await within(card).findByText('Evento 70');
    expect(within(card).queryByText('Evento 20')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Ver mais eventos' }));
    expect(await within(card).findByText('Evento 20')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Ver mais eventos' })).toBeNull();
  });

  it('decision 66: a signed cover loads as a plain image, with no call of its own', async () => {
    signInAs();
    const signed = '/api/midia/1800000000/abcdefghijklmnopqrstuvwxyz012345/capas/2.jpg';
    const fetchMock = mockHome(makeCadastro(), {
      'GET /api/perfil/fotos': { body: [{ ...event(2, EVENT_MEDIA_TYPES.photo, null), evcaminho: signed }] },
    });
    await renderApp('/');
    const tile = await screen.findByRole('link', { name: /Evento 2/ });
    // The image comes once the home has painted (decision 146).
    await waitFor(() =>
      expect(tile.querySelector('img')?.getAttribute('src')).toBe(`http://localhost:3000${signed}`),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/midia/'))).toBe(false);
  });
});
