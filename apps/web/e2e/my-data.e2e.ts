import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { formatCpf, MY_DATA_FORMAT, MY_DATA_VERSION } from '@portal/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe';
import { describe, expect, newPerson, test } from './fixtures';
import { newLinkedStudent } from './new-student';
import { heading, visibleText, waitForPath } from './pages';

// Decision 137 (LGPD art. 18): a student sees everything the portal holds about them, downloads it as JSON
// and their files as a zip, and turns the deadline reminders off.

const PASSWORD = 'senha-dos-meus-dados-1';

/** A downloaded file's path, from the click that starts it. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), path: (await file.path()) as string };
}

describe('Meus dados (decision 137, LGPD art. 18)', () => {
  test('LGPD art. 18: a student opens Meus dados, downloads and opens the JSON and the zip, and revokes e-mail reminders', async ({
    page,
    dataDir,
  }) => {
    // A student of our own: self-registration, then a user accepting the policy on the sign-up form.
    const person = newPerson('Lívia', 'Prates Andrade');
    await newLinkedStudent(page, person, PASSWORD, dataDir);

    // One file sent, so the zip has something of theirs.
    await page.goto('/uploads?tipo=certificado');
    const section = page.getByRole('region', { name: 'Certificado' });
    await section.waitFor();
    const png = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await section
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'diploma.png', mimeType: 'image/png', buffer: png }]);
    await section.getByRole('button', { name: 'Excluir diploma.png' }).waitFor();

    // Phone first: Meus dados from the profile, on a 390 px screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Perfil' }).click();
    await waitForPath(page, '/perfil');
    await page.getByRole('link', { name: 'Abrir Meus dados' }).click();
    await waitForPath(page, '/perfil/meus-dados');
    for (const name of [
      'Cadastro',
      'Contrato e parcelas',
      'Pedidos',
      'Envios',
      'Consentimentos',
      'Sessões',
      'Ações de administradores',
    ]) {
      await heading(page, name).waitFor();
    }
    await visibleText(page, 'diploma.png').waitFor();
    await visibleText(page, formatCpf(person.cpf)).waitFor();
    // Nothing runs off the side of the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'Meus dados');

    // The JSON: one file, parsed, each part there.
    const json = await download(page, () =>
      page.getByRole('button', { name: 'Baixar meus dados (JSON)' }).click(),
    );
    expect(json.name).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(json.path, 'utf8'));
    expect(data.format).toBe(MY_DATA_FORMAT);
    expect(data.version).toBe(MY_DATA_VERSION);
    expect(data.registration).toMatchObject({
      firstName: person.firstName,
      cpf: person.cpf,
      email: person.email,
    });
    for (const part of ['contracts', 'orders', 'uploads', 'consents', 'adminActions']) {
      expect(Array.isArray(data[part]), part).toBe(true);
    }
    expect(data.uploads.map((u: { name: string }) => u.name)).toEqual(['diploma.png']);
    expect(data.consents).toEqual([
      expect.objectContaining({ kind: 'policy', channel: 'cadastro', withdrawnAt: null }),
    ]);
    expect(data.account.email).toBe(person.email);

    // The zip: its entries listed by an independent reader, the JSON first, then the student's file.
    const zip = await download(page, () =>
      page.getByRole('button', { name: 'Baixar meus arquivos (zip)' }).click(),
    );
    expect(zip.name).toMatch(/^meus-arquivos-.*\.zip$/);
    const entries = JSON.parse(
      execFileSync('python3', [
        '-c',
        'import sys, json, zipfile; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(json.dumps(z.namelist()))',
        zip.path,
      ]).toString(),
    );
    expect(entries).toEqual(['meus-dados.json', 'envios/certificado/diploma.png']);

    // E-mail reminders are on by default; revoked, they read off and can be turned back on.
    const reminders = page.getByRole('listitem').filter({ hasText: 'Lembretes de prazos por e-mail' });
    await reminders.getByText('Ligados', { exact: true }).waitFor();
    await reminders.getByRole('button', { name: /^Revogar/ }).click();
    await reminders.getByText('Desligados', { exact: true }).waitFor();
    await reminders.getByRole('button', { name: 'Voltar a receber os lembretes' }).waitFor();
    // The policy cannot be revoked while the account lives: no button, the reason instead.
    const policy = page
      .getByRole('listitem')
      .filter({ hasText: 'Política de privacidade e termos de adesão' });
    expect(await policy.getByRole('button', { name: /Revogar/ }).count()).toBe(0);
    await page.reload();
    await reminders.getByText('Desligados', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'Meus dados after revoking the reminders');
  });
});
