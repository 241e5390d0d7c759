import { authMessages } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCadastro, renderApp, signInAs } from '../../../test/render';
import { mockHome } from '../home.fixtures';

const OLD = {
  url: 'http://portal.test/api/calendario/7/antigo.ics',
  webcal: 'webcal://portal.test/api/calendario/7/antigo.ics',
};
const NEW = {
  url: 'http://portal.test/api/calendario/7/novo.ics',
  webcal: 'webcal://portal.test/api/calendario/7/novo.ics',
};

const renewCalls = (fetchMock: ReturnType<typeof mockHome>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/calendario/renovar' && init?.method === 'POST');

/** The graduation card with the calendar address asked for. */
async function openCalendar() {
  await renderApp('/');
  const card = await screen.findByRole('region', { name: 'Data e local da formatura' });
  await userEvent.click(within(card).getByRole('button', { name: 'Prazos na sua agenda' }));
  await within(card).findByText(OLD.url);
  return card;
}

describe('decision 99: the student renews the calendar address', () => {
  it('decision 99: renewing asks first, warns the old address stops working, then shows the new one', async () => {
    signInAs();
    const fetchMock = mockHome(makeCadastro(), {
      'GET /api/calendario': { body: OLD },
      'POST /api/calendario/renovar': { body: NEW },
    });
    const card = await openCalendar();

    await userEvent.click(within(card).getByRole('button', { name: 'Renovar o endereço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renovar o endereço' });
    expect(within(dialog).getByText(/O endereço antigo deixa de funcionar/)).toBeTruthy();
    expect(renewCalls(fetchMock)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    expect(await within(card).findByText(NEW.url)).toBeTruthy();
    expect(within(card).queryByText(OLD.url)).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'Assinar os prazos no calendário' }).getAttribute('href'),
    ).toBe(NEW.webcal);
    expect(renewCalls(fetchMock)).toHaveLength(1);
    expect(
      await screen.findByText('Endereço do calendário renovado. Assine o novo endereço no seu calendário.'),
    ).toBeTruthy();
  });

  it('decision 99: cancelling keeps the address and sends nothing', async () => {
    signInAs();
    const fetchMock = mockHome(makeCadastro(), {
      'GET /api/calendario': { body: OLD },
      'POST /api/calendario/renovar': { body: NEW },
    });
    const card = await openCalendar();
    await userEvent.click(within(card).getByRole('button', { name: 'Renovar o endereço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renovar o endereço' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(within(card).getByText(OLD.url)).toBeTruthy();
    expect(renewCalls(fetchMock)).toHaveLength(0);
  });

  it('decision 99: a refused renewal shows the pt-BR error and keeps the address on screen', async () => {
    signInAs();
    mockHome(makeCadastro(), {
      'GET /api/calendario': { body: OLD },
      'POST /api/calendario/renovar': {
        status: 403,
        body: { error: authMessages.forbidden, type: 'FORBIDDEN' },
      },
    });
    const card = await openCalendar();
    await userEvent.click(within(card).getByRole('button', { name: 'Renovar o endereço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renovar o endereço' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    expect(await screen.findByText(authMessages.forbidden)).toBeTruthy();
    expect(within(card).getByText(OLD.url)).toBeTruthy();
  });
});
