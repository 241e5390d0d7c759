import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THUMBNAILS_AHEAD } from '../../../boot/album-thumbnails';
import { prefetch, prefetchAfter } from '../../../boot/prefetch';
import { makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';
import { MEASURES_WIRE } from '../../../test/shop.fixtures';
import { URGENT_THUMBNAILS } from '../components/photo-grid';

// decision 142: the album's first paint needs its first page only: boot.ts may have asked for it, and the
// photo menu's measures (and zod, which checks them) wait until the student reaches for a photo.

const FIRST_PAGE = '/api/eventos/album/9?pagina=1&porPagina=50';
const photos = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  caminho: `/api/midia/t/${i + 1}.webp?sig=x`,
  ignorarCreditos: false,
  largura: 400,
  altura: 300,
}));

const EVENTS = [
  { evid: 9, evnome: 'Baile de gala', evcaminho: null, evdata: '2026-03-14', evtpmidia: 0, evlnkmidia: null },
];

function api() {
  return mockApi({
    'GET /api/perfil/cadastro': { body: makeCadastro() },
    'GET /api/perfil/fotos': { body: EVENTS },
    'GET /api/eventos/album/9': { body: photos, headers: { 'X-Total-Count': '120' } },
    'GET /api/perfil/valores-fotos': { body: MEASURES_WIRE },
    'GET /api/complementar': { body: [] },
  });
}

const asked = (fetchMock: ReturnType<typeof api>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => String(called) === url).length;

beforeEach(() => localStorage.setItem('tour-album', 'x'));
afterEach(() => {
  delete window.__portalPrefetch;
});

describe("decision 142: the album's first paint", () => {
  it("decision 142: a page load on the album takes boot's first page, with its total: the album is asked once", async () => {
    const { token } = signInAs();
    const fetchMock = api();
    window.__portalPrefetch = prefetch([FIRST_PAGE.slice('/api'.length)], token);
    await renderApp('/album/9/50/1');
    expect(await screen.findByRole('button', { name: 'Foto 50' })).toBeTruthy();
    // 120 photos in pages of 50: three tabs, from the prefetched answer's X-Total-Count.
    const tabs = (await screen.findAllByRole('navigation', { name: 'Páginas do álbum' }))[0]!;
    expect(within(tabs).getAllByRole('link')).toHaveLength(3);
    expect(asked(fetchMock, FIRST_PAGE)).toBe(1);
  });

  it("decision 153: a page load on the album takes boot's answer for its title: the class's events are asked once", async () => {
    const { token } = signInAs();
    const fetchMock = api();
    const album = FIRST_PAGE.slice('/api'.length);
    window.__portalPrefetch = prefetch([album], token);
    prefetchAfter(window.__portalPrefetch, album, '/perfil/fotos');
    await renderApp('/album/9/50/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baile de gala · 14/03/2026' })).toBeTruthy();
    expect(asked(fetchMock, '/api/perfil/fotos')).toBe(1);
    expect(asked(fetchMock, FIRST_PAGE)).toBe(1);
  });

  it('decision 157: the thumbnails boot.ts preloads are drawn with the grid, the others are lazy and ask low', async () => {
    signInAs();
    api();
    await renderApp('/album/9/50/1');
    await screen.findByRole('button', { name: 'Foto 50' });
    const thumb = (n: number) => {
      const img = screen.getByRole('img', { name: `Foto ${n}` });
      return ['fetchpriority', 'loading', 'decoding'].map((name) => img.getAttribute(name));
    };
    for (const n of [1, 2]) expect(thumb(n)).toEqual([null, null, 'sync']);
    for (const n of [3, 4, 50]) expect(thumb(n)).toEqual(['low', 'lazy', 'async']);
    expect(URGENT_THUMBNAILS).toBe(THUMBNAILS_AHEAD);
  });

  it('decision 142: the measures are asked when the student reaches for a photo, and the menu lists them', async () => {
    signInAs();
    const fetchMock = api();
    await renderApp('/album/9/50/1');
    const photo = await screen.findByRole('button', { name: 'Foto 1' });
    expect(asked(fetchMock, '/api/perfil/valores-fotos')).toBe(0);
    await userEvent.click(photo);
    const menu = await screen.findByRole('dialog', { name: 'Foto 1' });
    expect(await within(menu).findByRole('list', { name: 'Medidas' })).toBeTruthy();
    await waitFor(() => expect(asked(fetchMock, '/api/perfil/valores-fotos')).toBe(1));
  });
});
