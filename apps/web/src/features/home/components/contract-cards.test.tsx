import { DEFAULT_PRODUCER_SETTINGS } from '@portal/domain/backoffice/settings-defaults';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCadastro, renderApp, signInAs } from '../../../test/render';
import { mockHome } from '../home.fixtures';

function withDados(overrides: Partial<ReturnType<typeof makeCadastro>['AlFormDados']>) {
  const cadastro = makeCadastro();
  Object.assign(cadastro.AlFormDados, overrides);
  return cadastro;
}

// The Área Financeira's contract view is the finance feature's (features/finance/components/*.test.tsx).
describe('finance, store, orders and uploads cards (spec A §2)', () => {
  it('spec A §2: the store opens outside in a new tab; photo orders show the empty state', async () => {
    signInAs();
    mockHome(makeCadastro());
    await renderApp('/');
    const store = await screen.findByRole('link', { name: 'Ir para a Loja do Formando (abre em nova aba)' });
    expect(store.getAttribute('href')).toBe(DEFAULT_PRODUCER_SETTINGS.storeUrl);
    expect(store.getAttribute('target')).toBe('_blank');
    const orders = screen.getByRole('region', { name: 'Pedidos de fotos' });
    expect(await within(orders).findByText('Você ainda não fez pedidos de fotos.')).toBeTruthy();
    expect(within(orders).getByRole('link', { name: 'Ver os produtos de fotos' }).getAttribute('href')).toBe(
      '/produtos',
    );
    expect(within(orders).getByRole('link', { name: 'Minhas fotos' }).getAttribute('href')).toBe(
      '/minhas-fotos',
    );
  });

  it('spec A §2, §9: uploads link each type with its deadline; complementar only while its window is open', async () => {
    signInAs();
    mockHome(withDados({ FormData: '2026-12-12', FormLimiteEntrega: -60, FormLimiteComplementares: null }));
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Convites e Homenagens' });
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/uploads?tipo=individual',
      '/uploads?tipo=certificado',
    ]);
    expect(within(card).getByText(/(Envie até|Prazo encerrado em) 12\/10\/2026\./)).toBeTruthy();
    expect(within(card).getByText(/(Envie até|Prazo encerrado em) 26\/12\/2026\./)).toBeTruthy();
  });

  it('spec A §2: the complementar upload shows while FormLimiteComplementares is ahead', async () => {
    signInAs();
    mockHome(withDados({ FormLimiteComplementares: '2099-06-30' }));
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Convites e Homenagens' });
    const link = within(card).getByRole('link', { name: 'Fotos do quadro e do convite' });
    expect(link.getAttribute('href')).toBe('/uploads?tipo=complementar');
    expect(within(card).getByText('Envie até 30/06/2099.')).toBeTruthy();
  });

  it('spec A §2: help texts open per topic, with a print button where it helps', async () => {
    signInAs();
    mockHome(makeCadastro());
    await renderApp('/');
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajuda: Área Financeira' }));
    const dialog = await screen.findByRole('dialog', { name: 'Área Financeira' });
    expect(within(dialog).getByText(/60 dias antes da cerimônia/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Imprimir' })).toBeTruthy();
  });
});
