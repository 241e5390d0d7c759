import { importMessages } from '@portal/domain';
import { expectNoAxeViolations } from './axe';
import { demo, describe, expect, newPerson, type Person, test, uniqueEmail } from './fixtures';
import { waitForMail } from './outbox';
import { heading, signIn, visibleText, waitForPath } from './pages';

// Decision 53: the producer imports a class from a spreadsheet export into the demo graduation.
const DEMO_GRADUATION = 'Medicina e Enfermagem 2026/2';

const line = (p: Person, course: string) =>
  [p.firstName, p.surname, p.email, p.cpf, p.phone, course, '', ''].join(';');

describe('back-office class import (decision 53)', () => {
  test('decision 53: the administrator imports a class from a Windows-1252 CSV (one row refused with its reason), applies it, finds the students in the class list and invites one to the portal', async ({
    page,
    dataDir,
  }) => {
    // An accent in the name (the file's encoding at work), not in the address: newPerson's comes from the name.
    const otavio = { ...newPerson('Otávio', 'Bittencourt Lacerda'), email: uniqueEmail('otavio') };
    const priscila = newPerson('Priscila', 'Guimarães Lacerda');
    const refused = newPerson('Rui', 'Pacheco Dias');
    const csv = [
      'nome;sobrenome;email;cpf;celular;curso;polo;instagram',
      line(otavio, 'Medicina'),
      line(priscila, 'Enfermagem'),
      line(refused, 'Astronomia'),
    ].join('\r\n');

    await page.goto('/signin');
    await signIn(page, demo.admin.email, demo.admin.password);
    await waitForPath(page, '/admin');
    await page
      .getByRole('navigation', { name: 'Administração' })
      .getByRole('link', { name: 'Formaturas' })
      .click();
    await page.getByRole('link', { name: DEMO_GRADUATION, exact: true }).click();
    await heading(page, DEMO_GRADUATION).waitFor();
    await page.getByRole('tab', { name: 'Importar turma' }).click();
    await waitForPath(page, /^\/admin\/formaturas\/\d+\/importar$/);
    await heading(page, 'Importar turma').waitFor();

    // Excel in pt-BR saves CSV in Windows-1252 (latin1 for these letters) with ';'.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'turma.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'latin1'),
    });
    const preview = page.getByRole('region', { name: 'Prévia da importação' });
    await preview.waitFor();
    await visibleText(page, /Windows-1252/).waitFor();
    const firstRow = preview.getByRole('table', { name: 'Linhas do arquivo' }).getByRole('row').nth(1);
    expect(await firstRow.textContent()).toContain(importMessages.unknownCourse('Astronomia'));
    expect(await firstRow.textContent()).toContain('Rui Pacheco Dias');
    await expectNoAxeViolations(page, 'the import preview');

    await preview.getByRole('button', { name: 'Importar 2 formandos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar 2 formandos?' });
    await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
    const result = page.getByRole('region', { name: 'Resultado da importação' });
    await result.getByText('Importação concluída').waitFor();

    // The class list has them, accents intact; the refused row did not come in.
    await result.getByRole('link', { name: 'Ver os formandos' }).click();
    await waitForPath(page, /\/formandos$/);
    const search = page.getByRole('searchbox', { name: 'Buscar formando' });
    for (const person of [otavio, priscila]) {
      await search.fill(person.email);
      await page.getByRole('link', { name: `${person.firstName} ${person.surname}`, exact: true }).waitFor();
    }
    // By name: the digits of a search also match CPFs, and a random address's digits can hit someone's.
    await search.fill(`${refused.firstName} ${refused.surname}`);
    await visibleText(page, 'Nenhum formando encontrado.').waitFor();

    // Invited to the portal: without a user yet, Otávio gets the sign-up page by e-mail.
    await page.getByRole('tab', { name: 'Convites' }).click();
    await waitForPath(page, /\/convites$/);
    await page.getByRole('textbox', { name: 'Buscar formando' }).fill(otavio.surname);
    await page.getByRole('checkbox', { name: `Selecionar ${otavio.firstName} ${otavio.surname}` }).check();
    await expectNoAxeViolations(page, 'the invitations tab');
    const since = Date.now();
    await page.getByRole('button', { name: 'Enviar convite a 1 formando' }).click();
    await page
      .getByRole('dialog', { name: 'Enviar convite a 1 formando?' })
      .getByRole('button', { name: 'Enviar convites' })
      .click();
    await visibleText(page, '1 e-mail na fila').waitFor();
    await waitForMail(dataDir, { to: otavio.email, since, match: /\/signup\b/ });
  });

  test('decision 53: the producer settings page explains each field and saves', async ({ page }) => {
    await page.goto('/signin');
    await signIn(page, demo.admin.email, demo.admin.password);
    await waitForPath(page, '/admin');
    await page
      .getByRole('navigation', { name: 'Administração' })
      .getByRole('link', { name: 'Configurações' })
      .click();
    await heading(page, 'Configurações da produtora').waitFor();
    await page.getByRole('textbox', { name: 'Manga do tamanho GG' }).waitFor();
    await expectNoAxeViolations(page, 'the producer settings');
    await page.getByRole('textbox', { name: 'E-mail do encarregado de dados (DPO)' }).fill('dpo@demo.com.br');
    await page.getByRole('textbox', { name: 'E-mail do financeiro' }).fill('financeiro@demo.com.br');
    await page.getByRole('textbox', { name: 'Marcador de curso sem créditos' }).fill('cortesia');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await visibleText(page, 'Alterações salvas.').waitFor();
    await page.reload();
    const marker = page.getByRole('textbox', { name: 'Marcador de curso sem créditos' });
    await marker.waitFor();
    expect(await marker.inputValue()).toBe('cortesia');
    expect(await page.getByRole('textbox', { name: 'E-mail do financeiro' }).inputValue()).toBe(
      'financeiro@demo.com.br',
    );
  });
});
