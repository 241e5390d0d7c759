import { authMessages, registrationMessages } from '@portal/domain';
import type { Page } from 'playwright-core';
import {
  DEMO_REGISTRATION_KEY,
  demo,
  describe,
  expect,
  newPerson,
  type Person,
  test,
  uniqueEmail,
} from './fixtures';
import { confirmationLink, resetLink, waitForMail } from './outbox';
import {
  addressForm,
  card,
  forgotPage,
  greeting,
  heading,
  resetPage,
  signIn,
  signUpPage,
  submitSelfRegistration,
  visibleText,
  waitForPath,
} from './pages';

// The e-mail is proven before a registration is linked, sessions are revocable, and an
// administrator's link leaves an audit row (DESIGN §3; decisions 25, 26, 28).

const PASSWORD = 'senha-da-jornada-123';

/** Signs up through /signup (spec B §2.3) and waits for the home. */
async function signUp(page: Page, name: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/signup');
  const form = signUpPage(page);
  await form.name.fill(name);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.policy.check();
  await form.submit.click();
  await waitForPath(page, '/');
  await greeting(page, name.split(' ')[0]!).waitFor();
}

/** Self-registration on the demo link (spec B §2.6): a registered student nobody has signed up for yet. */
async function registeredStudent(page: Page, person: Person): Promise<void> {
  await page.goto(`/sign/${DEMO_REGISTRATION_KEY}`);
  await submitSelfRegistration(page, person);
  await waitForPath(page, '/success');
  await heading(page, registrationMessages.success).waitFor();
}

const profileLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Perfil' });
const homeLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Início' });

/** The CPF as a person would read it anywhere on the page, with or without its punctuation. */
function cpfShown(text: string, cpf: string): boolean {
  const dotted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
  return text.includes(cpf) || text.includes(dotted);
}

/** An administrator's bearer token, from the session storage of a signed-in page (spec B §7). */
const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

async function apiGet<T>(baseURL: string, path: string, token: string): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe('accounts hardened (decisions 25–28)', () => {
  test('DESIGN §3: a sign-up with a registered student’s e-mail sees no personal data until the e-mailed link is opened', async ({
    page,
    dataDir,
  }) => {
    const person = newPerson('Livia', 'Nogueira Prates');
    await registeredStudent(page, person);

    const since = Date.now();
    await signUp(page, `${person.firstName} ${person.surname}`, person.email);

    // Signed in (spec B §2.3), but the home asks to confirm the e-mail and shows no card of the registration.
    await visibleText(page, authMessages.emailConfirmBanner).waitFor();
    expect(await page.getByRole('button', { name: authMessages.emailConfirmResend }).count()).toBe(1);
    expect(await card(page, 'Mural de avisos').count()).toBe(0);
    expect(await card(page, 'Área Financeira').count()).toBe(0);

    // /perfil: no address, no CPF, no phone.
    await profileLink(page).click();
    await waitForPath(page, '/perfil');
    await visibleText(page, authMessages.registrationNotLinked).waitFor();
    expect(await addressForm(page).cep.count()).toBe(0);
    const profileText = (await page.locator('body').textContent()) ?? '';
    expect(cpfShown(profileText, person.cpf)).toBe(false);
    expect(profileText.includes(person.phone.slice(-8))).toBe(false);

    // The link of the confirmation e-mail, opened in the same browser: confirmed, and the portal one click away.
    const mail = await waitForMail(dataDir, { to: person.email, since, match: /\/confirmar-email\// });
    const link = confirmationLink(mail);
    await page.goto(link.pathname);
    await visibleText(page, authMessages.emailConfirmed).waitFor();
    await page.getByRole('link', { name: 'Ir para o portal' }).click();
    await waitForPath(page, '/');

    // Now the registration is linked: the cards appear, the banner is gone, /perfil holds the address form.
    await heading(page, 'Mural de avisos').waitFor();
    expect(await visibleText(page, authMessages.emailConfirmBanner).count()).toBe(0);
    await profileLink(page).click();
    await waitForPath(page, '/perfil');
    await addressForm(page).cep.waitFor();

    // The link is single-use: opened again it says so.
    await page.goto(link.pathname);
    await visibleText(page, authMessages.emailConfirmInvalid).waitFor();
  });

  test('decision 25: a password reset ends a session open in another browser', async ({
    page,
    browser,
    baseURL,
    dataDir,
  }) => {
    const email = uniqueEmail('rafaela');
    await signUp(page, 'Rafaela Antunes', email);
    await profileLink(page).click();
    await waitForPath(page, '/perfil');

    // Another browser (its own session storage): forgot → e-mailed link → new password.
    const other = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const elsewhere = await other.newPage();
      const since = Date.now();
      await elsewhere.goto('/forgot');
      const forgot = forgotPage(elsewhere);
      await forgot.email.fill(email);
      await forgot.submit.click();
      await visibleText(elsewhere, authMessages.forgotSent).waitFor();
      const link = resetLink(await waitForMail(dataDir, { to: email, since, match: /\/reset\// }));
      await elsewhere.goto(link.pathname);
      const reset = resetPage(elsewhere);
      await reset.email.fill(email);
      await reset.password.fill('senha-nova-da-jornada-456');
      await reset.submit.click();
      await visibleText(elsewhere, authMessages.resetDone).waitFor();
    } finally {
      await other.close();
    }

    // The first browser's next navigation finds its session ended: /signin, with the old session cleared.
    await homeLink(page).click();
    await waitForPath(page, /^\/signin/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('decision 28: an automatic-login link issued from the admin picker, used, leaves an audit row naming the administrator', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/signin');
    await signIn(page, demo.admin.email, demo.admin.password);
    await waitForPath(page, '/admin');
    const adminToken = await tokenOf(page);
    expect(adminToken).toBeTruthy();
    const [student] = await apiGet<{ AlCodigo: number; AlNome: string }[]>(
      baseURL,
      `/admin/alunos?q=${encodeURIComponent(demo.student.email)}`,
      adminToken!,
    );
    expect(student?.AlNome).toBe(demo.student.name);
    const before = await apiGet<{ id: number }[]>(
      baseURL,
      `/admin/auditoria?studentId=${student!.AlCodigo}`,
      adminToken!,
    );
    const seen = new Set(before.map((row) => row.id));

    // The picker issues the link (spec B §6; decision 8).
    await page.getByRole('searchbox', { name: 'Buscar formando' }).fill('Ana');
    await page.getByRole('button', { name: `Link de acesso de ${demo.student.name}`, exact: true }).click();
    const field = page.getByLabel(`Link de acesso de ${demo.student.name}`, { exact: true });
    await field.waitFor();
    const link = new URL(await field.inputValue());
    expect(link.pathname).toMatch(/^\/signin\/.+/);

    // The student opens it in their own browser and is signed in.
    const theirs = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const studentPage = await theirs.newPage();
      await studentPage.goto(link.pathname);
      await waitForPath(studentPage, '/');
      await greeting(studentPage, demo.student.firstName).waitFor();
    } finally {
      await theirs.close();
    }

    // The audit names the administrator for the link and for the sign-in through it.
    type Row = { id: number; adminName: string; studentId: number | null; action: string };
    const rows = await apiGet<Row[]>(baseURL, `/admin/auditoria?studentId=${student!.AlCodigo}`, adminToken!);
    const fresh = rows.filter((row) => !seen.has(row.id));
    expect(fresh.map((row) => row.action)).toEqual(
      expect.arrayContaining(['POST /api/admin/link-acesso', 'POST /api/auth/auto']),
    );
    for (const row of fresh) {
      expect(row.adminName).toBe(demo.admin.firstName);
      expect(row.studentId).toBe(student!.AlCodigo);
    }
  });
});
