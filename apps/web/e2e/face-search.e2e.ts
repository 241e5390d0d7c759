import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { faceSearchConsentText, faceSearchMessages, shopMessages } from '@portal/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe';
import { demo, describe, expect, test } from './fixtures';
import { card, heading, signIn, visibleText, waitForPath } from './pages';

// Decisions 138 and 139 (the face-search journey): the producer turns face search on for the demo class and sends
// an event of photos with faces (face-api's own sample photos); the student consents, sends a selfie (a crop
// of one sample face), sees the photo they are in and orders it; then withdraws, and nothing of their face is
// kept.

const DEMO_GRADUATION = 'Medicina e Enfermagem 2026/2';
const EVENT = 'Baile com rostos';
const require = createRequire(import.meta.url);
const demoDir = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

/** The first face of sample 1 (the largest), twice its size around it: a selfie. */
async function selfieOf(photo: string): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  // Where sample 1's largest face is, relative to the picture (the engine's box; decision 138).
  const box = { x: 0.77, y: 0.16, width: 0.105, height: 0.187 };
  const side = Math.round(Math.max(box.width * width, box.height * height) * 2);
  const left = Math.max(0, Math.round((box.x + box.width / 2) * width - side / 2));
  const top = Math.max(0, Math.round((box.y + box.height / 2) * height - side / 2));
  return sharp(photo)
    .extract({ left, top, width: Math.min(side, width - left), height: Math.min(side, height - top) })
    .jpeg()
    .toBuffer();
}

const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

describe("'Encontre suas fotos' (decisions 138 and 139)", () => {
  test('decision 139: the producer turns face search on and sends photos; the student consents, finds the photo they are in with a selfie, orders it, and withdraws', async ({
    page,
    browser,
    baseURL,
  }) => {
    const folder = await mkdtemp(join(tmpdir(), 'rostos-'));
    const album = join(folder, 'baile-rostos');
    await mkdir(album);
    await copyFile(join(demoDir, 'sample1.jpg'), join(album, 'mesa-01.jpg'));
    await copyFile(join(demoDir, 'sample6.jpg'), join(album, 'mesa-06.jpg'));
    const selfiePath = join(folder, 'selfie.jpg');
    await writeFile(selfiePath, await selfieOf(join(demoDir, 'sample1.jpg')));
    try {
      // ——— The producer ———
      await page.goto('/signin');
      await signIn(page, demo.admin.email, demo.admin.password);
      await waitForPath(page, '/admin');
      await page
        .getByRole('navigation', { name: 'Administração' })
        .getByRole('link', { name: 'Formaturas' })
        .click();
      await page.getByRole('link', { name: DEMO_GRADUATION, exact: true }).click();
      await heading(page, DEMO_GRADUATION).waitFor();
      const graduationUrl = page.url();
      await page.getByRole('tab', { name: 'Dados' }).click();
      const faceForm = page.getByRole('form', { name: 'Configurar a busca por rosto' });
      await faceForm.locator('label', { hasText: 'Busca por rosto ativa' }).click();
      await faceForm.getByRole('button', { name: 'Salvar busca por rosto' }).click();
      await expect.poll(() => faceForm.getByRole('switch').isChecked()).toBe(true);

      await page.getByRole('tab', { name: 'Eventos' }).click();
      await page.getByRole('button', { name: 'Novo evento' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo evento' });
      await dialog.getByLabel('Nome do evento').fill(EVENT);
      await dialog.getByLabel('Data').fill('2026-11-21');
      await dialog.getByRole('button', { name: 'Criar evento' }).click();
      await waitForPath(page, /^\/admin\/eventos\/\d+$/);
      await page.getByTestId('photo-folder-input').setInputFiles(album);
      await page.getByText('2 prontas (rascunho)', { exact: true }).first().waitFor({ timeout: 90_000 });
      // A new event is a draft (decision 120), hidden from the album and from face search until published.
      await page.getByRole('button', { name: 'Publicar', exact: true }).click();
      const publish = page.getByRole('dialog', { name: 'Publicar o evento agora?' });
      await publish.getByRole('button', { name: 'Publicar', exact: true }).click();
      await page.getByText('Publicado', { exact: true }).first().waitFor();

      // The engine reads the class's photos (the demo's and these two) in the background: wait for the queue.
      await page.goto(graduationUrl);
      await page.getByRole('tab', { name: 'Dados' }).click();
      await expect
        .poll(
          async () => {
            await page.reload();
            return (await faceForm.textContent()) ?? '';
          },
          { timeout: 400_000, interval: 5_000 },
        )
        .toMatch(/fotos lidas; 0 fotos na fila/);

      // ——— The student ———
      const student = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
      const me = await student.newPage();
      me.setDefaultTimeout(20_000);
      await me.goto('/signin');
      await signIn(me, demo.student.email, demo.student.password);
      await waitForPath(me, '/');
      await card(me, 'Fotos e vídeos').getByRole('link', { name: 'Encontre suas fotos' }).click();
      await waitForPath(me, '/encontre-suas-fotos');
      await heading(me, faceSearchConsentText.title).waitFor();
      await expectNoAxeViolations(me, 'the face search consent');
      await me.getByRole('checkbox', { name: faceSearchConsentText.checkbox }).check();
      await me.getByRole('button', { name: faceSearchConsentText.confirm }).click();
      await visibleText(me, faceSearchMessages.consentGiven).waitFor();

      await me.getByLabel('Escolher uma foto minha').setInputFiles(selfiePath);
      const answer = me
        .getByText(/Encontramos você em \d+ fotos?\./)
        .or(me.getByText(faceSearchMessages.noMatches))
        .or(me.getByRole('alert'));
      await answer.first().waitFor({ timeout: 90_000 });
      expect(await answer.first().textContent()).toMatch(/Encontramos você em \d+ fotos?\./);
      const found = me.getByRole('button', { name: /^Foto \d+$/ });
      expect(await found.count()).toBeGreaterThanOrEqual(1);
      await expectNoAxeViolations(me, 'the photos found');

      // The album's menu: the photo goes to the cart as a photo of its own event.
      await found.first().click();
      const menu = me.getByRole('dialog', { name: 'Foto 1' });
      await menu.waitFor();
      await menu.getByRole('button', { name: /^Impressa 15x21/ }).click();
      await menu.getByRole('button', { name: 'Adicionar ao pedido' }).click();
      await visibleText(me, shopMessages.photoAdded).waitFor();
      await me.getByRole('link', { name: /^Carrinho, \d+ ite/ }).waitFor();
      await menu.waitFor({ state: 'hidden' }).catch(() => me.keyboard.press('Escape'));

      // The new-photo alert through the API (the screen does not offer it until the alert is sent): the
      // selfie's descriptor is kept, and the screen offers to stop it.
      const token = await tokenOf(me);
      const api = (method: string, url: string, selfie?: string) =>
        me.evaluate(
          async ([m, u, bearer, b64]) => {
            let body: FormData | undefined;
            if (b64) {
              body = new FormData();
              const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
              body.append('selfie', new Blob([bytes], { type: 'image/jpeg' }), 'selfie.jpg');
            }
            const res = await fetch(u as string, {
              method: m as string,
              body,
              headers: { authorization: `Bearer ${bearer}` },
            });
            return { status: res.status, body: await res.json() };
          },
          [method, url, token, selfie] as const,
        );
      const kept = await api(
        'POST',
        '/api/encontre-suas-fotos/busca?avisar=1',
        (await readFile(selfiePath)).toString('base64'),
      );
      expect(kept.status).toBe(200);
      expect((await api('GET', '/api/encontre-suas-fotos/consentimento')).body.avisar).toBe(true);
      await me.reload();
      await me.getByRole('button', { name: 'Desligar o aviso de novas fotos' }).waitFor();

      // Withdrawing: back to the consent, the kept descriptor deleted at once, and the search refused.
      await me.getByRole('button', { name: faceSearchConsentText.withdraw }).click();
      await visibleText(me, faceSearchMessages.consentWithdrawn).waitFor();
      await heading(me, faceSearchConsentText.title).waitFor();
      const state = await api('GET', '/api/encontre-suas-fotos/consentimento');
      expect(state.body).toMatchObject({ ativa: true, consentimento: null, avisar: false });
      const refused = await api(
        'POST',
        '/api/encontre-suas-fotos/busca',
        (await readFile(selfiePath)).toString('base64'),
      );
      expect(refused).toMatchObject({ status: 403, body: { error: faceSearchMessages.consentRequired } });
      await student.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 600_000);
});
