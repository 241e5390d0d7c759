import { shopMessages } from '@portal/domain';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { demo, describe, expect, test } from './fixtures';
import { card, signIn, visibleText, waitForPath } from './pages';

// Decisions 71 and 72: a student's album, products and cart, and the same cart found on another device.

const EVENT = 'Ensaio da turma na Redenção';
const PRODUCT = 'Álbum de luxo 20 páginas';

/** The photo's menu (spec B §4.1), opened from its thumbnail. */
async function openPhoto(page: Page, n: number) {
  await page.getByRole('button', { name: `Foto ${n}`, exact: true }).click();
  const menu = page.getByRole('dialog', { name: `Foto ${n}` });
  await menu.waitFor();
  return menu;
}

/** The header's cart link, named by its badge (spec B §2.1). */
const cartBadge = (page: Page, units: number) =>
  page.getByRole('link', { name: `Carrinho, ${units === 1 ? '1 item' : `${units} itens`}` });

/** Closes the toasts on screen, so that axe-core measures the page under them. */
async function dismissToasts(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Fechar aviso' }).all()) {
    await close.click().catch(() => {});
  }
}

/** Waits for the next save of the open cart on the server (spec B §7: POST /cache) after `action`. */
async function savedOnServer(page: Page, action: () => Promise<void>) {
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/cache' && r.request().method() === 'POST',
  );
  await action();
  expect((await saved).status()).toBe(200);
}

describe('album, products and cart (decisions 71 and 72)', () => {
  test('decisions 71 and 72: a student pages through the album, fills the cart, dispenses, undoes and restores it on another device', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/signin');
    await signIn(page, demo.student.email, demo.student.password);
    await waitForPath(page, '/');

    // The home's image tour (spec A §2), on request.
    await page.getByRole('button', { name: 'Conheça o portal' }).click();
    const homeTour = page.getByRole('dialog', { name: 'Bem-vindo ao Portal do Formando' });
    await homeTour.waitFor();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('dialog', { name: 'Mural de avisos' }).waitFor();
    await expectNoAxeViolations(page, 'the home tour');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Mural de avisos' }).waitFor({ state: 'detached' });

    // The home's photo tile opens the event's album (spec A §2); the first visit opens the tour (spec B §2.8).
    await card(page, 'Fotos e vídeos')
      .getByRole('link', { name: new RegExp(EVENT) })
      .click();
    const albumUrl = await waitForPath(page, /^\/album\/\d+\/50\/1$/);
    const eventId = albumUrl.pathname.split('/')[2];
    const tour = page.getByRole('dialog', { name: 'Bem-vindo ao álbum' });
    await tour.waitFor();
    await visibleText(page, '1 de 5').waitFor();
    await page.waitForTimeout(500);
    await expectNoAxeViolations(page, 'the album tour');
    await page.keyboard.press('Escape');
    await tour.waitFor({ state: 'detached' });
    await expectNoAxeViolations(page, 'the album');
    // 'Ajuda' opens it again (spec B §2.8).
    await page.getByRole('button', { name: 'Ajuda' }).click();
    await tour.waitFor();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('dialog', { name: 'Páginas' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Páginas' }).waitFor({ state: 'detached' });

    // A smaller page size from the route: 36 photos in pages of 12 are three numbered tabs.
    await page.goto(`/album/${eventId}/12/1`);
    const tabs = page.getByRole('navigation', { name: 'Páginas do álbum' }).first();
    await tabs.waitFor();
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['1', '2', '3']);
    await tabs.getByRole('link', { name: 'Página 2' }).click();
    await waitForPath(page, `/album/${eventId}/12/2`);
    await page.getByRole('button', { name: 'Foto 13', exact: true }).waitFor();
    // The tour was seen: it stays closed now.
    expect(await page.getByRole('dialog', { name: 'Bem-vindo ao álbum' }).count()).toBe(0);

    // One photo in two measures (spec B §4.1).
    let menu = await openPhoto(page, 14);
    await expectNoAxeViolations(page, 'the photo menu');
    await menu.getByRole('button', { name: /^Impressa 15x21/ }).click();
    await menu.getByLabel('Quantidade').fill('2');
    await menu.getByRole('button', { name: 'Adicionar ao pedido' }).click();
    await visibleText(page, shopMessages.photoAdded).waitFor();
    await cartBadge(page, 2).waitFor();
    menu = await openPhoto(page, 14);
    await menu.getByRole('button', { name: /^Digital\s*R\$/ }).click();
    expect(await menu.getByLabel(/Quantidade/).inputValue()).toBe('1');
    await menu.getByRole('button', { name: 'Adicionar ao pedido' }).click();
    await cartBadge(page, 3).waitFor();

    // By keyboard: the photo opens with Enter, Escape closes the menu and focus is back on the photo. The
    // menu just closed hands focus back to Foto 14 on the next frame: wait for that, or it takes the focus
    // from Foto 13 and Enter opens Foto 14 again.
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const photo14 = page.getByRole('button', { name: 'Foto 14', exact: true });
    await expect.poll(() => photo14.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Foto 13', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Foto 13' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Foto 13' }).waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.querySelector('img')?.alt === 'Foto 13');

    // The same photo in the same measure again: the warning, back at the measures; Escape closes.
    menu = await openPhoto(page, 14);
    await menu.getByRole('button', { name: /^Impressa 15x21/ }).click();
    await menu.getByRole('button', { name: 'Adicionar ao pedido' }).click();
    await visibleText(page, shopMessages.duplicateItem).waitFor();
    await menu.getByRole('list', { name: 'Medidas' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await cartBadge(page, 3).waitFor();

    // A product (spec B §2.11): the first visit's tour, then the quantity menu.
    await page.goto('/produtos');
    const productTour = page.getByRole('dialog', { name: 'Escolha um produto' });
    await productTour.waitFor();
    await visibleText(page, '1 de 4').waitFor();
    await page.keyboard.press('Escape');
    await productTour.waitFor({ state: 'detached' });
    await dismissToasts(page);
    await expectNoAxeViolations(page, 'the products');
    await page.getByRole('heading', { name: PRODUCT }).hover();
    await page.getByRole('button', { name: `Adicionar ${PRODUCT} ao pedido` }).click();
    const quantity = page.getByRole('dialog', { name: PRODUCT });
    await quantity.getByRole('button', { name: 'Adicionar ao pedido' }).click();
    await visibleText(page, shopMessages.productAdded).waitFor();
    await cartBadge(page, 4).waitFor();

    // Two complementary photos for the product (spec B §4.1 items 2, 5, 7).
    await page.goto(`/album/${eventId}/12/2`);
    for (const n of [15, 16]) {
      menu = await openPhoto(page, n);
      await menu.getByRole('button', { name: /^Foto complementar/ }).click();
      await visibleText(page, /Fotos complementares podem ser escolhidas até/).waitFor();
      await menu.getByRole('radio', { name: /Foto COMPLEMENTAR para produto/ }).check();
      await menu.getByRole('button', { name: 'Escolher produto' }).click();
      await menu.getByRole('button', { name: new RegExp(PRODUCT) }).click();
      await menu.waitFor({ state: 'hidden' });
    }
    await visibleText(page, shopMessages.complementaryProductAdded).waitFor();

    // The cart (spec B §2.9): the complementary photos under the product, then dispensed.
    await cartBadge(page, 4).click();
    await waitForPath(page, '/cart');
    await visibleText(page, shopMessages.complementaryProgress(2, 20)).waitFor();
    expect(await page.getByRole('button', { name: /^Remover a foto complementar/ }).count()).toBe(2);
    await dismissToasts(page);
    await expectNoAxeViolations(page, 'the cart');
    // 'Como selecionar?' walks through the five steps (spec B §2.9).
    await page.getByRole('button', { name: shopMessages.howToSelect }).click();
    await page.getByRole('dialog', { name: 'Abra o álbum' }).waitFor();
    await visibleText(page, '1 de 5').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Abra o álbum' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: shopMessages.dispenseComplementary }).click();
    await page.getByRole('button', { name: 'Dispensar', exact: true }).click();
    await visibleText(page, shopMessages.complementaryProgress(2, 20)).waitFor({ state: 'detached' });

    // Remove a line and undo it (spec B §4.2); the cart is on the server once the undo is saved.
    await page.getByRole('button', { name: /^Remover Digital \(Ref\./ }).click();
    await visibleText(page, shopMessages.itemRemoved).waitFor();
    await cartBadge(page, 3).waitFor();
    await savedOnServer(page, () => page.getByRole('button', { name: shopMessages.undo }).click());
    await cartBadge(page, 4).waitFor();
    const pay = page.getByRole('button', { name: /^Pagar R\$/ });
    expect(await pay.getAttribute('title')).toBe(shopMessages.choosePaymentTitle);

    // Another device: an empty cart, restored from the server (spec B §4.2).
    const other = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const second = await other.newPage();
      await second.goto('/signin');
      await signIn(second, demo.student.email, demo.student.password);
      await second.goto('/cart');
      // The cart offers the order saved on the server at once (decision 130), not an empty cart.
      await second
        .getByText(/^Você tem um pedido aberto salvo no portal/)
        .first()
        .waitFor();
      await second.getByRole('button', { name: shopMessages.resumeOpenOrder }).click();
      await cartBadge(second, 4).waitFor();
      await second.getByRole('button', { name: /^Remover Digital \(Ref\./ }).waitFor();
      await second.getByRole('button', { name: /^Remover Impressa 15x21 \(Ref\./ }).waitFor();
      await second.getByRole('button', { name: new RegExp(`^Remover ${PRODUCT}`) }).waitFor();
      expect(await second.getByText(shopMessages.complementaryProgress(2, 20)).count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
