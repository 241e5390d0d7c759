import { authMessages } from '@portal/domain/messages';
import { demo, describe, expect, test, uniqueEmail } from './fixtures';
import { resetLink, waitForMail } from './outbox';
import {
  forgotPage,
  greeting,
  header,
  resetPage,
  signIn,
  signInPage,
  signUpPage,
  visibleText,
  waitForPath,
} from './pages';

describe('accounts (spec B §2.2–2.5)', () => {
  test('spec B §2.3, §5.1, §2.14: sign up lands on home, logout returns to sign-in', async ({ page }) => {
    const email = uniqueEmail('heloisa');
    await page.goto('/signup');
    const form = signUpPage(page);
    await form.name.fill('Heloísa Martins');
    await form.email.fill(email);
    await form.password.fill('senha-forte-123');

    // §2.3 / §5.1: the create button stays disabled until the privacy policy and terms are accepted.
    expect(await form.submit.isDisabled()).toBe(true);
    await form.policy.check();
    expect(await form.submit.isEnabled()).toBe(true);
    await form.submit.click();

    // §2.3: on success the session is stored and the user goes to /.
    await waitForPath(page, '/');
    await greeting(page, 'Heloísa').waitFor();

    // §2.14: logout clears the stored session; the protected home then sends the visitor to sign in.
    await header(page).logout.click();
    await waitForPath(page, /^\/signin/);
    await signInPage(page).submit.waitFor();
    await page.goto('/');
    await waitForPath(page, /^\/signin/);
  });

  test('spec B §2.2, §8: a wrong password shows the NOT_FOUND error and stays on sign-in', async ({
    page,
  }) => {
    await page.goto('/signin');
    const form = signInPage(page);
    await form.email.fill(demo.student.email);
    await form.password.fill('senha-errada-123');
    await form.submit.click();

    // §8: the backend's error body is displayed; §2.2: on NOT_FOUND the screen suggests creating a user.
    const alert = page.getByRole('alert').filter({ hasText: authMessages.signInNotFound });
    await alert.waitFor();
    await alert.getByRole('link', { name: /criar/i }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/signin/);
  });

  test('spec B §2.4, §2.5: forgot → e-mailed reset link → new password → sign in with it', async ({
    page,
    browser,
    baseURL,
    dataDir,
  }) => {
    const email = uniqueEmail('otavio');
    const oldPassword = 'senha-antiga-123';
    const newPassword = 'senha-nova-456';

    // A user of our own, so the demo logins other journeys use keep their passwords.
    await page.goto('/signup');
    const signUp = signUpPage(page);
    await signUp.name.fill('Otávio Prado');
    await signUp.email.fill(email);
    await signUp.password.fill(oldPassword);
    await signUp.policy.check();
    await signUp.submit.click();
    // The header greets as soon as the session is stored, before the move to /: wait for both.
    await waitForPath(page, '/');
    await greeting(page, 'Otávio').waitFor();
    await header(page).logout.click();
    await waitForPath(page, /^\/signin/);

    // §2.4: one e-mail field and a send button; on success a message, and the button is hidden.
    const since = Date.now();
    await page.goto('/forgot');
    const forgot = forgotPage(page);
    await forgot.email.fill(email);
    await forgot.submit.click();
    await visibleText(page, authMessages.forgotSent).waitFor();
    await forgot.submit.waitFor({ state: 'hidden' });

    // The mail transport writes .eml files to DATA_DIR/outbox; the link points at PUBLIC_URL.
    const link = resetLink(await waitForMail(dataDir, { to: email, since, match: /\/reset\// }));
    expect(link.origin).toBe(baseURL);

    // §2.5: e-mail and new password, token from the route; a message, then / after 3 seconds.
    await page.goto(link.pathname);
    const reset = resetPage(page);
    await reset.email.fill(email);
    await reset.password.fill(newPassword);
    await reset.submit.click();
    await visibleText(page, authMessages.resetDone).waitFor();
    const shownAt = Date.now();
    await waitForPath(page, (p) => p === '/' || p.startsWith('/signin'), 10_000);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);

    // A fresh browser session: the old password is refused, the new one signs in.
    const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
    try {
      const fresh = await context.newPage();
      await fresh.goto('/signin');
      const form = signInPage(fresh);
      await form.email.fill(email);
      await form.password.fill(oldPassword);
      await form.submit.click();
      await fresh.getByRole('alert').filter({ hasText: authMessages.signInNotFound }).waitFor();

      await signIn(fresh, email, newPassword);
      await waitForPath(fresh, '/');
      await greeting(fresh, 'Otávio').waitFor();
    } finally {
      await context.close();
    }
  });
});
