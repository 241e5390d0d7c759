import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe';
import { demo, describe, expect, test } from './fixtures';
import { heading, signIn, visibleText, waitForPath } from './pages';

// Decision 65: the producer publishes an event's photos from the back-office by sending a folder.
const DEMO_GRADUATION = 'Medicina e Enfermagem 2026/2';

/** A camera-like photo: a gradient with its number, as a JPEG. */
const photo = (n: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#${(0x204060 + n * 0x101010).toString(16).slice(-6)}"/><text x="100" y="400" font-size="160" fill="#fff">Foto ${n}</text></svg>`,
    ),
  )
    .jpeg({ quality: 85 })
    .toBuffer();

describe('back-office photo ingest (decision 65)', () => {
  test('decision 65: the producer creates an event, sends a folder of photos and watches them appear; a file that is no photo is refused with its reason; sending the folder again skips what is there', async ({
    page,
  }) => {
    const folder = await mkdtemp(join(tmpdir(), 'fotos-baile-'));
    const album = join(folder, 'baile');
    await mkdir(album);
    for (let n = 1; n <= 6; n++)
      await writeFile(join(album, `baile-${String(n).padStart(2, '0')}.jpg`), await photo(n));
    await writeFile(join(album, 'lista-de-convidados.jpg'), 'nome;mesa\nAna;3\n');
    try {
      await page.goto('/signin');
      await signIn(page, demo.admin.email, demo.admin.password);
      await waitForPath(page, '/admin');
      await page
        .getByRole('navigation', { name: 'Administração' })
        .getByRole('link', { name: 'Formaturas' })
        .click();
      await page.getByRole('link', { name: DEMO_GRADUATION, exact: true }).click();
      await heading(page, DEMO_GRADUATION).waitFor();
      await page.getByRole('tab', { name: 'Eventos' }).click();
      await waitForPath(page, /^\/admin\/formaturas\/\d+\/eventos$/);
      // The demo's photo events are listed with their published photos.
      await page.getByRole('link', { name: 'Aula da Saudade' }).waitFor();

      await page.getByRole('button', { name: 'Novo evento' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo evento' });
      await dialog.getByLabel('Nome do evento').fill('Baile de formatura');
      await dialog.getByLabel('Data').fill('2026-11-20');
      await dialog.getByRole('button', { name: 'Criar evento' }).click();
      await waitForPath(page, /^\/admin\/eventos\/\d+$/);
      await heading(page, 'Baile de formatura').waitFor();
      await visibleText(page, 'Nenhuma foto aqui ainda.').waitFor();

      await page.getByTestId('photo-folder-input').setInputFiles(album);
      const status = page.getByRole('status').filter({ hasText: 'arquivos' });
      await status.filter({ hasText: 'envio concluído' }).waitFor({ timeout: 60_000 });
      expect(await status.textContent()).toContain(
        '7 de 7 arquivos · 6 enviados · 0 já no evento · 1 recusados',
      );
      await visibleText(page, 'Recusada: O arquivo não é uma imagem (JPEG, PNG ou WebP).').waitFor();

      // The grid follows the job queue until every photo is ready, with its thumbnail (the event still a draft).
      await page.getByText('6 prontas (rascunho)', { exact: true }).first().waitFor({ timeout: 60_000 });
      // Mantine hides the radio itself: its label is what a person clicks.
      await page.locator('label', { hasText: /^Prontas$/ }).click();
      await expect.poll(() => page.getByTestId('event-photo').count(), { timeout: 30_000 }).toBe(6);
      await page.getByRole('img', { name: 'baile-01.jpg' }).waitFor();
      expect(
        await page
          .getByRole('img', { name: 'baile-01.jpg' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBe(400);
      // The first photo became the event's cover.
      await page.getByRole('img', { name: 'Capa de Baile de formatura' }).waitFor();
      await expectNoAxeViolations(page, 'the event photos page');

      // As after a dropped connection: the folder again sends nothing the event already holds.
      await page.getByTestId('photo-folder-input').setInputFiles(album);
      await status.filter({ hasText: /6 já no evento.*envio concluído/ }).waitFor({ timeout: 30_000 });
      expect(await status.textContent()).toContain(
        '7 de 7 arquivos · 0 enviados · 6 já no evento · 1 recusados',
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
