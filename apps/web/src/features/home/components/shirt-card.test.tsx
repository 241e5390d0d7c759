import { homeMessages, uploadMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, makeCadastro, renderApp, signInAs } from '../../../test/render';
import { mockHome } from '../home.fixtures';

function withShirt(AlMedida: number | null, FormLimiteCamisetas: string | null) {
  const cadastro = makeCadastro({ AlMedida });
  cadastro.AlFormDados.FormLimiteCamisetas = FormLimiteCamisetas;
  return cadastro;
}

const sizeSelect = async () =>
  (await screen.findByRole('combobox', { name: 'Medida da camiseta' })) as HTMLSelectElement;

describe('T-shirt card (spec A §2 card 4)', () => {
  it('spec A §4: shirt choice disabled after its deadline', async () => {
    signInAs();
    mockHome(withShirt(2, '2020-01-31'));
    await renderApp('/');
    const select = await sizeSelect();
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('2');
    expect(screen.getByText('O prazo para escolher a medida terminou em 31/01/2020.')).toBeTruthy();
  });

  it('spec A §3, §7: a size change is saved at once with the success toast', async () => {
    signInAs();
    // The server keeps the size: the registration asked again after the save answers the new one.
    const cadastro = withShirt(2, '2099-12-31');
    const fetchMock = mockHome(cadastro, {
      'GET /api/perfil/cadastro': () => ({ body: cadastro }),
      'POST /api/camiseta': (init) => {
        cadastro.AlMedida = JSON.parse(String(init.body)).AlMedida;
        return { body: { msg: 'Medida da camiseta definida: GG.', type: 'success' } };
      },
    });
    await renderApp('/');
    const select = await sizeSelect();
    expect(Array.from(select.options, (option) => option.text)).toEqual([
      'Escolha a medida',
      'P',
      'M',
      'G',
      'GG',
      'XG',
      'XXG',
    ]);
    expect(screen.getByText('Você pode escolher ou trocar a medida até 31/12/2099.')).toBeTruthy();
    await userEvent.selectOptions(select, 'GG');
    expect(await screen.findByText(uploadMessages.sizeSet)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/camiseta');
    expect(bodyOf(call)).toEqual({ AlMedida: 4 });
    expect(select.value).toBe('4');
  });

  it('spec A §8: a refused change shows the red text and keeps the size', async () => {
    signInAs();
    mockHome(withShirt(null, null), {
      'POST /api/camiseta': { status: 500, body: { error: 'x', type: 'UNEXPECTED' } },
    });
    await renderApp('/');
    const select = await sizeSelect();
    expect(select.value).toBe('');
    await userEvent.selectOptions(select, 'P');
    expect(await screen.findByText(homeMessages.sizeChangeFailed)).toBeTruthy();
    await waitFor(() => expect(select.value).toBe(''));
  });

  it('spec A §2: the shirt image enlarges and the size chart lists every size in cm', async () => {
    signInAs();
    mockHome(withShirt(2, null));
    await renderApp('/');
    // WCAG 2.5.3 (axe label-content-name-mismatch): the button's name holds the drawing's words, in order.
    const thumb = await screen.findByRole('button', { name: 'Ampliar a camiseta Formandos M' });
    expect(thumb.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(thumb);
    const image = await screen.findByRole('dialog', { name: 'Camiseta de formatura' });
    expect(within(image).getByRole('img', { name: 'Camiseta de formatura, medida M' })).toBeTruthy();
    await userEvent.click(within(image).getByRole('button', { name: 'Fechar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tabela de medidas' }));
    const chart = await screen.findByRole('dialog', { name: 'Tabela de medidas' });
    const table = within(chart).getByRole('table', { name: 'Medidas da peça, em centímetros' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'P507020',
      'M537221',
      'G567422',
      'GG597623',
      'XG627824',
      'XXG658025',
    ]);
  });
});

describe('decision 130: an open tab learns the deadlines the producer moved', () => {
  it('decision 130: the registration is asked again when the tab comes back into view', async () => {
    signInAs();
    let deadline = '2099-12-31';
    const fetchMock = mockHome(withShirt(2, deadline), {
      'GET /api/perfil/cadastro': () => ({ body: withShirt(2, deadline) }),
    });
    await renderApp('/');
    expect((await sizeSelect()).disabled).toBe(false);
    deadline = '2020-01-31';
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(await screen.findByText('O prazo para escolher a medida terminou em 31/01/2020.')).toBeTruthy();
    expect((await sizeSelect()).disabled).toBe(true);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/perfil/cadastro').length).toBeGreaterThan(1);
  });

  it('decision 130: a refusal that cites a deadline asks the registration again', async () => {
    signInAs();
    let deadline = '2099-12-31';
    mockHome(withShirt(2, deadline), {
      'GET /api/perfil/cadastro': () => ({ body: withShirt(2, deadline) }),
      'POST /api/camiseta': () => {
        deadline = '2020-01-31';
        return { status: 403, body: { error: 'O prazo terminou.', type: 'DEADLINE' } };
      },
    });
    await renderApp('/');
    await userEvent.selectOptions(await sizeSelect(), 'GG');
    expect(await screen.findByText('O prazo para escolher a medida terminou em 31/01/2020.')).toBeTruthy();
  });
});
