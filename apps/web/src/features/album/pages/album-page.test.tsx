import { addDays, emptyCart, homeMessages, shopMessages, todayInSaoPaulo } from '@portal/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, toast } from '../../../components/toast';
import { readCart, writeCart } from '../../../lib/cart';
import { bodyOf, makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';
import { MEASURES_WIRE, productLine, storeCart } from '../../../test/shop.fixtures';

const photos = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    caminho: `/api/midia/t/${from + i}.webp?sig=x`,
    previa: `/api/midia/p/${from + i}.webp?sig=x`,
    ignorarCreditos: false,
    largura: 400,
    altura: 300,
  }));

type Cadastro = ReturnType<typeof makeCadastro>;
const formDados = (over: Partial<Cadastro['AlFormDados']>) => ({ ...makeCadastro().AlFormDados, ...over });

function api(
  cadastro: Cadastro = makeCadastro(),
  extra: Record<string, Parameters<typeof mockApi>[0][string]> = {},
) {
  return mockApi({
    'GET /api/perfil/cadastro': { body: cadastro },
    'GET /api/eventos/album/9': ({ url }) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('pagina'));
      return { body: photos((page - 1) * 50 + 1, page === 3 ? 20 : 50), headers: { 'X-Total-Count': '120' } };
    },
    'GET /api/perfil/valores-fotos': { body: MEASURES_WIRE },
    'GET /api/complementar': { body: [] },
    'POST /api/cache': { status: 204 },
    ...extra,
  });
}

async function openPhoto(n: number) {
  await userEvent.click(await screen.findByRole('button', { name: `Foto ${n}` }));
  return screen.findByRole('dialog', { name: `Foto ${n}` });
}

beforeEach(() => {
  // The first-visit tour is the journey's; here the flag says it was seen.
  localStorage.setItem('tour-album', 'x');
});
afterEach(() => writeCart(emptyCart(), { save: false }));

describe('album (spec B §2.8)', () => {
  it('spec B §2.8: pages = ⌈total ÷ page size⌉ as numbered tabs; a tab changes the route', async () => {
    signInAs();
    api();
    const { router } = await renderApp('/album/9/50/1');
    const tabs = (await screen.findAllByRole('navigation', { name: 'Páginas do álbum' }))[0]!;
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(tabs).getByRole('link', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(tabs).getByRole('link', { name: 'Página 3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/album/9/50/3'));
    expect(await screen.findByRole('button', { name: 'Foto 120' })).toBeTruthy();
  });

  it('spec B §2.8: while the next page loads, the page on screen keeps its own numbers and cannot be ordered from', async () => {
    signInAs();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api(makeCadastro(), {
      'GET /api/eventos/album/9': async ({ url }) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('pagina'));
        if (page === 2) await held;
        return { body: photos((page - 1) * 50 + 1, 50), headers: { 'X-Total-Count': '120' } };
      },
    });
    await renderApp('/album/9/50/1');
    const tabs = (await screen.findAllByRole('navigation', { name: 'Páginas do álbum' }))[0]!;
    await userEvent.click(within(tabs).getByRole('link', { name: 'Página 2' }));
    // Page 1's photos, still named as page 1's, are only looked at until page 2 arrives.
    await waitFor(() => expect(screen.getByRole('list', { busy: true })).toBeTruthy());
    expect(screen.getByRole('img', { name: 'Foto 2' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Foto 52' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Foto 2' })).toBeNull();
    release();
    expect(await screen.findByRole('button', { name: 'Foto 52' })).toBeTruthy();
    expect(screen.queryByRole('list', { busy: true })).toBeNull();
  });

  it("spec B §2.8: thumbnails load lazily with their size reserved, but for a phone's first screen (decision 157)", async () => {
    signInAs();
    api();
    await renderApp('/album/9/50/1');
    const img = async (n: number) =>
      within(await screen.findByRole('button', { name: `Foto ${n}` })).getByRole('img');
    const [first, third] = [await img(1), await img(3)];
    expect(first.getAttribute('loading')).toBeNull();
    expect(third.getAttribute('loading')).toBe('lazy');
    for (const thumb of [first, third])
      expect([thumb.getAttribute('width'), thumb.getAttribute('height')]).toEqual(['400', '300']);
  });

  it('spec B §2.8, §8: Print Screen is answered with the copyright alert; right-click on a photo is blocked', async () => {
    signInAs();
    api();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await renderApp('/album/9/50/1');
    const img = within(await screen.findByRole('button', { name: 'Foto 1' })).getByRole('img');
    fireEvent.keyUp(window, { key: 'PrintScreen' });
    expect(alert).toHaveBeenCalledWith(shopMessages.copyrightAlert);
    expect(fireEvent.contextMenu(img)).toBe(false);
  });

  it('spec B §4.1, §4.2: measure → quantity → add: "Item adicionado." with "Ver carrinho?"', async () => {
    signInAs();
    api();
    await renderApp('/album/9/50/1');
    const menu = await openPhoto(2);
    await userEvent.click(within(menu).getByRole('button', { name: /Impressa 15x21/ }));
    const qt = within(menu).getByLabelText('Quantidade');
    await userEvent.clear(qt);
    await userEvent.type(qt, '3');
    await userEvent.click(within(menu).getByRole('button', { name: 'Adicionar ao pedido' }));
    expect(await screen.findByText(shopMessages.photoAdded)).toBeTruthy();
    expect(screen.getByRole('link', { name: shopMessages.viewCart }).getAttribute('href')).toBe('/cart');
    expect(readCart().items).toMatchObject([{ id: 2, evento: 9, slug: '15x21', qt: 3, valor: 2500 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('spec B §4.1 item 4: the same photo in the same measure warns and goes back to the measures', async () => {
    signInAs();
    api();
    await renderApp('/album/9/50/1');
    for (const _ of [1, 2]) {
      const menu = await openPhoto(1);
      await userEvent.click(within(menu).getByRole('button', { name: /Impressa 15x21/ }));
      await userEvent.click(within(menu).getByRole('button', { name: 'Adicionar ao pedido' }));
    }
    expect(await screen.findByText(shopMessages.duplicateItem)).toBeTruthy();
    const menu = screen.getByRole('dialog', { name: 'Foto 1' });
    expect(within(menu).getByRole('list', { name: 'Medidas' })).toBeTruthy();
    expect(readCart().items).toHaveLength(1);
  });

  it('spec B §4.1: back returns to the measures, cancel and Escape close the menu', async () => {
    signInAs();
    api();
    await renderApp('/album/9/50/1');
    let menu = await openPhoto(1);
    await userEvent.click(within(menu).getByRole('button', { name: /Impressa 15x21/ }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Voltar às medidas' }));
    expect(within(menu).getByRole('list', { name: 'Medidas' })).toBeTruthy();
    await userEvent.click(within(menu).getByRole('button', { name: /Impressa 15x21/ }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    menu = await openPhoto(1);
    within(menu).getByRole('button', { name: 'Fechar' }).focus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Keyboard users are back on the photo that opened the menu.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Foto 1' })));
  });

  it('spec B §4.1 item 3: a digital photo is always one unit', async () => {
    signInAs();
    api();
    await renderApp('/album/9/50/1');
    const menu = await openPhoto(1);
    await userEvent.click(within(menu).getByRole('button', { name: /^Digital\s*R\$/ }));
    const qt = within(menu).getByLabelText(/Quantidade/) as HTMLInputElement;
    expect(qt.readOnly).toBe(true);
    expect(qt.value).toBe('1');
  });

  it('spec B §5.3: digital is hidden when every digital photo is free and credits apply', async () => {
    signInAs();
    api(makeCadastro({ AlFormDados: formDados({ FormTodas: 1 }) }));
    await renderApp('/album/9/50/1');
    const menu = await openPhoto(1);
    expect(within(menu).queryByRole('button', { name: /^Digital\s*R\$/ })).toBeNull();
    expect(within(menu).getByRole('button', { name: /Impressa 15x21/ })).toBeTruthy();
  });

  it('spec B §5.3: credits per measure, less what the cart holds (15x21 counts printed credits when FormDownImpressas is 0)', async () => {
    signInAs();
    api(makeCadastro({ AlCredFtDigital: 2, AlCredFtImpressa: 1 }));
    await renderApp('/album/9/50/1');
    let menu = await openPhoto(1);
    expect(within(menu).getByRole('button', { name: /^Digital\s*R\$.*2 créditos disponíveis/ })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: /Impressa 15x21.*1 crédito disponível/ })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: /Digital \+ impressa/ }).textContent).not.toMatch(
      /crédito/,
    );
    await userEvent.click(within(menu).getByRole('button', { name: /^Digital\s*R\$/ }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Adicionar ao pedido' }));
    menu = await openPhoto(2);
    expect(within(menu).getByRole('button', { name: /^Digital\s*R\$.*1 crédito disponível/ })).toBeTruthy();
  });

  it('spec B §4.1 item 7: the complementary measure is hidden once its window has closed', async () => {
    signInAs();
    const today = todayInSaoPaulo(new Date());
    api(makeCadastro({ AlFormDados: formDados({ FormLimiteComplementares: addDays(today, -1) }) }));
    await renderApp('/album/9/50/1');
    const menu = await openPhoto(1);
    expect(within(menu).queryByRole('button', { name: /Complementar/ })).toBeNull();
  });

  it('spec B §4.1 items 2, 5, 7: a complementary photo for a product, then refused twice for the same photo', async () => {
    signInAs();
    const today = todayInSaoPaulo(new Date());
    storeCart([productLine(7, 2)]);
    api(makeCadastro({ AlFormDados: formDados({ FormLimiteComplementares: today }) }));
    await renderApp('/album/9/50/1');
    for (const _ of [1, 2]) {
      const menu = await openPhoto(4);
      await userEvent.click(within(menu).getByRole('button', { name: /Complementar/ }));
      expect(await screen.findByText(/Fotos complementares podem ser escolhidas até/)).toBeTruthy();
      await userEvent.click(within(menu).getByRole('radio', { name: /Foto COMPLEMENTAR para produto/ }));
      await userEvent.click(within(menu).getByRole('button', { name: 'Escolher produto' }));
      await userEvent.click(within(menu).getByRole('button', { name: /Quadro 7/ }));
    }
    expect(await screen.findByText(shopMessages.complementaryProductAdded)).toBeTruthy();
    expect(await screen.findByText(shopMessages.duplicateComplementary)).toBeTruthy();
    expect(readCart().items[0]?.detalhes.complementares).toMatchObject([{ id: 4, evento: 9 }]);
  });

  it('spec B §4.1 item 6: an earlier frame photo is kept or replaced; replacing saves with POST /complementar', async () => {
    signInAs();
    const today = todayInSaoPaulo(new Date());
    const fetchMock = api(makeCadastro({ AlFormDados: formDados({ FormLimiteComplementares: today }) }), {
      'GET /api/complementar': {
        body: [{ tipo: 'quadro', content: [{ caminho: '/outra.jpg', id: 80, evento: 9 }] }],
      },
      // The saved choice, as the contract's complementaryChoiceSchema answers it (the web parses it).
      'POST /api/complementar': {
        body: { tipo: 'quadro', content: [{ caminho: photos(5, 1)[0]!.caminho, id: 5, evento: 9 }] },
      },
    });
    await renderApp('/album/9/50/1');
    const menu = await openPhoto(5);
    await userEvent.click(within(menu).getByRole('button', { name: /Complementar/ }));
    await userEvent.click(within(menu).getByRole('radio', { name: /escolha livre/ }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Confirmar' }));
    expect(await within(menu).findByText(/Deseja manter a escolha anterior/)).toBeTruthy();
    await userEvent.click(within(menu).getByRole('button', { name: 'Substituir por esta' }));
    expect(await screen.findByText(shopMessages.complementarySelected)).toBeTruthy();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/complementar' && init?.method === 'POST',
    );
    expect(bodyOf(post)).toEqual({
      tipo: 'quadro',
      content: [{ caminho: photos(5, 1)[0]!.caminho, id: 5, evento: 9 }],
    });
  });

  it('spec B §6: a guest sees the photos but cannot open the order menu', async () => {
    signInAs();
    api(makeCadastro({ AlConvidado: true }));
    await renderApp('/album/9/50/1');
    expect(await screen.findByRole('img', { name: 'Foto 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Foto 1' })).toBeNull();
  });

  it('spec B §2.8, §8: with every digital photo free, a photo downloads singly: "Sua foto está sendo baixada."', async () => {
    signInAs();
    const fetchMock = api(makeCadastro({ AlFormDados: formDados({ FormTodas: 1 }) }), {
      'POST /api/singledown': { body: {} },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:foto');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await renderApp('/album/9/50/1');
    const menu = await openPhoto(3);
    await userEvent.click(within(menu).getByRole('button', { name: 'Baixar esta foto' }));
    expect(await screen.findByText(shopMessages.photoDownloading)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/singledown');
    expect(bodyOf(post)).toEqual({ id: 3, evento: 9, caminho: photos(3, 1)[0]!.caminho });
  });

  it('spec B §8: a refused single download shows "Não foi possível baixar esta foto."; none is offered otherwise', async () => {
    signInAs();
    api(makeCadastro({ AlFormDados: formDados({ FormTodas: 1 }) }), {
      'POST /api/singledown': { status: 403, body: { error: 'Não', type: 'FORBIDDEN' } },
    });
    await renderApp('/album/9/50/1');
    const menu = await openPhoto(3);
    await userEvent.click(within(menu).getByRole('button', { name: 'Baixar esta foto' }));
    expect(await screen.findByText(shopMessages.photoDownloadFailed)).toBeTruthy();
  });

  it('spec B §2.8: no single download while the digital photos are sold', async () => {
    signInAs();
    api();
    await renderApp('/album/9/50/1');
    const menu = await openPhoto(3);
    expect(within(menu).queryByRole('button', { name: 'Baixar esta foto' })).toBeNull();
  });
});

describe('decision 130: a blocked album says why', () => {
  it.each([
    ['no contract', homeMessages.eventsNoContract],
    ['the minimum not paid', homeMessages.eventsMinimumPaid(50)],
  ])(
    "spec A §5: a typed album address with %s shows the API's reason, not an empty album",
    async (_, reason) => {
      signInAs();
      api(makeCadastro(), {
        'GET /api/eventos/album/9': { status: 403, body: { error: reason, type: 'FORBIDDEN' } },
      });
      await renderApp('/album/9/50/1');
      expect(await screen.findByText(reason)).toBeTruthy();
      expect(screen.queryByText('Nenhuma foto neste álbum.')).toBeNull();
    },
  );
});

describe("decision 134: the album is titled with its event's name and date", () => {
  it('shows the name and date the class list gives the event', async () => {
    signInAs();
    api(makeCadastro(), {
      'GET /api/perfil/fotos': {
        body: [
          {
            evid: 9,
            evnome: 'Baile de gala',
            evcaminho: null,
            evdata: '2026-03-14',
            evtpmidia: 0,
            evlnkmidia: null,
          },
        ],
      },
    });
    await renderApp('/album/9/50/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baile de gala · 14/03/2026' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Baile de gala · 14/03/2026'));
  });
});

describe("decision 134: the album's toasts stay in the album", () => {
  it('"Item adicionado." closes when the student goes to the cart; a toast of the portal stays', async () => {
    signInAs();
    api();
    const { router } = await renderApp('/album/9/50/1');
    const menu = await openPhoto(2);
    await userEvent.click(within(menu).getByRole('button', { name: /Impressa 15x21/ }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Adicionar ao pedido' }));
    expect(await screen.findByText(shopMessages.photoAdded)).toBeTruthy();
    act(() => {
      toast({ kind: 'warning', message: 'Aviso do portal' });
    });
    await act(() => router.navigate('/cart'));
    await waitFor(() => expect(screen.queryByText(shopMessages.photoAdded)).toBeNull());
    expect(screen.getByText('Aviso do portal')).toBeTruthy();
    act(() => dismissAllToasts());
  });
});
