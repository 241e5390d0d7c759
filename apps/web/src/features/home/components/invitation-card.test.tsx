import { homeMessages } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { bodyOf, makeCadastro, renderApp, signInAs } from '../../../test/render';
import { mockHome } from '../home.fixtures';

const saved = captureDownloads();

describe('digital invitation card (spec A §2 card 5)', () => {
  it('spec B §7, §8: the thumbnail downloads convite.jpg with the pt-BR toast', async () => {
    signInAs();
    const fetchMock = mockHome(makeCadastro({ AlConvite: 'convites/101.jpg' }), {
      'POST /api/downConvite': { body: 'jpeg' },
    });
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Convite digital' });
    const button = within(card).getByRole('button', { name: 'Baixar o convite digital (convite.jpg)' });
    await within(card).findByRole('presentation');
    await userEvent.click(button);
    expect(await screen.findByText(homeMessages.inviteDownloading)).toBeTruthy();
    expect(saved).toEqual(['convite.jpg']);
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/downConvite');
    // The thumbnail's answer is the file: one call for both.
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0])).toEqual({ caminho: 'convites/101.jpg' });
  });

  it('spec B §8: a failed download shows the red toast', async () => {
    signInAs();
    mockHome(makeCadastro({ AlConvite: 'convites/101.jpg' }), {
      'POST /api/downConvite': {
        status: 404,
        body: { error: homeMessages.inviteDownloadFailed, type: 'NOT_FOUND' },
      },
    });
    await renderApp('/');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Baixar o convite digital (convite.jpg)' }),
    );
    expect(await screen.findByText(homeMessages.inviteDownloadFailed)).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('spec A §2: without AlConvite the card says the invitation is not published yet', async () => {
    signInAs();
    mockHome(makeCadastro());
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Convite digital' });
    expect(within(card).queryByRole('button', { name: /Baixar/ })).toBeNull();
    expect(within(card).getByText(/ainda não foi publicado/)).toBeTruthy();
  });
});
