import { EVENT_MEDIA_TYPES, type MediaEvent } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, makeCadastro, renderApp, signInAs } from '../../../test/render';
import { mockHome } from '../home.fixtures';

const photoEvent: MediaEvent = {
  evid: 9,
  evnome: 'Baile',
  evcaminho: null,
  evdata: '2026-09-05',
  evtpmidia: EVENT_MEDIA_TYPES.photo,
  evlnkmidia: null,
};

describe("the media card's 'Encontre suas fotos' (decision 139)", () => {
  it('decision 139: a student with photo events gets a link to the search, and the home asks nothing of it', async () => {
    signInAs();
    const fetch = mockHome(makeCadastro(), { 'GET /api/perfil/fotos': { body: [photoEvent] } });
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Fotos e vídeos' });
    const link = await within(card).findByRole('link', { name: 'Encontre suas fotos' });
    expect(link.getAttribute('href')).toBe('/encontre-suas-fotos');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('encontre-suas-fotos'))).toBe(false);
  });

  it('decision 139: no link while the class has no photo events', async () => {
    signInAs();
    mockHome(makeCadastro());
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Fotos e vídeos' });
    await within(card).findByText(/Ainda não há fotos/);
    expect(within(card).queryByRole('link', { name: 'Encontre suas fotos' })).toBeNull();
  });

  it('decision 139: an administrator acting as the student gets no link', async () => {
    signInAs({ ...adminUser, studentId: 101, actingAs: 'Maria Souza' });
    mockHome(makeCadastro(), { 'GET /api/perfil/fotos': { body: [photoEvent] } });
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Fotos e vídeos' });
    await within(card).findByText('Baile');
    expect(within(card).queryByRole('link', { name: 'Encontre suas fotos' })).toBeNull();
  });
});
