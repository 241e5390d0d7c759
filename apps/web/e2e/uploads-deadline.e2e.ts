import { readFile } from 'node:fs/promises';
import { addDays, CLASS_SUMS_HIDDEN, type IsoDate, todayInSaoPaulo, uploadMessages } from '@portal/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe';
import { demo, describe, expect, test } from './fixtures';
import { card, signIn, visibleText, waitForPath } from './pages';

// Decisions 54 and 74: the class dashboard (committee and producer) and the upload deadline lock. The journeys share
// the seeded database, so the deadline moved here is put back, and the file sent here removed, whatever
// happens.

const DEMO_CLASS = 'Medicina e Enfermagem 2026/2';

/** The API as a given login, straight (the journey sets the scene the producer would set in the form). */
async function apiAs(baseURL: string, email: string, password: string) {
  const auth = await fetch(`${baseURL}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(auth.status).toBe(200);
  const { token } = (await auth.json()) as { token: string };
  return (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${baseURL}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined || init.body instanceof FormData
          ? {}
          : { 'content-type': 'application/json' }),
      },
      body:
        init.body === undefined || init.body instanceof FormData
          ? (init.body as FormData | undefined)
          : JSON.stringify(init.body),
    });
}

async function demoGraduation(admin: Awaited<ReturnType<typeof apiAs>>) {
  const list = (await (await admin(`/admin/formaturas?q=${encodeURIComponent(DEMO_CLASS)}`)).json()) as {
    items: { id: number; name: string }[];
  };
  const id = list.items.find((g) => g.name === DEMO_CLASS)?.id;
  expect(id).toBeDefined();
  const graduation = (await (await admin(`/admin/formaturas/${id}`)).json()) as Record<string, unknown> & {
    FormData: string;
    FormLimiteEntrega: number;
  };
  return { id: id as number, graduation };
}

async function download(page: Page, click: () => Promise<void>): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  return (await readFile(path)).toString('utf8');
}

describe('the class dashboard and the upload deadline lock (decisions 54 and 74)', () => {
  test('decision 74: a committee member opens the class dashboard, sees who has not sent each screen and downloads it as CSV', async ({
    page,
  }) => {
    await page.goto('/signin');
    await signIn(page, demo.committee.email, demo.committee.password);
    await card(page, 'Ferramentas da Comissão').getByRole('button', { name: 'Painel da turma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Painel da turma' });
    const situations = dialog.getByRole('table', { name: 'Situação de pagamento da turma' });
    await situations.waitFor();
    // Decision 98: the committee gets counts and each situation's share of the class, never reais (a sum polled
    // before and after one classmate's payment would give it away), and is told why.
    await dialog.getByText(CLASS_SUMS_HIDDEN).waitFor();
    expect(await dialog.getByText(/R\$/).count()).toBe(0);
    const shares = await situations.getByRole('cell', { name: / %$/ }).allTextContents();
    expect(shares).toHaveLength(4);
    expect(shares.reduce((acc, share) => acc + Number.parseInt(share, 10), 0)).toBe(100);
    const individual = dialog.getByRole('list', { name: 'Ainda não enviaram: Arquivos individuais' });
    await individual.getByText('Carla Dias (Enfermagem)').waitFor();
    // The guest has no upload screens, so is never listed as missing a file.
    expect(await dialog.getByText(/Daniel Rocha/).count()).toBe(0);
    await expectNoAxeViolations(page, 'the class dashboard');

    const csv = await download(page, () =>
      dialog.getByRole('button', { name: 'Baixar planilha (CSV)' }).click(),
    );
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(`Painel da turma;${DEMO_CLASS}`);
    expect(lines).toContain('Situação de pagamento;Formandos;% da turma');
    expect(lines.some((l) => /^(Contratado|Previsto até hoje|Recebido);/.test(l))).toBe(false);
    expect(lines).toContain('Tela;Prazo;Formando que ainda não enviou;Curso');
    expect(lines.some((l) => /^Arquivos individuais;[^;]*;Carla Dias;Enfermagem$/.test(l))).toBe(true);
  });

  test('decision 74: the producer sees the class dashboard with the class sums in the back-office', async ({
    page,
  }) => {
    await page.goto('/signin');
    await signIn(page, demo.admin.email, demo.admin.password);
    await waitForPath(page, '/admin');
    await page
      .getByRole('navigation', { name: 'Administração' })
      .getByRole('link', { name: 'Formaturas' })
      .click();
    await page.getByRole('link', { name: DEMO_CLASS, exact: true }).click();
    await page.getByRole('tab', { name: 'Painel da turma' }).click();
    const sums = page.getByRole('table', { name: 'Arrecadação da turma (3 contratos)' });
    await sums.getByRole('row', { name: /Recebido R\$/ }).waitFor();
    await page.getByRole('region', { name: 'Certificado' }).waitFor();
    await expectNoAxeViolations(page, 'the back-office class dashboard');
  });

  test('decision 54: past the deadline the student sees the expired text and can neither upload nor delete', async ({
    page,
    baseURL,
  }) => {
    const admin = await apiAs(baseURL, demo.admin.email, demo.admin.password);
    const student = await apiAs(baseURL, demo.student.email, demo.student.password);
    const { id, graduation } = await demoGraduation(admin);

    await page.goto('/signin');
    await signIn(page, demo.student.email, demo.student.password);
    await page.goto('/uploads?tipo=individual');
    const section = page.getByRole('region', { name: 'Fotos e música individuais' });
    await section.waitFor();
    const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#dde' } })
      .png()
      .toBuffer();
    await section
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'foto-infancia.png', mimeType: 'image/png', buffer: photo }]);
    const remove = section.getByRole('button', { name: 'Excluir foto-infancia.png' });
    await remove.waitFor();

    // The producer moves the delivery limit so the individual screen's last day was three days ago
    // (spec A §9: event date + FormLimiteEntrega − 1).
    const today = todayInSaoPaulo(new Date());
    const toPast = Math.round(
      (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${graduation.FormData.slice(0, 10)}T00:00:00Z`)) /
        86_400_000,
    );
    const lastDay = addDays(today, -3) as IsoDate;
    const put = (FormLimiteEntrega: number) =>
      admin(`/admin/formaturas/${id}`, { method: 'PUT', body: { ...graduation, FormLimiteEntrega } });
    try {
      const moved = await put(toPast - 2);
      expect(moved.status, await moved.clone().text()).toBe(200);

      // The session keeps the registration it signed in with (spec B §3): the student comes back later.
      await page.evaluate(() => sessionStorage.clear());
      await page.goto('/signin');
      await signIn(page, demo.student.email, demo.student.password);
      await page.goto('/uploads?tipo=individual');
      await section.waitFor();
      const [y, m, d] = lastDay.split('-');
      await visibleText(page, `Seu prazo para alteração dos conteúdos expirou em ${d}/${m}/${y}.`).waitFor();
      // No dropzone any more, and the file's fields are locked.
      expect(await section.locator('input[type="file"]').count()).toBe(0);
      expect(await section.getByLabel('Identificação de foto-infancia.png').isDisabled()).toBe(true);
      await expectNoAxeViolations(page, 'the upload screen past its deadline');

      await section.getByRole('button', { name: 'Excluir foto-infancia.png' }).click();
      await visibleText(page, uploadMessages.cannotDeleteAnymore).waitFor();
      await page.reload();
      await section.getByRole('button', { name: 'Excluir foto-infancia.png' }).waitFor();

      // The API holds the line too: a file sent past the deadline is refused with the same text.
      const form = new FormData();
      form.append('tipo', 'individual');
      form.append('file', new Blob([photo], { type: 'image/png' }), 'outra.png');
      const late = await student('/uploads', { method: 'POST', body: form });
      expect(late.status).toBe(409);
      expect(((await late.json()) as { error: string }).error).toBe(
        `Seu prazo para alteração dos conteúdos expirou em ${d}/${m}/${y}.`,
      );
      // And so is a delete.
      const [kept] = (await (await student('/uploads/individual')).json()) as { _id: string }[];
      expect((await student(`/uploads/${kept?._id}`, { method: 'DELETE' })).status).toBe(409);
    } finally {
      expect((await put(graduation.FormLimiteEntrega)).status).toBe(200);
      const files = (await (await student('/uploads/individual')).json()) as { _id: string; name: string }[];
      for (const f of files) {
        if (f.name === 'foto-infancia.png') await student(`/uploads/${f._id}`, { method: 'DELETE' });
      }
    }
  });
});
