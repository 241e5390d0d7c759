import { expectNoAxeViolations } from './axe';
import { demo, describe, expect, test } from './fixtures';
import { card, signIn, waitForPath } from './pages';

// Decision 60, the producer's side: the administrator records a cash payment in the back-office, prints its
// receipt, and the student sees it paid in the Área Financeira of the home.

describe("the producer's finance in the back-office (decision 60)", () => {
  test('decision 60: the administrator records a cash payment with its receipt and the student sees it Pago', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto('/signin');
    await signIn(page, demo.admin.email, demo.admin.password);
    await waitForPath(page, '/admin');
    await page
      .getByRole('navigation', { name: 'Administração' })
      .getByRole('link', { name: 'Formaturas' })
      .click();
    await page.getByRole('link', { name: 'Medicina e Enfermagem 2026/2', exact: true }).click();
    await page.getByRole('tab', { name: 'Formandos' }).click();
    await page.getByRole('link', { name: demo.student.name, exact: true }).first().click();
    await page.getByRole('link', { name: 'Contratos, parcelas e pagamentos' }).click();
    await page.getByRole('heading', { name: `Financeiro de ${demo.student.name}` }).waitFor();
    await expectNoAxeViolations(page, "the student's finance in the back-office");

    await page.getByRole('button', { name: 'Registrar pagamento' }).first().click();
    const form = page.getByRole('form', { name: 'Registrar pagamento' });
    await form.getByRole('radio', { name: 'Dinheiro' }).check({ force: true });
    await form.getByRole('textbox', { name: 'Valor recebido (R$)' }).fill('123,45');
    await form.getByRole('textbox', { name: 'Observação (sai no recibo)' }).fill('Recebido na secretaria');
    await form.getByRole('button', { name: 'Registrar pagamento' }).click();
    await page.getByRole('link', { name: 'Abrir o recibo para imprimir' }).click();
    const receiptPath = await waitForPath(page, /^\/admin\/recibos\/\d+$/);
    const parcelId = Number(receiptPath.pathname.split('/').pop());
    const sheet = page.getByRole('article', { name: `Recibo nº ${String(parcelId).padStart(6, '0')}` });
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain(`Recebemos de ${demo.student.name}`);
    expect(await sheet.textContent()).toContain('a quantia de R$ 123,45, paga em dinheiro');
    await expectNoAxeViolations(page, 'the receipt');
    await page.getByRole('button', { name: 'Imprimir recibo' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // The student, signed in on their own, sees the payment paid in the Área Financeira.
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.goto('/signin');
    await signIn(page, demo.student.email, demo.student.password);
    const finance = card(page, 'Área Financeira');
    await finance.waitFor();
    // A parcel is named by its title, never its global id (decision 125): the note the producer wrote.
    const row = finance
      .getByRole('listitem')
      .filter({ has: page.getByText('Recebido na secretaria', { exact: true }) });
    await row.getByText('Pago', { exact: true }).waitFor();
    expect(await row.textContent()).toContain('R$ 123,45');
  });
});
