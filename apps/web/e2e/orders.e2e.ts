import { financeMessages, orderStageMessages, shopMessages } from '@portal/domain';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { FAKE_CEPS } from './fake-cep';
import { demo, describe, expect, test } from './fixtures';
import { addressForm, card, signIn, visibleText, waitForPath } from './pages';

// Issue 11: from a filled cart to a paid order the producer moves through its stages, and a paid order's
// photos downloaded as a zip.

const EVENT = 'Ensaio da turma na Redenção';

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
    await admin.getByRole('button', { name: 'Marcar como pronto' }).waitFor();
    await expectNoAxeViolations(admin, 'the back-office order');
  } finally {
    await context.close();
  }
}

describe('delivery, checkout and orders (issue 11)', () => {
  test('issue 11: a print shipped by motoboy, paid by card in the sandbox, moved on by the producer; a paid order downloads as a zip', async ({
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
});
