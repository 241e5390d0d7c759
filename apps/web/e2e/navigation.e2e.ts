import { globalMessages } from '@portal/domain/messages';
import { demo, describe, expect, test } from './fixtures';
import { greeting, signIn, signInPage, waitForPath } from './pages';

describe('route table and guards (spec B §2.1)', () => {
  test('spec B §2.1: a protected route while signed out goes to /signin, and back to it after sign-in', async ({
    page,
  }) => {
    await page.goto('/perfil');
    await waitForPath(page, /^\/signin/);
    await signInPage(page).submit.waitFor();

    await signIn(page, demo.student.email, demo.student.password);
    await waitForPath(page, '/perfil');
  });

  test('spec B §2.1: the home is protected too, and greets the student after sign-in', async ({ page }) => {
    await page.goto('/');
    await waitForPath(page, /^\/signin/);
    await signIn(page, demo.student.email, demo.student.password);
    await waitForPath(page, '/');
    await greeting(page, demo.student.firstName).waitFor();
  });

  test("spec B §2.1: an unknown path shows 'Ops! Não encontramos este caminho.'", async ({ page }) => {
    const response = await page.goto('/caminho/que-nao-existe');
    expect(response?.ok()).toBe(true); // the SPA answers every page path; the router shows the text
    await page.getByRole('heading', { name: globalMessages.notFoundPath }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/caminho/que-nao-existe');
  });
});
