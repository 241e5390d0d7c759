import { addressMessages } from '@portal/domain';
import type { Page } from 'playwright-core';
import type { Person } from './fixtures';

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

/** Self-registration (spec B §2.6): the labels of the form at /sign/{key}. */
export const selfRegistrationPage = (page: Page) => ({
  firstName: page.getByLabel('Primeiro nome', { exact: true }),
  surname: page.getByLabel('Sobrenome', { exact: true }),
  polo: page.getByLabel('Polo', { exact: true }),
  course: page.getByLabel('Curso', { exact: true }),
  email: page.getByLabel('E-mail', { exact: true }),
  cpf: page.getByLabel('CPF', { exact: true }),
  phone: page.getByLabel('Celular', { exact: true }),
  submit: page.getByRole('button', { name: 'Enviar cadastro', exact: true }),
});

/** Fills the self-registration form for `person` (the first course and polo on offer) and sends it. */
export async function submitSelfRegistration(page: Page, person: Person): Promise<void> {
  const form = selfRegistrationPage(page);
  await form.firstName.fill(person.firstName);
  await form.surname.fill(person.surname);
  // The polo select exists only when the institution has polos (spec B §2.6).
  if (await form.polo.count()) await form.polo.selectOption({ index: 1 });
  await form.course.selectOption({ index: 1 });
  await form.email.fill(person.email);
  await form.cpf.fill(person.cpf);
  await form.phone.fill(person.phone);
  await form.submit.click();
}

/** A heading with exactly this text (the result pages' 'Ooops...!' is the start of another one). */
export const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** The address form of /perfil (spec B §2.12, §5.4). 'Endereço' and 'Cidade' must be exact. */
export const addressForm = (page: Page) => ({
  cep: page.getByLabel('CEP', { exact: true }),
  street: page.getByLabel('Endereço', { exact: true }),
  number: page.getByLabel('Número', { exact: true }),
  complement: page.getByLabel('Complemento', { exact: true }),
  district: page.getByLabel('Bairro', { exact: true }),
  city: page.getByLabel('Cidade', { exact: true }),
  uf: page.getByLabel('UF', { exact: true }),
  submit: page.getByRole('button', { name: addressMessages.saveButton, exact: true }),
});

/** A home card by its title (spec A §2): each card is a region named by its h2. */
export const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The header's cart link, named 'Carrinho, N itens' (spec B §2.1, §2.14). */
export const cartLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: /^Carrinho\b/ });
