import type { Page } from 'playwright-core';

// Page helpers shared by the journeys: selectors by role and label, as a user finds them (spec B §2.2–2.5).
// playwright-core has no auto-retrying `expect`, so each helper waits for what it needs.

export const signInPage = (page: Page) => ({
  email: page.getByLabel('E-mail', { exact: true }),
  password: page.getByLabel('Senha', { exact: true }),
  submit: page.getByRole('button', { name: 'Entrar', exact: true }),
});

export const signUpPage = (page: Page) => ({
  name: page.getByLabel('Nome', { exact: true }),
  email: page.getByLabel('E-mail', { exact: true }),
  password: page.getByLabel('Senha', { exact: true }),
  policy: page.getByRole('checkbox', { name: /política de privacidade/i }),
  submit: page.getByRole('button', { name: 'Criar usuário', exact: true }),
});

export const forgotPage = (page: Page) => ({
  email: page.getByLabel('E-mail', { exact: true }),
  submit: page.getByRole('button', { name: 'Enviar', exact: true }),
});

export const resetPage = (page: Page) => ({
  email: page.getByLabel('E-mail', { exact: true }),
  password: page.getByLabel('Nova senha', { exact: true }),
  submit: page.getByRole('button', { name: 'Salvar nova senha', exact: true }),
});

export const header = (page: Page) => ({
  logout: page.getByRole('button', { name: 'Sair', exact: true }),
});

/** The header's greeting 'Olá, <first name>' (spec B §2.14). */
export const greeting = (page: Page, firstName: string) =>
  visibleText(page, new RegExp(`Olá, ${firstName}\\b`));

/** The first visible element with this text (a page's <title> or a hidden copy never matches). */
export const visibleText = (page: Page, text: string | RegExp) =>
  page.getByText(text).filter({ visible: true }).first();

type PathMatch = string | RegExp | ((pathname: string) => boolean);

function matches(pathname: string, want: PathMatch): boolean {
  if (typeof want === 'string') return pathname === want;
  if (want instanceof RegExp) return want.test(pathname);
  return want(pathname);
}

/** Waits until the page's path matches (a string is exact; the query string is ignored). */
export async function waitForPath(page: Page, want: PathMatch, timeout = 15_000): Promise<URL> {
  await page.waitForURL((url) => matches(url.pathname, want), { timeout });
  return new URL(page.url());
}

/** Signs in through the form (spec B §2.2) and waits for the app to leave /signin. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = signInPage(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await waitForPath(page, (p) => !p.startsWith('/signin'));
}
