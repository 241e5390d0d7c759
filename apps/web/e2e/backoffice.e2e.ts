import { registrationMessages } from '@portal/domain';
import { expectNoAxeViolations } from './axe';
import { demo, describe, expect, newPerson, test } from './fixtures';
import { heading, signIn, submitSelfRegistration, visibleText, waitForPath } from './pages';

// Issue 8, first slice: the producer sets up a graduation from nothing in the back-office, and a student
// registers through its link. The live count ('N de M vagas') refreshes every 15 s while the tab is open.
const LIVE_COUNT_TIMEOUT = 25_000;

describe('back-office (issue 8)', () => {
  test('issue 8: the administrator creates an institution and a graduation from nothing, opens its link with 3 places; a student registers through it and the count shows 1 de 3', async ({
    page,
    browser,
    baseURL,
  }) => {
    const suffix = Date.now().toString(36);
    const institution = `Universidade E2E ${suffix}`;
    const graduation = `Medicina ${suffix}`;

    await page.goto('/signin');
    await signIn(page, demo.admin.email, demo.admin.password);
    await waitForPath(page, '/admin');
    await page
      .getByRole('navigation', { name: 'Administração' })
      .getByRole('link', { name: 'Formaturas' })
      .click();
    await waitForPath(page, '/admin/formaturas');
    await page.getByRole('link', { name: 'Nova formatura', exact: true }).click();
    await waitForPath(page, '/admin/formaturas/nova');

    // The institution does not exist yet: created from the form's 'Nova instituição'.
    await page.getByRole('button', { name: 'Nova instituição', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova instituição' });
    await dialog.getByLabel('Nome da instituição').fill(institution);
    await dialog.getByRole('button', { name: 'Criar instituição' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('textbox', { name: 'Instituição' })
      .and(page.locator(`[value="${institution}"]`))
      .waitFor();

    await page.getByRole('textbox', { name: 'Nome da formatura' }).fill(graduation);
    await page.getByRole('textbox', { name: 'Data da formatura' }).fill('10/12/2027');
    await page.keyboard.press('Escape'); // closes the calendar
    await page.getByRole('textbox', { name: 'Local' }).fill('Salão de Atos');
    await expectNoAxeViolations(page, 'the new graduation form');
    await page.getByRole('button', { name: 'Criar formatura' }).click();

    // Saved: its courses come next (no one can register without one).
    await waitForPath(page, /^\/admin\/formaturas\/\d+\/cursos$/);
    await heading(page, graduation).waitFor();
    await page.getByRole('textbox', { name: 'Novo curso' }).fill('Medicina');
    await page.getByRole('button', { name: 'Adicionar curso' }).click();
    await page.getByRole('cell', { name: 'Medicina', exact: true }).waitFor();

    // The link: 3 places, open.
    await page.getByRole('tab', { name: 'Link de autocadastro' }).click();
    await waitForPath(page, /\/link$/);
    const limit = page.getByRole('textbox', { name: 'Limite de vagas' });
    await limit.fill('3');
    const open = page.getByRole('switch', { name: 'Link aberto para cadastros' });
    if (!(await open.isChecked())) await open.check({ force: true });
    await page.getByRole('button', { name: 'Salvar link' }).click();
    await visibleText(page, '0 de 3 vagas').waitFor();

    await expectNoAxeViolations(page, "the graduation's link tab");
    const url = await page.getByRole('textbox', { name: 'Link', exact: true }).inputValue();
    expect(url).toMatch(/\/sign\/[^/]+/);
    const qr = page.getByRole('img', { name: `QR code do link ${url}` });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,/);

    // A new student, in another browser context, registers through the printed address.
    const student = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const other = await student.newPage();
      await other.goto(new URL(url).pathname);
      await heading(other, registrationMessages.title).waitFor();
      await visibleText(other, institution).waitFor();
      await submitSelfRegistration(other, newPerson('Renato', 'Ramos Teixeira'));
      await waitForPath(other, '/success');
    } finally {
      await student.close();
    }

    // The open tab counts the new registration by itself.
    await visibleText(page, '1 de 3 vagas').waitFor({ timeout: LIVE_COUNT_TIMEOUT });
  });
});
