import { authMessages, registrationMessages } from '@portal/domain';
import { expectNoAxeViolations } from './axe';
import { demo, describe, expect, newPerson, test, uniqueEmail } from './fixtures';
import { confirmationLink, waitForMail } from './outbox';
import { heading, signIn, signUpPage, submitSelfRegistration, visibleText, waitForPath } from './pages';

// Decisions 45–49: the producer sets up a graduation from nothing in the back-office, and a student
// registers through its link. The live count ('N de M vagas') refreshes every 15 s while the tab is open.
const LIVE_COUNT_TIMEOUT = 25_000;

describe('back-office (decisions 45–49)', () => {
  test('decisions 45–49: the administrator creates a graduation from nothing, opens its link with 3 places, imports a class and publishes a notice; a student registers through the link, signs up, confirms the e-mail and sees the notice; a fourth registration gets /full', async ({
    page,
    browser,
    baseURL,
    dataDir,
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

    // A class comes in from a spreadsheet export (the producer's typed registrations take no vacancy).
    await page.getByRole('tab', { name: 'Importar turma' }).click();
    await waitForPath(page, /\/importar$/);
    const imported = { ...newPerson('Sílvia', 'Prates Rocha'), email: uniqueEmail('silvia') };
    await page.locator('input[type="file"]').setInputFiles({
      name: 'turma.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `nome;sobrenome;email;cpf;celular;curso\r\n${[imported.firstName, imported.surname, imported.email, imported.cpf, imported.phone, 'Medicina'].join(';')}\r\n`,
        'latin1',
      ),
    });
    const preview = page.getByRole('region', { name: 'Prévia da importação' });
    await preview.getByRole('button', { name: 'Importar 1 formando' }).click();
    await page
      .getByRole('dialog', { name: 'Importar 1 formando?' })
      .getByRole('button', { name: 'Confirmar importação' })
      .click();
    await page
      .getByRole('region', { name: 'Resultado da importação' })
      .getByText('Importação concluída')
      .waitFor();

    // A notice for the whole class, published now.
    const noticeText = `Ensaio geral da turma ${suffix} no sábado.`;
    await page.getByRole('tab', { name: 'Avisos' }).click();
    await page.getByRole('button', { name: 'Novo aviso' }).click();
    const editor = page.getByRole('textbox', { name: 'Texto do aviso' });
    await editor.click();
    await page.keyboard.type(noticeText);
    await page.getByRole('button', { name: 'Publicar aviso' }).click();
    await visibleText(page, noticeText).waitFor();

    // A new student, in another browser context, registers through the printed address, signs up and
    // confirms the e-mail: then the registration and the class notice appear.
    const renato = newPerson('Renato', 'Ramos Teixeira');
    const student = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const other = await student.newPage();
      await other.goto(new URL(url).pathname);
      await heading(other, registrationMessages.title).waitFor();
      await visibleText(other, institution).waitFor();
      await submitSelfRegistration(other, renato);
      await waitForPath(other, '/success');

      await other.goto('/signup');
      const form = signUpPage(other);
      await form.name.fill(renato.firstName);
      await form.email.fill(renato.email);
      await form.password.fill('senha-do-renato');
      if (await form.policy.count()) await form.policy.check();
      const since = Date.now();
      await form.submit.click();
      await visibleText(other, authMessages.emailConfirmBanner).waitFor();
      expect(await visibleText(other, noticeText).count()).toBe(0);
      const mail = await waitForMail(dataDir, { to: renato.email, since, match: /confirmar-email/ });
      await other.goto(confirmationLink(mail).pathname);
      await visibleText(other, authMessages.emailConfirmed).waitFor();
      await other.getByRole('link', { name: 'Ir para o portal' }).click();
      await visibleText(other, noticeText).waitFor();
    } finally {
      await student.close();
    }

    // The open tab counts the new registration by itself.
    await page.getByRole('tab', { name: 'Link de autocadastro' }).click();
    await visibleText(page, '1 de 3 vagas').waitFor({ timeout: LIVE_COUNT_TIMEOUT });

    // Two more fill the class (spec B §2.7), each on their own device; the link then sends a fourth to /full.
    for (const name of ['Tania', 'Ulisses']) {
      const device = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
      try {
        const other = await device.newPage();
        await other.goto(new URL(url).pathname);
        await heading(other, registrationMessages.title).waitFor();
        await submitSelfRegistration(other, newPerson(name, 'Moura Campos'));
        await waitForPath(other, '/success');
      } finally {
        await device.close();
      }
    }
    const fourth = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const other = await fourth.newPage();
      await other.goto(new URL(url).pathname);
      await waitForPath(other, '/full');
      await heading(other, registrationMessages.full).waitFor();
    } finally {
      await fourth.close();
    }
    await visibleText(page, '3 de 3 vagas').waitFor({ timeout: LIVE_COUNT_TIMEOUT });
  });
});
