import { faceSearchConsentText, faceSearchMessages as m } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser, makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';
import { MEASURES_WIRE } from '../../../test/shop.fixtures';

const STATE = '/api/encontre-suas-fotos/consentimento';
const state = (over: Record<string, unknown> = {}) => ({
  ativa: true,
  versaoAtual: faceSearchConsentText.version,
  consentimento: null,
  avisar: false,
  ...over,
});
const given = { versao: faceSearchConsentText.version, em: '2026-11-20T13:00:00.000Z' };
const found = (id: number, evento: number, distancia: number) => ({
  id,
  caminho: `/api/midia/t/${id}.webp?sig=x`,
  previa: `/api/midia/p/${id}.webp?sig=x`,
  ignorarCreditos: false,
  largura: 400,
  altura: 300,
  evento,
  distancia,
});

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/perfil/cadastro': { body: makeCadastro() },
    'GET /api/perfil/valores-fotos': { body: MEASURES_WIRE },
    'GET /api/complementar': { body: [] },
    'POST /api/cache': { status: 204 },
    [`GET ${STATE}`]: { body: state() },
    ...extra,
  });
}

const selfie = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'eu.jpg', { type: 'image/jpeg' });

afterEach(() => localStorage.clear());

describe("'Encontre suas fotos' (decision 139)", () => {
  it('LGPD art. 11: its own consent text first; confirm stays off until the box is ticked; the version read is sent', async () => {
    signInAs();
    const fetch = api({ [`POST ${STATE}`]: { body: state({ consentimento: given }) } });
    await renderApp('/encontre-suas-fotos');
    expect(await screen.findByRole('heading', { name: faceSearchConsentText.title })).toBeTruthy();
    for (const paragraph of faceSearchConsentText.paragraphs)
      expect(screen.getByText(paragraph)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: faceSearchConsentText.confirm }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    // Nothing can be sent before consenting: no selfie input on screen.
    expect(screen.queryByLabelText('Tirar uma selfie')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: faceSearchConsentText.checkbox }));
    await userEvent.click(confirm);
    expect(await screen.findByText(m.consentGiven)).toBeTruthy();
    const post = fetch.mock.calls.find(([url, init]) => String(url) === STATE && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ versao: faceSearchConsentText.version });
    expect(screen.getByLabelText('Tirar uma selfie').getAttribute('capture')).toBe('user');
  });

  it("decision 139: the photos found show best first, each opening the album's photo menu", async () => {
    signInAs();
    const fetch = api({
      [`GET ${STATE}`]: { body: state({ consentimento: given }) },
      'POST /api/encontre-suas-fotos/busca': { body: { fotos: [found(31, 9, 0.21), found(12, 4, 0.4)] } },
    });
    await renderApp('/encontre-suas-fotos');
    await userEvent.upload(await screen.findByLabelText('Escolher uma foto minha'), selfie());
    expect(await screen.findByText('Encontramos você em 2 fotos.')).toBeTruthy();
    const grid = screen.getAllByRole('button', { name: /^Foto \d$/ });
    expect(grid.map((b) => within(b).getByRole('img').getAttribute('src'))).toEqual([
      '/api/midia/t/31.webp?sig=x',
      '/api/midia/t/12.webp?sig=x',
    ]);
    const call = fetch.mock.calls.find(([url]) => String(url).startsWith('/api/encontre-suas-fotos/busca'));
    expect(String(call?.[0])).toBe('/api/encontre-suas-fotos/busca?avisar=0');
    expect(call?.[1]?.body).toBeInstanceOf(FormData);
    await userEvent.click(grid[0]!);
    expect(await screen.findByRole('dialog', { name: 'Foto 1' })).toBeTruthy();
  });

  it('decision 139: a refused selfie (several faces) shows the pt-BR reason, and another can be sent', async () => {
    signInAs();
    api({
      [`GET ${STATE}`]: { body: state({ consentimento: given }) },
      'POST /api/encontre-suas-fotos/busca': {
        status: 422,
        body: { error: m.severalFaces, type: 'INVALID' },
      },
    });
    await renderApp('/encontre-suas-fotos');
    await userEvent.upload(await screen.findByLabelText('Escolher uma foto minha'), selfie());
    expect((await screen.findByRole('alert')).textContent).toContain(m.severalFaces);
    expect((screen.getByLabelText('Tirar uma selfie') as HTMLInputElement).disabled).toBe(false);
  });

  it('decision 139: no photo found says so', async () => {
    signInAs();
    api({
      [`GET ${STATE}`]: { body: state({ consentimento: given }) },
      'POST /api/encontre-suas-fotos/busca': { body: { fotos: [] } },
    });
    await renderApp('/encontre-suas-fotos');
    await userEvent.upload(await screen.findByLabelText('Escolher uma foto minha'), selfie());
    expect(await screen.findByText(m.noMatches)).toBeTruthy();
  });

  it('LGPD art. 8 §5: withdrawing the consent goes back to the consent screen and says what was deleted', async () => {
    signInAs();
    const fetch = api({
      [`GET ${STATE}`]: { body: state({ consentimento: given }) },
      [`DELETE ${STATE}`]: { body: state() },
    });
    await renderApp('/encontre-suas-fotos');
    await userEvent.click(await screen.findByRole('button', { name: faceSearchConsentText.withdraw }));
    expect(await screen.findByText(m.consentWithdrawn)).toBeTruthy();
    expect(screen.getByRole('heading', { name: faceSearchConsentText.title })).toBeTruthy();
    expect(fetch.mock.calls.some(([url, init]) => String(url) === STATE && init?.method === 'DELETE')).toBe(
      true,
    );
  });

  it('decision 139: a class without face search reads so, with no consent asked', async () => {
    signInAs();
    api({ [`GET ${STATE}`]: { body: state({ ativa: false }) } });
    await renderApp('/encontre-suas-fotos');
    expect(await screen.findByText(m.featureOff)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("decision 139: an administrator acting as the student reads that the search is the student's own, and nothing is asked", async () => {
    signInAs({ ...adminUser, studentId: 101, actingAs: 'Maria Souza' });
    const fetch = api();
    await renderApp('/encontre-suas-fotos');
    expect(await screen.findByText(m.ownFaceOnly)).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === STATE)).toBe(false));
  });

  it('decision 139: the album links to the search', async () => {
    signInAs();
    api({ 'GET /api/eventos/album/9': { body: [], headers: { 'X-Total-Count': '0' } } });
    await renderApp('/album/9/50/1');
    const link = await screen.findByRole('link', { name: 'Encontre suas fotos' });
    expect(link.getAttribute('href')).toBe('/encontre-suas-fotos');
  });
});
