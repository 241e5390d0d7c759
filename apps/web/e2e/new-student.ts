import { registrationMessages } from '@portal/domain';
import type { Page } from 'playwright-core';
import { DEMO_REGISTRATION_KEY, type Person } from './fixtures';
import { confirmationLink, waitForMail } from './outbox';
import { greeting, heading, signUpPage, submitSelfRegistration, waitForPath } from './pages';

/**
 * A student of our own, so the demo users stay as seeded: self-registration on the demo link (spec B §2.6),
 * then a portal user with the same e-mail who accepts the policy (spec B §2.3), which the API links to that
 * registration once the e-mailed confirmation link is opened (DESIGN §3). Ends signed in, on the home.
 */
export async function newLinkedStudent(page: Page, person: Person, password: string, dataDir: string) {
  await page.goto(`/sign/${DEMO_REGISTRATION_KEY}`);
  await submitSelfRegistration(page, person);
  await waitForPath(page, '/success');
  await heading(page, registrationMessages.success).waitFor();

  const since = Date.now();
  await page.goto('/signup');
  const form = signUpPage(page);
  await form.name.fill(`${person.firstName} ${person.surname}`);
  await form.email.fill(person.email);
  await form.password.fill(password);
  await form.policy.check();
  await form.submit.click();
  await waitForPath(page, '/');
  await greeting(page, person.firstName).waitFor();
  const link = confirmationLink(
    await waitForMail(dataDir, { to: person.email, since, match: /\/confirmar-email\// }),
  );
  await page.goto(link.pathname);
  await page.getByRole('link', { name: 'Ir para o portal' }).click();
  await waitForPath(page, '/');
}
