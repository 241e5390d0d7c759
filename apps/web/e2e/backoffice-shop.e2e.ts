import { shopMessages } from '@portal/domain';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe';
import { demo, describe, expect, test } from './fixtures';
import { card, signIn, visibleText, waitForPath } from './pages';

// Decision 68, the producer's side of the shop: a product created in the back-office, with its picture, is
// on sale to the students; deactivated, it is not.

describe("the producer's shop (decision 68)", () => {
  test('decision 68: the producer creates a product with a picture in Loja, a student sees it in Produtos, and it leaves the list once deactivated', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Caneca térmica ${Date.now().toString(36)}`;
    await page.goto('/signin');
    await signIn(page, demo.admin.email, demo.admin.password);
    await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Loja' }).click();
    await waitForPath(page, '/admin/loja');
    // The demo catalogue: the spec's measures (spec B §3).
    const measures = page.getByRole('table', { name: 'Medidas e preços' });
    await measures.getByRole('cell', { name: 'dig+imp', exact: true }).waitFor();
    // What each size gives the student (decision 116).
    const digPrint = measures.getByRole('row').filter({ hasText: 'dig+imp' });
    await digPrint.getByRole('cell', { name: 'Digital + impressa', exact: true }).waitFor();
    await expectNoAxeViolations(page, 'the shop back-office');

    await page.getByRole('tab', { name: 'Produtos' }).click();
    await page.getByRole('button', { name: 'Novo produto' }).click();
    const form = page.getByRole('dialog', { name: 'Novo produto' });
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel('Valor (R$)').fill('49,90');
    await form.getByLabel('Fotos complementares').fill('1');
    await form.getByRole('button', { name: 'Salvar produto' }).click();
    await form.waitFor({ state: 'hidden' });

    const products = page.getByRole('table', { name: 'Produtos' });
    const row = products.getByRole('row').filter({ hasText: name });
    await row.getByText('R$ 49,90').waitFor();
    const picture = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1d4e89' } })
      .jpeg()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await row.getByRole('button', { name: `Enviar imagem de ${name}` }).click();
    await (await chooser).setFiles({ name: 'caneca.jpg', mimeType: 'image/jpeg', buffer: picture });
    await visibleText(page, 'Imagem do produto salva.').waitFor();
    const image = row.getByRole('img', { name });
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);

    // A student sees it, picture loaded, at the producer's price (spec B §2.11).
    const student = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const studentPage = await student.newPage();
    await studentPage.goto('/signin');
    await signIn(studentPage, demo.student.email, demo.student.password);
    await studentPage.addInitScript(() => localStorage.setItem('tour-produto', '1'));
    await studentPage.goto('/produtos');
    const card = studentPage.locator('article').filter({ has: studentPage.getByRole('heading', { name }) });
    await card.waitFor();
    await card.getByText('R$ 49,90').waitFor();
    const shown = card.locator('img');
    await shown.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(800);

    // Deactivated in the back-office, it is no longer on sale.
    await row.getByRole('button', { name: `Desativar ${name}` }).click();
    await visibleText(page, 'Produto desativado.').waitFor();
    await studentPage.reload();
    await studentPage.getByRole('heading', { name: 'Quadro de formatura 30x40' }).waitFor();
    expect(await studentPage.getByRole('heading', { name }).count()).toBe(0);
    await student.close();
  });

  test("decision 116: a printed '20x30' created in Loja is bought with a delivery, not as 'somente digital'", async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = 'Ampliação 20x30';
    await page.goto('/signin');
    await signIn(page, demo.admin.email, demo.admin.password);
    await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Loja' }).click();
    await waitForPath(page, '/admin/loja');
    await page.getByRole('button', { name: 'Nova medida' }).click();
    const form = page.getByRole('dialog', { name: 'Nova medida' });
    await form.getByLabel('Código').fill('20x30');
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel('Valor (R$)').fill('39,90');
    // What the student receives is a required choice: nothing is saved without it.
    await form.getByRole('button', { name: 'Salvar medida' }).click();
    await form.getByText('Escolha o que o formando recebe nesta medida.').waitFor();
    await form.getByRole('radio', { name: 'Somente impressa' }).check();
    await form.getByRole('button', { name: 'Salvar medida' }).click();
    await form.waitFor({ state: 'hidden' });
    const row = page
      .getByRole('table', { name: 'Medidas e preços' })
      .getByRole('row')
      .filter({ hasText: name });
    await row.getByRole('cell', { name: 'Somente impressa', exact: true }).waitFor();
    await expectNoAxeViolations(page, 'the sizes with their kinds');

    // A student adds it from the album: the cart asks for a delivery before paying (spec B §2.9, §4.2).
    const student = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const studentPage = await student.newPage();
      await studentPage.addInitScript(() => localStorage.setItem('tour-album', '1'));
      await studentPage.goto('/signin');
      await signIn(studentPage, demo.student.email, demo.student.password);
      await waitForPath(studentPage, '/');
      await card(studentPage, 'Fotos e vídeos')
        .getByRole('link', { name: /Ensaio da turma na Redenção/ })
        .click();
      await waitForPath(studentPage, /^\/album\/\d+\/50\/1$/);
      await studentPage.getByRole('button', { name: 'Foto 1', exact: true }).click();
      const menu = studentPage.getByRole('dialog', { name: 'Foto 1' });
      await menu.getByRole('button', { name: new RegExp(`^${name}`) }).click();
      await menu.getByRole('button', { name: 'Adicionar ao pedido' }).click();
      await visibleText(studentPage, shopMessages.photoAdded).waitFor();
      await studentPage.goto('/cart');
      await studentPage.getByRole('button', { name: shopMessages.deliveryButton }).waitFor();
      // The demo student's printed credits may cover it: 'Finalizar' then, else 'Pagar R$ …' (spec B §2.9).
      await studentPage.getByRole('button', { name: /^(Pagar R\$|Finalizar$)/ }).click();
      await visibleText(studentPage, shopMessages.chooseDeliveryFirst).waitFor();
      await studentPage.getByRole('button', { name: new RegExp(`^Remover ${name}`) }).click();
      await visibleText(studentPage, shopMessages.itemRemoved).waitFor();
    } finally {
      await student.close();
    }
    // Off again, so that later journeys see the demo catalogue.
    await row.getByRole('button', { name: `Desativar ${name}` }).click();
    await visibleText(page, 'Medida desativada.').waitFor();
  });
});
