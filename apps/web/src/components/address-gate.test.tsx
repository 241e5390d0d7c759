import { addressMessages as m } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../app/providers';
import { SESSION_KEYS } from '../lib/session';
import { makeCadastro, mockApi, signInAs } from '../test/render';
import { AddressGateBanner, AddressGatedButton, isAddressGated } from './address-gate';

/** A pay screen as the payment features will use the gate. */
async function renderGate(cadastro: ReturnType<typeof makeCadastro>, onPay = () => {}) {
  signInAs();
  sessionStorage.setItem(SESSION_KEYS.cadastro, JSON.stringify(cadastro));
  mockApi({ 'GET /api/perfil/cadastro': { body: cadastro } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <AddressGateBanner />
          <AddressGatedButton onClick={onPay}>Pagar</AddressGatedButton>
        </>
      ),
    },
  ]);
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return screen.findByRole('button', { name: 'Pagar' });
}

describe('address gate', () => {
  it.each([
    [null, true],
    ['0000-00-00', true],
    ['2026-03-01', false],
  ])('spec A §4: AlRevEndereco %j blocks payment: %s', (AlRevEndereco, blocked) => {
    expect(isAddressGated(makeCadastro({ AlRevEndereco }))).toBe(blocked);
  });

  it('spec A §4, decision: a guest (no payment) and a missing registration are never gated', () => {
    expect(isAddressGated(makeCadastro({ AlRevEndereco: null, AlConvidado: true }))).toBe(false);
    expect(isAddressGated(null)).toBe(false);
    expect(isAddressGated(undefined)).toBe(false);
  });

  it('spec B §5.4, spec A §8: never reviewed, the pay button is inert with the tooltip and the banner links to /perfil', async () => {
    const onPay = vi.fn();
    const pay = await renderGate(makeCadastro({ AlRevEndereco: null }), onPay);
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    const tip = document.getElementById(pay.getAttribute('aria-describedby') ?? '');
    expect(tip?.textContent).toBe(m.gateTooltip);
    expect(screen.getByRole('tooltip').textContent).toBe(m.gateTooltip);
    await userEvent.click(pay);
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByText(m.gateBanner)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Atualizar endereço' }).getAttribute('href')).toBe('/perfil');
  });

  it('spec B §5.4: once reviewed, the button works and neither tooltip nor banner shows', async () => {
    const onPay = vi.fn();
    const pay = await renderGate(makeCadastro({ AlRevEndereco: '2026-03-01' }), onPay);
    expect(pay.getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(pay);
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.queryByText(m.gateBanner)).toBeNull();
  });
});
