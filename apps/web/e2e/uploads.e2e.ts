import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadMessages } from '@portal/domain';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe';
import { demo, describe, expect, test } from './fixtures';
import { card, signIn, visibleText, waitForPath } from './pages';

// Decisions 54 and 55: the student's ceremony files, the committee's class reports and the producer's class zip.

/** A real PNG, large enough to print well (no warning beside it). */
const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 1600, channels: 3, background } })
    .png()
    .toBuffer();

describe('ceremony uploads, committee reports and the class zip (decisions 54 and 55)', () => {
  test('decision 54: a student uploads two certificates, labels and annotates one, hits the maximum and deletes one', async ({
    page,
  }) => {
    await page.goto('/signin');
    await signIn(page, demo.student.email, demo.student.password);
    await page.goto('/uploads?tipo=certificado');
    const section = page.getByRole('region', { name: 'Certificado' });
    await section.waitFor();
    await section.locator('input[type="file"]').setInputFiles([
      { name: 'certificado-frente.png', mimeType: 'image/png', buffer: await photo('#ffffff') },
      { name: 'certificado-verso.png', mimeType: 'image/png', buffer: await photo('#eeeeee') },
    ]);
    const list = section.getByRole('list', { name: 'Arquivos: Certificado' });
    await list.getByRole('button', { name: 'Excluir certificado-frente.png' }).waitFor();
    await list.getByRole('button', { name: 'Excluir certificado-verso.png' }).waitFor();
    await visibleText(page, uploadMessages.allFilesUploaded).waitFor();

    await section.getByLabel('Identificação de certificado-frente.png').selectOption('certificado');
    await visibleText(page, uploadMessages.labelSet).waitFor();
    const obs = section.getByLabel('Observação de certificado-frente.png');
    await obs.fill('Frente do certificado');
    // Enter submits this file's own observation form.
    await obs.press('Enter');
    await visibleText(page, uploadMessages.noteSaved).waitFor();
    await expectNoAxeViolations(page, 'the upload screen');

    await list.getByRole('button', { name: 'Excluir certificado-verso.png' }).click();
    // Deleting asks first (decision 133).
    await list
      .getByRole('group', { name: 'Excluir certificado-verso.png?' })
      .getByRole('button', { name: 'Sim, excluir' })
      .click();
    await visibleText(page, uploadMessages.fileDeleted).waitFor();
    await list.getByRole('button', { name: 'Excluir certificado-verso.png' }).waitFor({ state: 'detached' });
    // After a reload the label and the observation are still there.
    await page.reload();
    const select = page.getByLabel('Identificação de certificado-frente.png');
    await select.waitFor();
    expect(await select.inputValue()).toBe('certificado');
  });

  test('decision 55: a committee member opens both class reports and prints them', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto('/signin');
    await signIn(page, demo.committee.email, demo.committee.password);
    const tools = card(page, 'Ferramentas da Comissão');
    for (const [report, expected] of [
      ['Relatório de pagamentos da turma', 'Situação'],
      ['Relatório de arquivos enviados pela turma', 'Certificado'],
    ] as const) {
      await tools.getByRole('button', { name: report }).click();
      const dialog = page.getByRole('dialog', { name: report });
      await dialog.getByRole('columnheader', { name: expected }).waitFor();
      await dialog.getByRole('rowheader', { name: demo.student.name }).waitFor();
      await expectNoAxeViolations(page, report);
      await dialog.getByRole('button', { name: 'Imprimir' }).click();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
  });

  test("decision 54: the producer downloads the class's certificates as one zip", async ({ page }) => {
    await page.goto('/signin');
    await signIn(page, demo.admin.email, demo.admin.password);
    await waitForPath(page, '/admin');
    await page
      .getByRole('navigation', { name: 'Administração' })
      .getByRole('link', { name: 'Formaturas' })
      .click();
    await page.getByRole('link', { name: 'Medicina e Enfermagem 2026/2', exact: true }).click();
    await page.getByRole('tab', { name: 'Arquivos da turma' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar: Certificados' }).click(),
    ]);
    const dir = await mkdtemp(join(tmpdir(), 'turma-'));
    try {
      const file = join(dir, 'turma.zip');
      await download.saveAs(file);
      // An independent reader: Python's zipfile checks the CRCs and lists the entries.
      const names = JSON.parse(
        execFileSync('python3', [
          '-c',
          'import sys, json, zipfile; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(json.dumps(z.namelist()))',
          file,
        ]).toString(),
      );
      expect(names).toContain(`${demo.student.name} - Certificado.png`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
