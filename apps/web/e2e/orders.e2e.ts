import { financeMessages, orderStageMessages, shopMessages } from '@portal/domain';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { FAKE_CEPS } from './fake-cep';
import { demo, describe, expect, test } from './fixtures';
import { addressForm, card, signIn, visibleText, waitForPath } from './pages';

// Decision 79: from a filled cart to a paid order the producer moves through its stages, and a paid order's
// photos downloaded as a zip.

const EVENT = 'Ensaio da turma na Redenção';
const PRODUCT = 'Álbum de luxo 20 páginas';

/** Signs the demo student in with a reviewed address in Porto Alegre (motoboy is offered there). */
async function signInReadyToPay(page: Page): Promise<void> {
  await page.goto('/signin');
  await signIn(page, demo.student.email, demo.student.password);
  await page.goto('/perfil');
  const form = addressForm(page);
  await form.submit.waitFor();
  const banner = page.getByText('Você tem dados faltando em seu cadastro', { exact: false });
  if ((await banner.count()) > 0) {
    await form.cep.fill(FAKE_CEPS.portoAlegre.cep.replace('-', ''));
    await form.cep.press('Tab');
    await expect.poll(() => form.city.inputValue(), { timeout: 10_000 }).toBe('Porto Alegre');
    await form.number.fill('100');
    await form.submit.click();
    await banner.first().waitFor({ state: 'detached' });
  }
}

/** Adds photo `n` of the demo event to the cart in `measure` (spec B §4.1). */
async function addPhoto(page: Page, n: number, measure: RegExp): Promise<void> {
  await page.goto('/');
  await card(page, 'Fotos e vídeos')
    .getByRole('link', { name: new RegExp(EVENT) })
    .click();
  await waitForPath(page, /^\/album\/\d+\/50\/1$/);
  const tour = page.getByRole('dialog', { name: 'Bem-vindo ao álbum' });
  // Each test is a fresh browser: the album's first-visit tour opens (spec B §2.8).
  await tour.waitFor();
  await page.keyboard.press('Escape');
  await tour.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `Foto ${n}`, exact: true }).click();
  const menu = page.getByRole('dialog', { name: `Foto ${n}` });
  await menu.getByRole('button', { name: measure }).click();
  await menu.getByRole('button', { name: 'Adicionar ao pedido' }).click();
  await visibleText(page, shopMessages.photoAdded).waitFor();
}

/** Nothing sticks out sideways (WCAG 1.4.10 on a 390 px phone at 200 %: a 195 px viewport). */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect({ where, overflow }).toEqual({ where, overflow: 0 });
}

/** The photo orders card, on screen. */
async function ordersCard(page: Page) {
  await page.goto('/');
  const region = card(page, 'Pedidos de fotos');
  await region.scrollIntoViewIfNeeded();
  return region;
}

/** The producer, in another browser context, advances order `id` one stage on the back-office. */
async function producerAdvances(browser: Browser, baseURL: string, id: number): Promise<void> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const admin = await context.newPage();
    await admin.goto('/signin');
    await signIn(admin, demo.admin.email, demo.admin.password);
    await admin.goto('/admin/pedidos');
    const column = admin.getByRole('region', { name: 'Aguardando processamento' });
    await column.getByRole('link', { name: `Pedido nº ${id}` }).click();
    await waitForPath(admin, `/admin/pedidos/${id}`);
    await admin.getByRole('button', { name: 'Iniciar processamento' }).click();
    // Confirmed in the app's dialog, which names the order and the new stage (decision 118).
    const confirm = admin.getByRole('dialog', { name: 'Iniciar processamento?' });
    await confirm.getByText(`O pedido nº ${id} de `, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Iniciar processamento' }).click();
    await admin.getByRole('button', { name: 'Marcar como pronto' }).waitFor();
    // Until the student's e-mail leaves, the stage can be undone.
    await admin.getByRole('button', { name: 'Desfazer' }).waitFor();
    await expectNoAxeViolations(admin, 'the back-office order');
    // The class's picking list: the order's print is still to produce.
    await admin.getByRole('link', { name: 'Lista de separação da turma' }).click();
    await admin.getByRole('heading', { name: /^Lista de separação · / }).waitFor();
    await admin
      .getByRole('cell', { name: String(id), exact: false })
      .first()
      .waitFor();
    await expectNoAxeViolations(admin, 'the picking list');
    await admin.goto('/admin/pedidos');
    await admin
      .getByRole('region', { name: 'Em processamento' })
      .getByRole('link', { name: `Pedido nº ${id}` })
      .waitFor();
    await expectNoAxeViolations(admin, 'the order board');
  } finally {
    await context.close();
  }
}

describe('delivery, checkout and orders (decision 79)', () => {
  test('decision 79: a print shipped by motoboy, paid by card in the sandbox, moved on by the producer; a paid order downloads as a zip', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInReadyToPay(page);

    // A print in the cart (spec B §4.1).
    await page.goto('/');
    await card(page, 'Fotos e vídeos')
      .getByRole('link', { name: new RegExp(EVENT) })
      .click();
    await waitForPath(page, /^\/album\/\d+\/50\/1$/);
    const tour = page.getByRole('dialog', { name: 'Bem-vindo ao álbum' });
    await tour.waitFor();
    await page.keyboard.press('Escape');
    await tour.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Foto 20', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Foto 20' });
    await menu.getByRole('button', { name: /^Impressa 15x21/ }).click();
    await menu.getByRole('button', { name: 'Adicionar ao pedido' }).click();
    await visibleText(page, shopMessages.photoAdded).waitFor();

    // The delivery (spec B §2.9, §4.3): the address first, then motoboy in Porto Alegre at 50.
    await page.goto('/cart');
    await page.getByRole('button', { name: shopMessages.deliveryButton }).click();
    const modal = page.getByRole('dialog', { name: shopMessages.deliveryButton });
    await modal.getByRole('button', { name: 'Confirmar endereço' }).click();
    await modal.getByRole('button', { name: /Motoboy.*R\$\s50,00/ }).waitFor();
    await expectNoAxeViolations(page, 'the delivery options');
    await modal.getByRole('button', { name: /Motoboy/ }).click();
    await page.getByRole('button', { name: 'Motoboy' }).waitFor();
    await page.getByRole('button', { name: /^Pagar R\$/ }).click();

    // /cartpay (spec B §2.10): select, confirm, the order placed and the card parcel's PAGAR AGORA.
    await waitForPath(page, '/cartpay');
    await expectNoAxeViolations(page, 'the payment page');
    await page.getByRole('button', { name: 'Cartão', exact: true }).click();
    await visibleText(page, shopMessages.youChose('Cartão')).waitFor();
    await page.getByRole('button', { name: 'Cartão', exact: true }).click();
    await visibleText(page, financeMessages.orderPlaced).waitFor();
    const placed = page.getByText(/^Pedido nº \d+$/);
    await placed.waitFor();
    const id = Number(/\d+/.exec((await placed.textContent()) ?? '')?.[0]);
    await page.getByRole('link', { name: 'PAGAR AGORA' }).click();
    await waitForPath(page, /^\/api\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await waitForPath(page, /^\/resumo\//);
    await visibleText(page, financeMessages.returnPaid).waitFor({ timeout: 30_000 });
    // The cart was emptied here and on the server.
    expect(await page.evaluate(() => localStorage.getItem('carrinho'))).toBeNull();

    // The order with its stage (spec A §2, §4).
    let orders = await ordersCard(page);
    const row = orders
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: new RegExp(`Pedido nº ${id}\\b`) }) });
    await row.getByText(/^Pago em /).waitFor({ timeout: 30_000 });
    await row.getByText(/^Aguardando processamento desde /).waitFor();
    await expectNoAxeViolations(page, 'the home with the orders');

    await producerAdvances(browser, baseURL, id);

    orders = await ordersCard(page);
    await orders
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: new RegExp(`Pedido nº ${id}\\b`) }) })
      .getByText(new RegExp(`^${orderStageMessages.processingSince} `))
      .waitFor();

    // A paid order's photos as one zip (spec A §5): the seeded digital order.
    const digital = orders.getByRole('button', { name: /Pedido nº \d+/ }).last();
    await digital.click();
    const detail = page.getByRole('dialog', { name: /^Pedido nº/ });
    const download = page.waitForEvent('download');
    await detail.getByRole('button', { name: 'Baixar as fotos (zip)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^pedido-\d+\.zip$/);
    await expectNoAxeViolations(page, 'the order detail');
  });
  test('decision 80, spec A §4: a fully discounted digital order is delivered at once and downloads as a zip', async ({
    page,
  }) => {
    await signInReadyToPay(page);
    await addPhoto(page, 21, /^Digital\s*R\$/);
    await page.goto('/cart');
    // Credits cover it: 'Finalizar' and no delivery (spec B §2.9).
    expect(await page.getByRole('button', { name: shopMessages.deliveryButton }).count()).toBe(0);
    await page.getByRole('button', { name: shopMessages.finishLabel, exact: true }).click();
    await waitForPath(page, '/cartpay');
    const credit = page.getByRole('button', { name: /Crédito/ });
    await credit.getByText(shopMessages.clickToContinue).waitFor();
    await credit.click();
    await credit.click();
    await visibleText(page, financeMessages.orderPlaced).waitFor();
    await waitForPath(page, '/');

    const orders = await ordersCard(page);
    const row = orders.getByRole('listitem').filter({ hasText: 'Crédito' }).first();
    await row.getByText(new RegExp(`^${orderStageMessages.deliveredOn} `)).waitFor();
    await row.getByRole('button', { name: /Pedido nº/ }).click();
    const detail = page.getByRole('dialog', { name: /^Pedido nº/ });
    const download = page.waitForEvent('download');
    await detail.getByRole('button', { name: 'Baixar as fotos (zip)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^pedido-\d+\.zip$/);
  });

  test('decision 81, spec B §4.3: a product limits delivery to pick-up; the screens reflow on a 390 px phone at 200 %', async ({
    page,
  }) => {
    await signInReadyToPay(page);
    await page.goto('/produtos');
    const productTour = page.getByRole('dialog', { name: 'Escolha um produto' });
    await productTour.waitFor();
    await page.keyboard.press('Escape');
    await productTour.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: PRODUCT }).hover();
    await page.getByRole('button', { name: `Adicionar ${PRODUCT} ao pedido` }).click();
    await page
      .getByRole('dialog', { name: PRODUCT })
      .getByRole('button', { name: 'Adicionar ao pedido' })
      .click();
    await visibleText(page, shopMessages.productAdded).waitFor();

    await page.setViewportSize({ width: 195, height: 422 });
    await page.goto('/cart');
    await page.getByRole('button', { name: shopMessages.dispenseComplementary }).click();
    await page.getByRole('button', { name: 'Dispensar', exact: true }).click();
    await page.getByRole('button', { name: shopMessages.deliveryButton }).click();
    const modal = page.getByRole('dialog', { name: shopMessages.deliveryButton });
    await modal.getByRole('button', { name: 'Confirmar endereço' }).click();
    const offers = modal.getByRole('list').getByRole('button');
    await offers.first().waitFor();
    expect(await offers.allTextContents()).toEqual([expect.stringContaining('Retirada na matriz')]);
    await expectNoSidewaysScroll(page, 'the delivery options');
    await offers.first().click();
    await page.getByRole('button', { name: 'Retirada na matriz' }).waitFor();
    await expectNoSidewaysScroll(page, 'the cart');
    await page.getByRole('button', { name: /^Pagar R\$/ }).click();
    await waitForPath(page, '/cartpay');
    await page.getByRole('button', { name: 'Boleto', exact: true }).waitFor();
    await expectNoSidewaysScroll(page, 'the payment page');
    await expectNoAxeViolations(page, 'the payment page on a phone');

    const orders = await ordersCard(page);
    await orders
      .getByRole('button', { name: /Pedido nº/ })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: /^Pedido nº/ })
      .getByText('Subtotal')
      .waitFor();
    await expectNoSidewaysScroll(page, 'the order detail');
    await page.keyboard.press('Escape');
    await page.goto('/minhas-fotos');
    await page.getByRole('button', { name: 'Baixar todas (zip)' }).waitFor();
    await page.getByText(/disponíveis para download até/).waitFor();
    await expectNoSidewaysScroll(page, 'Minhas fotos');
    await expectNoAxeViolations(page, 'Minhas fotos');
  });
});
