import { deletionMessages } from '@portal/domain';
import { expectNoAxeViolations } from './axe';
import { demo, describe, expect, newPerson, test } from './fixtures';
import { newLinkedStudent } from './new-student';
import { type OutboxMail, waitForMail } from './outbox';
import { signIn, signInPage, visibleText, waitForPath } from './pages';

// Decision 140 (LGPD art. 18): a student asks to delete the account, confirms by the e-mail link, the
// producer approves it in the back-office, and the account no longer signs in.

const PASSWORD = 'senha-da-exclusao-1';

/** The `${PUBLIC_URL}/excluir-conta/<token>` link of the deletion's confirmation e-mail. */
function deletionLink(mail: OutboxMail): URL {
  const match = mail.text.match(/https?:\/\/[^\s"'<>]+?\/excluir-conta\/[A-Za-z0-9._~%-]+/);
  if (!match)
    throw new Error(`no /excluir-conta/<token> link in ${mail.file}:\n${mail.text.slice(0, 2_000)}`);
  return new URL(match[0]);
}

describe('Excluir minha conta (decision 140, LGPD art. 18)', () => {
  test('LGPD art. 18: a student asks for deletion, confirms by the e-mail link, the producer approves and the student can no longer sign in', async ({
    page,
    browser,
    baseURL,
    dataDir,
  }) => {
    // A student of our own: self-registration, then a user with a confirmed e-mail.
    const person = newPerson('Otávio', 'Reis Pacheco');
    await newLinkedStudent(page, person, PASSWORD, dataDir);

    // Meus dados: what goes and what stays, then the password.
    await page.goto('/perfil/meus-dados');
    const card = page.getByRole('region', { name: 'Excluir minha conta' });
    await card.waitFor();
    await card.getByText(/Guardamos as parcelas, pagamentos, recibos e pedidos/).waitFor();
    await expectNoAxeViolations(page, 'Excluir minha conta');
    let since = Date.now();
    await card.getByLabel('Sua senha').fill(PASSWORD);
    await card.getByRole('button', { name: 'Pedir a exclusão da conta' }).click();
    await card.getByText(deletionMessages.requested(person.email)).waitFor();

    // The e-mail's link confirms it, once.
    const link = deletionLink(
      await waitForMail(dataDir, { to: person.email, since, match: /\/excluir-conta\// }),
    );
    await page.goto(link.pathname);
    await visibleText(page, deletionMessages.confirmed).waitFor();
    await page.goto('/perfil/meus-dados');
    await card.getByText('Confirmado, aguardando a produtora.').waitFor();

    // The producer approves it in the back-office, in a session of their own.
    const office = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const admin = await office.newPage();
      admin.setDefaultTimeout(15_000);
      await admin.goto('/signin');
      await signIn(admin, demo.admin.email, demo.admin.password);
      await waitForPath(admin, '/admin');
      await admin
        .getByRole('navigation', { name: 'Administração' })
        .getByRole('link', { name: 'Exclusões de conta' })
        .click();
      await waitForPath(admin, '/admin/privacidade');
      await admin.getByRole('link', { name: `${person.firstName} ${person.surname}` }).click();
      await admin.getByRole('heading', { name: `Pedido de ${person.firstName} ${person.surname}` }).waitFor();
      await admin.getByText('Fica guardado').waitFor();
      await expectNoAxeViolations(admin, 'Pedido de exclusão');
      since = Date.now();
      await admin.getByRole('button', { name: 'Aprovar a exclusão' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Aprovar a exclusão da conta?' });
      await dialog.getByRole('button', { name: 'Excluir a conta' }).click();
      await admin.getByText(deletionMessages.approved).first().waitFor();
      await admin.getByText('Situação: Conta excluída').waitFor();
    } finally {
      await office.close();
    }

    // The student is told, and can no longer sign in: the open session ends and the password is refused.
    const told = await waitForMail(dataDir, { to: person.email, since, match: /sua conta foi exclu/i });
    // Without parcels or orders nothing is kept for the fiscal period, and the e-mail says only that it is done.
    expect(told.text).toContain('Não é mais possível entrar com ela');
    expect(told.text).not.toContain('5 anos');
    await page.reload();
    await waitForPath(page, (p) => p.startsWith('/signin'));
    const again = signInPage(page);
    await again.email.fill(person.email);
    await again.password.fill(PASSWORD);
    await again.submit.click();
    await page.getByRole('alert').first().waitFor();
    expect(new URL(page.url()).pathname.startsWith('/signin')).toBe(true);
  });
});
