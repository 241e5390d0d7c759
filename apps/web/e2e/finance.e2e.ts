import { financeMessages, parsePixPayload } from '@portal/domain';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { FAKE_CEPS } from './fake-cep';
import { demo, describe, expect, test } from './fixtures';
import { addressForm, card, signIn, visibleText, waitForPath } from './pages';

// Decision 50: the student pays by card, PIX and boleto through the built-in sandbox provider, sees the parcel
// paid, prints its receipt and the contract statement; a restricted student is offered PIX only.

type Login = { email: string; password: string };

/** Signs in and, when the address was never reviewed (it blocks payment, spec A §4), saves it at /perfil. */
async function signInReadyToPay(page: Page, login: Login): Promise<void> {
  await page.goto('/signin');
  await signIn(page, login.email, login.password);
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
  await page.goto('/');
  await (await financeCard(page))
    .getByRole('button', { name: financeMessages.makePayment })
    .first()
    .waitFor();
}

/**
 * The Área Financeira card, brought on screen: its contract view may load only as it comes near the
 * viewport (below the fold on a phone).
 */
async function financeCard(page: Page): Promise<Locator> {
  const region = card(page, 'Área Financeira');
  await region.scrollIntoViewIfNeeded();
  return region;
}

/** Opens the chooser of the first contract and returns the dialog. */
async function openChooser(page: Page): Promise<Locator> {
  const finance = await financeCard(page);
  await finance.getByRole('button', { name: financeMessages.makePayment }).first().click();
  const dialog = page.getByRole('dialog', { name: financeMessages.makePayment });
  await dialog.waitFor();
  return dialog;
}

/** Chooses method, type and amount (and instalments), confirms, and returns the new parcel's number. */
async function createParcel(
  dialog: Locator,
  method: 'Cartão de crédito' | 'PIX' | 'Boleto',
  amount: string,
  instalments?: number,
): Promise<number> {
  await dialog.getByRole('radio', { name: method }).check();
  await dialog.getByRole('radio', { name: 'Contrato', exact: true }).check();
  await dialog.getByLabel('Valor (R$)').fill(amount);
  if (instalments) {
    // The demo's card deadline may leave fewer months than asked: the most on offer, up to `instalments`.
    const select = dialog.getByLabel('Parcelas no cartão');
    const offered = await select
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((o) => Number((o as HTMLOptionElement).value)));
    await select.selectOption(String(Math.max(...offered.filter((n) => n <= instalments))));
  }
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
  const created = dialog.getByText(/^Pagamento nº \d+ de /);
  await created.waitFor();
  return Number(/nº (\d+)/.exec((await created.textContent()) ?? '')?.[1]);
}

/** The row of parcel `id` in the Área Financeira. */
/** A parcel of the Área Financeira by its anchor: its id is no longer shown, only its title (decision 125). */
const parcelRow = (page: Page, id: number) => card(page, 'Área Financeira').locator(`li#parcela-${id}`);

/** Nothing sticks out sideways at 390 px and 200 % zoom (WCAG 1.4.10, decision 43). */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect({ where, overflow }).toEqual({ where, overflow: 0 });
}

async function phone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 195, height: 422 });
  return page;
}

describe('finance and payments through the sandbox (decision 50)', () => {
  test('decision 59: an instalment paid by card through the sandbox checkout reads Pago', async ({
    page,
  }) => {
    await signInReadyToPay(page, demo.student);
    await expectNoAxeViolations(page, 'the home with the Área Financeira');
    const dialog = await openChooser(page);
    const id = await createParcel(dialog, 'Cartão de crédito', '300', 2);
    await dialog.getByText(financeMessages.payNow).waitFor();
    await expectNoAxeViolations(page, 'the chooser after a card parcel');

    await dialog.getByRole('link', { name: 'PAGAR AGORA' }).click();
    await waitForPath(page, /^\/api\/sandbox\/checkout\//);
    await page.getByRole('heading', { name: 'Pagamento com cartão' }).waitFor();
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();

    // Back at /resumo/{tipo}/{retorno}: processing until the notification is applied, then the success.
    await waitForPath(page, `/resumo/Contrato/${id}-0`);
    await visibleText(page, financeMessages.returnPaid).waitFor({ timeout: 30_000 });
    // Paid before its due date, and not by PIX: 'Pago antes do vencimento' (spec A §4).
    await financeCard(page);
    const row = parcelRow(page, id);
    await row.getByText('Pago antes do vencimento', { exact: true }).waitFor();
    await row.getByRole('link', { name: /^Recibo/ }).waitFor();
    await expectNoAxeViolations(page, 'the return page');
  });

  test('decision 59: a PIX parcel, its code copied, confirmed in the sandbox, reads paid and its receipt prints', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await signInReadyToPay(page, demo.student);
    const dialog = await openChooser(page);
    await dialog.getByRole('radio', { name: 'PIX' }).check();
    await dialog.getByText(financeMessages.pixWarning).first().waitFor();
    const id = await createParcel(dialog, 'PIX', '150');

    await dialog.getByRole('img', { name: /QR code do PIX/ }).waitFor();
    await dialog.getByText(financeMessages.pixAwaiting).waitFor();
    await dialog.getByRole('button', { name: 'Copiar código PIX' }).click();
    await visibleText(page, financeMessages.pixCopied).waitFor();
    const code = await page.evaluate(() => navigator.clipboard.readText());
    expect(code).toBe(await dialog.getByLabel('Código PIX (copia e cola)').inputValue());
    await expectNoAxeViolations(page, 'the PIX step');

    // The payer's bank opens the dynamic code's location: the sandbox's PIX page confirms it.
    const parsed = parsePixPayload(code);
    expect(parsed.ok).toBe(true);
    const location = parsed.ok ? parsed.pix.url : null;
    expect(parsed.ok && parsed.pix.amount).toBe(15_000);
    const bank = await context.newPage();
    await bank.goto(`http://${location}`);
    await bank.getByRole('button', { name: 'Confirmar o PIX' }).click();
    await bank.getByText('PIX enviado').first().waitFor();
    await bank.close();

    // The open panel asks again until the provider's notification is applied.
    await dialog.getByText(financeMessages.returnPaid).waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const row = parcelRow(page, id);
    await row.getByText('Pago', { exact: true }).waitFor();
    await row.getByRole('link', { name: /^Recibo/ }).click();
    await waitForPath(page, `/financeiro/recibo/${id}`);
    const receipt = page.getByRole('article', { name: `Recibo número ${id}` });
    await receipt
      .getByText(/Recebemos de Ana Souza, CPF 529\.982\.247-25, a quantia de R\$ 150,00/)
      .waitFor();
    await expectNoAxeViolations(page, 'the receipt');
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  test('decision 59: EXIBIR BOLETO posts the bank form with the spec fields to the sandbox bank in a new tab', async ({
    page,
    context,
  }) => {
    await signInReadyToPay(page, demo.student);
    const dialog = await openChooser(page);
    const id = await createParcel(dialog, 'Boleto', '180,50');
    await dialog.getByText(financeMessages.showBoleto).waitFor();

    const posted = context.waitForEvent(
      'request',
      (r) => r.method() === 'POST' && r.url().endsWith('/api/sandbox/boleto'),
    );
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: /EXIBIR BOLETO/ }).click();
    const request = await posted;
    const fields = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
    // spec A §3: the boleto form's fields, and nothing else.
    expect(Object.keys(fields).sort()).toEqual(
      [
        'idConv',
        'refTran',
        'valor',
        'dtVenc',
        'tpPagamento',
        'indicadorPessoa',
        'tpDuplicata',
        'urlRetorno',
        'cpfCnpj',
        'nome',
        'endereco',
        'cidade',
        'uf',
        'cep',
        'msgLoja',
      ].sort(),
    );
    expect(fields).toMatchObject({
      valor: '18050',
      tpPagamento: '2',
      indicadorPessoa: '1',
      tpDuplicata: 'DM',
      cpfCnpj: '52998224725',
      urlRetorno: `/resumo/Contrato/${id}-0`,
    });
    expect(fields.refTran?.endsWith(String(id))).toBe(true);
    const bank = await popup;
    await bank.getByRole('heading', { name: 'Boleto', exact: true }).waitFor();
    await bank.close();

    // Shown once, the list offers its second copy (type 21) until the due date.
    await page.keyboard.press('Escape');
    await parcelRow(page, id)
      .getByRole('button', { name: /Segunda via do boleto/ })
      .waitFor();
  });

  test('decision 58: the statement prints every parcel and the sums; receipt and statement reflow on a phone at 200 %', async ({
    page,
    context,
  }) => {
    await signInReadyToPay(page, demo.student);
    const statement = (await financeCard(page)).getByRole('link', {
      name: 'Extrato do contrato para imprimir',
    });
    await statement.click();
    await waitForPath(page, /^\/financeiro\/extrato\/\d+$/);
    const table = page.getByRole('table');
    await table.getByRole('rowheader', { name: 'Entrada' }).waitFor();
    await table.getByRole('rowheader', { name: 'Total pago' }).waitFor();
    await table.getByRole('rowheader', { name: 'Em aberto' }).waitFor();
    await expectNoAxeViolations(page, 'the statement');
    const statementPath = new URL(page.url()).pathname;
    await page.goBack();
    const receiptPath = await (await financeCard(page))
      .getByRole('link', { name: 'Recibo: Entrada' })
      .getAttribute('href');

    const small = await phone(context);
    for (const path of ['/', statementPath, receiptPath ?? '/']) {
      await small.goto(path);
      await small.locator('main h1').first().waitFor();
      await small.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(small, `${path} at 200 % zoom`);
    }
    // 200 % text size on a 390 px phone (WCAG 1.4.4): rem and em double.
    await small.setViewportSize({ width: 390, height: 844 });
    for (const path of [statementPath, receiptPath ?? '/']) {
      await small.goto(path);
      await small.locator('main h1').first().waitFor();
      await small.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      await expectNoSidewaysScroll(small, `${path} at 200 % text`);
    }
  });

  test('spec A §5, §6: a restricted student is offered PIX only', async ({ page }) => {
    await signInReadyToPay(page, demo.restricted);
    const dialog = await openChooser(page);
    const methods = dialog.getByRole('group', { name: 'Forma de pagamento' }).getByRole('radio');
    expect(await methods.count()).toBe(1);
    expect(await methods.first().getAttribute('value')).toBe('6');
    await dialog.getByRole('radio', { name: 'PIX' }).waitFor();
    expect(await dialog.getByRole('radio', { name: 'Boleto' }).count()).toBe(0);
    expect(await dialog.getByRole('radio', { name: 'Cartão de crédito' }).count()).toBe(0);
    await expectNoAxeViolations(page, "the restricted student's chooser");
  });
});
