import { addressMessages as m } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The texts an input's aria-describedby points at. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();
}

const save = () => userEvent.click(screen.getByRole('button', { name: m.saveButton }));

const noAddress = {
  AlCEP: null,
  AlEndereco: null,
  AlNumero: null,
  AlComp: null,
  AlBairro: null,
  AlCidade: null,
  AlUF: null,
  AlRevEndereco: null,
};

const SE = { cep: '01001000', logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' };

async function openProfile(overrides: Parameters<typeof makeCadastro>[0] = {}, handlers = {}) {
  signInAs();
  const fetchMock = mockApi({ 'GET /api/perfil/cadastro': { body: makeCadastro(overrides) }, ...handlers });
  const app = await renderApp('/perfil');
  await screen.findByRole('heading', { name: 'Seu endereço' });
  return { ...app, fetchMock };
}

describe('/perfil', () => {
  it('spec B §2.12: two sections, the address form prefilled from the registration and the policy with the terms', async () => {
    await openProfile();
    expect(field('CEP').value).toBe('90010-000');
    expect(field('Endereço').value).toBe('Rua dos Andradas');
    expect(field('Número').value).toBe('1000');
    expect(field('Complemento').value).toBe('');
    expect(field('Bairro').value).toBe('Centro Histórico');
    expect(field('Cidade').value).toBe('Porto Alegre');
    expect(field('UF').value).toBe('RS');
    expect(screen.getByRole('button', { name: m.saveButton })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Política de privacidade' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Termos de adesão' })).toBeTruthy();
    expect(screen.queryByText(m.gateBanner)).toBeNull();
  });

  it.each([
    ['CEP', '', m.cepRequired],
    ['CEP', '900100001', m.cepMax],
    ['CEP', '9001000', m.cepInvalid],
    ['Endereço', '   ', m.streetRequired],
    ['Número', '', m.numberRequired],
    ['Complemento', 'a'.repeat(15), m.complementMax],
    ['Bairro', '', m.districtRequired],
    ['Cidade', '', m.cityRequired],
  ])('spec B §5.4: %s = %j shows %j under the field', async (label, value, message) => {
    const { fetchMock } = await openProfile();
    await userEvent.clear(field(label));
    if (value) await userEvent.type(field(label), value);
    await save();
    await screen.findByText(message);
    expect(descriptionOf(field(label))).toContain(message);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/revendereco')).toBe(false);
  });

  it("spec B §5.4: UF left empty shows 'Você precisa preencher o estado.'", async () => {
    await openProfile();
    await userEvent.selectOptions(field('UF'), '');
    await save();
    await screen.findByText(m.ufRequired);
    expect(descriptionOf(field('UF'))).toBe(m.ufRequired);
  });

  it.each([
    ['RGS', m.ufMax],
    ['XX', m.ufInvalid],
  ])('spec B §5.4: a stored UF %j stays visible and is refused with %j', async (uf, message) => {
    await openProfile({ AlUF: uf });
    expect(field('UF').value).toBe(uf);
    await save();
    await screen.findByText(message);
    expect(descriptionOf(field('UF'))).toBe(message);
  });

  it('spec B §5.4: leaving the CEP field looks the address up, fills the fields and moves on to Número', async () => {
    signInAs();
    const api = mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro(noAddress) },
      'GET /api/cep/01001000': { body: SE },
    });
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/cep/')) await held;
      return api(input, init);
    });
    await renderApp('/perfil');
    await userEvent.type(await screen.findByLabelText('CEP'), '01001000');
    expect(field('CEP').value).toBe('01001-000');
    await userEvent.tab();
    expect(await screen.findByText('Buscando endereço…')).toBeTruthy();
    answer();
    await waitFor(() => expect(field('Endereço').value).toBe('Praça da Sé'));
    expect(field('Bairro').value).toBe('Sé');
    expect(field('Cidade').value).toBe('São Paulo');
    expect(field('UF').value).toBe('SP');
    await waitFor(() => expect(document.activeElement).toBe(field('Número')));
    expect(screen.queryByText('Buscando endereço…')).toBeNull();
  });

  it('spec B §5.4: a lookup answer without a street fills only what it has', async () => {
    await openProfile(noAddress, {
      'GET /api/cep/95670000': { body: { ...SE, cep: '95670000', logradouro: '', bairro: '' } },
    });
    await userEvent.type(field('Endereço'), 'Rua Coberta');
    await userEvent.type(field('CEP'), '95670000');
    await userEvent.tab();
    await waitFor(() => expect(field('Cidade').value).toBe('São Paulo'));
    expect(field('Endereço').value).toBe('Rua Coberta');
    expect(field('Bairro').value).toBe('');
  });

  it('spec B §5.4: tabbing through the saved CEP does not overwrite the saved address', async () => {
    const { fetchMock } = await openProfile();
    await userEvent.click(field('CEP'));
    await userEvent.tab();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/cep/'))).toBe(false);
    expect(field('Endereço').value).toBe('Rua dos Andradas');
  });

  it.each([
    ['not found (404)', { status: 404, body: { error: m.cepNotFound, type: 'NOT_FOUND' } }, m.cepNotFound],
    [
      'unavailable (503)',
      { status: 503, body: { error: m.cepUnavailable, type: 'UNEXPECTED' } },
      m.cepUnavailable,
    ],
  ])('spec B §5.4: a lookup %s says so under the CEP and the form stays usable', async (_, reply, text) => {
    const { fetchMock } = await openProfile(noAddress, {
      'GET /api/cep/90010000': reply,
      'POST /api/revendereco': { body: { msg: m.saved, type: 'success' } },
    });
    await userEvent.type(field('CEP'), '90010000');
    await userEvent.tab();
    await screen.findByText(text);
    expect(descriptionOf(field('CEP'))).toBe(text);
    await userEvent.type(field('Endereço'), 'rua dos andradas');
    await userEvent.type(field('Número'), '1000');
    await userEvent.type(field('Bairro'), 'centro histórico');
    await userEvent.type(field('Cidade'), 'porto alegre');
    await userEvent.selectOptions(field('UF'), 'RS');
    await save();
    expect(await screen.findByText(m.saved)).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls.find(([url]) => url === '/api/revendereco'))).toMatchObject({
      AlCEP: '90010-000',
      AlEndereco: 'rua dos andradas',
      AlUF: 'RS',
    });
  });

  it('spec B §5.4: a lookup that cannot reach the server says the lookup is unavailable', async () => {
    await openProfile(noAddress);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.type(field('CEP'), '90010000');
    await userEvent.tab();
    await screen.findByText(m.cepUnavailable);
    expect(field('Endereço').disabled).toBe(false);
  });

  it('spec A §4, spec B §5.4: the gate banner leads /perfil while the address was never reviewed', async () => {
    await openProfile({ AlRevEndereco: null });
    expect(screen.getByText(m.gateBanner)).toBeTruthy();
  });

  it('spec A §4: a legacy review date that is no date counts as never reviewed', async () => {
    await openProfile({ AlRevEndereco: '0000-00-00' });
    expect(screen.getByText(m.gateBanner)).toBeTruthy();
  });

  it('spec B §5.4: saving sends the address, shows the answer, refreshes the registration and removes the banner', async () => {
    signInAs();
    let saved = false;
    const fetchMock = mockApi({
      'GET /api/perfil/cadastro': () => ({
        body: makeCadastro(saved ? { AlRevEndereco: '2026-03-02' } : { AlRevEndereco: null }),
      }),
      'POST /api/revendereco': () => {
        saved = true;
        return { body: { msg: m.saved, type: 'success' } };
      },
    });
    await renderApp('/perfil');
    await screen.findByText(m.gateBanner);
    await userEvent.type(field('Complemento'), 'ap 301');
    await save();
    expect(await screen.findByText(m.saved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(m.gateBanner)).toBeNull());
    expect(bodyOf(fetchMock.mock.calls.find(([url]) => url === '/api/revendereco'))).toEqual({
      AlCEP: '90010-000',
      AlEndereco: 'Rua dos Andradas',
      AlNumero: '1000',
      AlComp: 'ap 301',
      AlBairro: 'Centro Histórico',
      AlCidade: 'Porto Alegre',
      AlUF: 'RS',
    });
    // The complement shows as saved (title case); the registration is fetched again, session copy included.
    await waitFor(() => expect(field('Complemento').value).toBe('Ap 301'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/perfil/cadastro')).toHaveLength(2),
    );
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('cadastro') ?? '{}').AlRevEndereco).toBe('2026-03-02'),
    );
  });

  it('spec B §5.4: a refused save shows the answer in an alert', async () => {
    await openProfile(
      {},
      { 'POST /api/revendereco': { status: 400, body: { error: m.streetRequired, type: 'INVALID' } } },
    );
    await save();
    expect((await screen.findByRole('alert')).textContent).toContain(m.streetRequired);
  });

  it('spec B §6, decision: a guest sees the address as text, no form and no gate banner', async () => {
    await openProfile({ AlConvidado: true, AlRevEndereco: null });
    expect(screen.getByText(/Como convidado/)).toBeTruthy();
    expect(screen.getByText(/Rua dos Andradas/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.saveButton })).toBeNull();
    expect(screen.queryByText(m.gateBanner)).toBeNull();
  });

  it('spec B §2.13: /policy holds the LGPD rights and the contract terms of spec A §1', async () => {
    await renderApp('/policy');
    await screen.findByRole('heading', { name: 'Política de privacidade e termos de adesão', level: 1 });
    const text = document.querySelector('.policy')?.textContent ?? '';
    for (const fragment of [
      'Lei 13.709/2018',
      'portabilidade',
      'Encarregado pelo tratamento de dados (DPO)',
      'até 60 dias antes da cerimônia',
      'ao menos 50% do contrato',
      'em até 7 dias da assinatura',
      '60 dias úteis',
      'por 120 dias depois da cerimônia',
      'nenhum valor for pago em até 30 dias',
      'clipe de homenagem: até 90 dias',
      'Músicas: até 60 dias',
      'em até 4 parcelas',
      'até 3 minutos',
      'grupo mínimo de 30 formandos',
      'menos de 15 formandos compartilham um paraninfo',
      'R$ 200,00',
    ]) {
      expect(text).toContain(fragment);
    }
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
  });
});
