import { type AdminMeasure, type AdminProduct, shopApiMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, bodyOf, mockApi, renderApp, signInAs } from '../../../../test/render';
import { makeGraduation } from '../../../backoffice.fixtures';

const MEASURES: AdminMeasure[] = [
  {
    id: 1,
    formatura: null,
    slug: 'digital',
    nome: 'Digital',
    descricao: 'Arquivo',
    tipoMedida: 'digital',
    valor: 15,
    complementar: 0,
    complementares: [],
    ordem: 0,
    ativo: true,
  },
  {
    id: 2,
    formatura: null,
    slug: 'complementar',
    nome: 'Foto complementar',
    descricao: '',
    tipoMedida: 'digital',
    valor: 0,
    complementar: 0,
    complementares: ['quadro', 'convite'],
    ordem: 1,
    ativo: true,
  },
];
const PRODUCTS: AdminProduct[] = [
  {
    id: 7,
    formatura: null,
    nome: 'Quadro 30x40',
    descricao: 'Com moldura',
    valor: 189,
    complementar: 1,
    imagem: '/api/produtos/7/imagem/1700000000000',
    ordem: 0,
    ativo: true,
  },
];

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      String(input) === url && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );

describe("decision 68: the producer's shop", { timeout: 40_000 }, () => {
  it('decision 68: the measures are listed with price, complementary types and state; a new one is sent as the schema wants', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/valores-fotos': { body: MEASURES },
      'POST /api/admin/valores-fotos': (init) => ({
        status: 201,
        body: { ...MEASURES[0], ...JSON.parse(String(init.body)), id: 9 },
      }),
    });
    await renderApp('/admin/loja');
    const table = await screen.findByRole('table', { name: 'Medidas e preços' });
    await within(table).findByRole('button', { name: 'Editar Foto complementar' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('R$ 15,00')).toBeTruthy();
    expect(within(rows[2]!).getByText('0 · Quadro, Convite')).toBeTruthy();
    // Decision 116: the listing says what the student receives.
    expect(within(rows[1]!).getByText('Somente digital')).toBeTruthy();
    expect(screen.getAllByText('Catálogo').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Nova medida' }));
    const form = await screen.findByRole('form', { name: 'Medida' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Código/ }), '20X30');
    await userEvent.type(within(form).getByRole('textbox', { name: /Nome/ }), 'Ampliação 20x30');
    const price = within(form).getByRole('textbox', { name: /Valor/ });
    await userEvent.clear(price);
    await userEvent.type(price, '39,90');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Quadro/ }));
    // Decision 116: what the student receives is a required choice; nothing is sent without it.
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar medida' }));
    expect(await within(form).findByText('Escolha o que o formando recebe nesta medida.')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/admin/valores-fotos')).toHaveLength(0);
    const kinds = within(form).getByRole('radiogroup', { name: /O que o formando recebe/ });
    expect(
      within(kinds)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['digital', 'impressa', 'digital+impressa']);
    await userEvent.click(within(kinds).getByRole('radio', { name: 'Somente impressa' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar medida' }));

    expect(await screen.findByText('Medida salva.')).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'POST', '/api/admin/valores-fotos')[0])).toEqual({
      formatura: null,
      slug: '20x30',
      nome: 'Ampliação 20x30',
      descricao: '',
      tipoMedida: 'impressa',
      valor: 39.9,
      complementar: 0,
      complementares: ['quadro'],
      ordem: 2,
      ativo: true,
    });
  });

  it('decision 68: a negative price is refused before sending; the server’s refusal is shown in the form', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/valores-fotos': { body: MEASURES },
      'PUT /api/admin/valores-fotos/1': {
        status: 409,
        body: { error: shopApiMessages.measureSlugTaken, type: 'FOUND' },
      },
    });
    await renderApp('/admin/loja');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Digital' }));
    const form = await screen.findByRole('form', { name: 'Medida' });
    const price = within(form).getByRole('textbox', { name: /Valor/ });
    await userEvent.clear(price);
    await userEvent.type(price, '-5');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar medida' }));
    expect(await within(form).findByText('O valor não pode ser negativo.')).toBeTruthy();
    expect(calls(fetchMock, 'PUT', '/api/admin/valores-fotos/1')).toHaveLength(0);

    await userEvent.clear(price);
    await userEvent.type(price, '18');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar medida' }));
    expect(await within(form).findByText(shopApiMessages.measureSlugTaken)).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'PUT', '/api/admin/valores-fotos/1')[0])).toMatchObject({ valor: 18 });
  });

  it('decision 68: a product shows its image, is deactivated from its row, and its image is sent as a file', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/valores-fotos': { body: MEASURES },
      'GET /api/admin/produtos': { body: PRODUCTS },
      'PUT /api/admin/produtos/7': (init) => ({ body: { ...PRODUCTS[0], ...JSON.parse(String(init.body)) } }),
      'POST /api/admin/produtos/7/imagem': { body: PRODUCTS[0] },
    });
    await renderApp('/admin/loja');
    await userEvent.click(await screen.findByRole('tab', { name: 'Produtos' }));
    const table = await screen.findByRole('table', { name: 'Produtos' });
    await within(table).findByRole('button', { name: 'Editar Quadro 30x40' });
    expect(within(table).getByRole('img', { name: 'Quadro 30x40' }).getAttribute('src')).toBe(
      PRODUCTS[0]!.imagem,
    );
    expect(within(table).getByText('R$ 189,00')).toBeTruthy();

    await userEvent.click(within(table).getByRole('button', { name: 'Desativar Quadro 30x40' }));
    expect(await screen.findByText('Produto desativado.')).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'PUT', '/api/admin/produtos/7')[0])).toEqual({
      formatura: null,
      nome: 'Quadro 30x40',
      descricao: 'Com moldura',
      valor: 189,
      complementar: 1,
      ordem: 0,
      ativo: false,
    });

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'quadro.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Imagem do produto salva.')).toBeTruthy();
    const [, init] = calls(fetchMock, 'POST', '/api/admin/produtos/7/imagem')[0]!;
    const sent = (init as RequestInit).body as FormData;
    expect((sent.get('file') as File).name).toBe('quadro.jpg');
    expect((init as RequestInit & { headers: Record<string, string> }).headers.Authorization).toBe(
      'Bearer token-123',
    );
  });

  it("decision 68: in a class, a catalogue measure gets the class's own price as a new row of that class", async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/valores-fotos?formatura=5': {
        body: [MEASURES[0], MEASURES[1], { ...MEASURES[1], id: 4, formatura: 5, valor: 2 }],
      },
      'POST /api/admin/valores-fotos': (init) => ({
        status: 201,
        body: { ...MEASURES[0], ...JSON.parse(String(init.body)), id: 9 },
      }),
    });
    await renderApp('/admin/loja?formatura=5');
    expect(await screen.findByText('Substituída nesta turma')).toBeTruthy();
    // Only the catalogue row the class has not replaced offers it.
    expect(screen.getAllByRole('button', { name: /^Preço desta turma/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Preço desta turma para Digital' }));
    const form = await screen.findByRole('form', { name: 'Medida' });
    const price = within(form).getByRole('textbox', { name: /Valor/ });
    await userEvent.clear(price);
    await userEvent.type(price, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar medida' }));
    // Saved: the dialog closes.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Medida' })).toBeNull());
    expect(bodyOf(calls(fetchMock, 'POST', '/api/admin/valores-fotos')[0])).toMatchObject({
      formatura: 5,
      slug: 'digital',
      valor: 12,
    });
    expect(calls(fetchMock, 'PUT', '/api/admin/valores-fotos/1')).toHaveLength(0);
  });

  it("decision 68: with a graduation chosen, its rows are asked with ?formatura= and a new product is the class's", async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/valores-fotos?formatura=5': {
        body: [{ ...MEASURES[0], id: 3, formatura: 5, valor: 12 }],
      },
      'GET /api/admin/produtos?formatura=5': { body: [] },
      'POST /api/admin/produtos': (init) => ({
        status: 201,
        body: { ...PRODUCTS[0], ...JSON.parse(String(init.body)), id: 8, imagem: null },
      }),
    });
    await renderApp('/admin/loja?formatura=5');
    expect(await screen.findByText('Direito 2027 · UFRGS')).toBeTruthy();
    expect(await screen.findByText('Desta turma')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Produtos' }));
    expect(await screen.findByText('Nenhum produto cadastrado.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Novo produto' }));
    const form = await screen.findByRole('form', { name: 'Produto' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Nome/ }), 'Caneca');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar produto' }));
    expect(await screen.findByText('Produto salvo.')).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'POST', '/api/admin/produtos')[0])).toMatchObject({
      formatura: 5,
      nome: 'Caneca',
      valor: 0,
    });
  });
});
