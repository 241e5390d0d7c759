import { authMessages, staffMessages } from '@portal/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { describe, expect, test } from './fixtures';
import { type FreshPortal, newPageOn, startFreshPortal } from './fresh-portal';
import { resetLink, waitForMail } from './outbox';
import { resetPage, signInPage, visibleText, waitForPath } from './pages';

// Decisions 114 and 115: a fresh install (SEED_DEMO=false, no administrator) gets its first administrator
// through the start log's one-time link, invites a second by e-mail, and removes them: their open session
// ends on its next call. The shared portal of global-setup.ts holds the demo, so this journey starts its own
// on an empty DATA_DIR (fresh-portal.ts), serving the same snapshot of the build.

const FIRST = {
  name: 'Paula Produtora',
  email: 'paula@produtora.e2e.test',
  password: 'cavalo-bateria-grampo',
};
const SECOND = { name: 'Bruno Caixa', email: 'bruno@produtora.e2e.test', password: 'grampo-cavalo-bateria' };

let portal: FreshPortal;
let dataDir: string;
let setupPath: string;

beforeAll(async () => {
  portal = await startFreshPortal('first-admin');
  ({ dataDir, setupPath } = portal);
});

afterAll(async () => {
  await portal?.stop();
});

const newPage = (browser: Browser) => newPageOn(browser, portal.origin);

const staffRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Administradores' }).getByRole('row').filter({ hasText: name });

describe('decisions 114, 115: a fresh install gets its first administrator and its staff', () => {
  test('decision 114: the setup link creates the first administrator; decision 115: an invited one is removed and their session ends', async ({
    browser,
  }) => {
    // The first administrator, through the start log's link, with no database access.
    const first = await newPage(browser);
    await first.goto(setupPath);
    await first.getByRole('heading', { name: 'Configuração inicial' }).waitFor();
    await first.getByLabel('Seu nome', { exact: true }).fill(FIRST.name);
    await first.getByLabel('E-mail', { exact: true }).fill(FIRST.email);
    await first.getByLabel('Senha', { exact: true }).fill(FIRST.password);
    await first.getByRole('button', { name: 'Criar administrador' }).click();
    await waitForPath(first, '/admin/equipe', 30_000);
    await staffRow(first, FIRST.name).waitFor();
    expect(await staffRow(first, FIRST.name).textContent()).toMatch(/você.*Ativo/);

    // The link worked once.
    const again = await newPage(browser);
    await again.goto(setupPath);
    await visibleText(again, staffMessages.setupInvalid).waitFor();
    await again.context().close();

    // A second administrator, invited by e-mail.
    const since = Date.now();
    const form = first.getByRole('form', { name: 'Convidar administrador' });
    await form.getByLabel('Nome', { exact: true }).fill(SECOND.name);
    await form.getByLabel('E-mail', { exact: true }).fill(SECOND.email);
    await form.getByRole('button', { name: 'Enviar convite' }).click();
    await visibleText(first, staffMessages.invited(SECOND.email)).waitFor();
    await staffRow(first, SECOND.name).filter({ hasText: 'Convite enviado' }).waitFor();

    const mail = await waitForMail(dataDir, { to: SECOND.email, since, match: /convidou você/ });
    const second = await newPage(browser);
    await second.goto(resetLink(mail).pathname);
    const reset = resetPage(second);
    await reset.email.fill(SECOND.email);
    await reset.password.fill(SECOND.password);
    await reset.submit.click();
    await visibleText(second, authMessages.resetDone).waitFor();
    await second.goto('/signin');
    const signIn = signInPage(second);
    await signIn.email.fill(SECOND.email);
    await signIn.password.fill(SECOND.password);
    await signIn.submit.click();
    await waitForPath(second, (p) => !p.startsWith('/signin'));
    await second.goto('/admin/equipe');
    await staffRow(second, SECOND.name).filter({ hasText: 'Ativo' }).waitFor();

    // Removed by the first, in the app's dialog.
    await first.reload();
    await first.getByRole('button', { name: `Remover ${SECOND.name}` }).click();
    const dialog = first.getByRole('dialog', { name: 'Remover da equipe?' });
    await dialog.getByRole('button', { name: 'Remover acesso' }).click();
    await visibleText(first, staffMessages.removed).waitFor();
    await staffRow(first, SECOND.name).waitFor({ state: 'detached' });

    // The second's open session ends on its next call: back to /signin, and the account no longer enters.
    await second
      .getByRole('navigation', { name: 'Administração' })
      .getByRole('link', { name: 'Formaturas' })
      .click();
    await waitForPath(second, (p) => p.startsWith('/signin'), 20_000);
    await signIn.email.fill(SECOND.email);
    await signIn.password.fill(SECOND.password);
    await signIn.submit.click();
    await visibleText(second, authMessages.signInNotFound).waitFor();
  });
});
