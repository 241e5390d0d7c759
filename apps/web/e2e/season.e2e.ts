import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authMessages, financeMessages, shopMessages } from '@portal/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { FAKE_CEPS, type FakeCepProvider, startFakeCepProvider } from './fake-cep';
import { describe, expect, newPerson, test } from './fixtures';
import { type FreshPortal, newPageOn, startFreshPortal } from './fresh-portal';
import { confirmationLink, waitForMail } from './outbox';
import { addressForm, card, heading, signUpPage, visibleText, waitForPath } from './pages';

// A producer's whole season, walked on a fresh install (SEED_DEMO=false, decision 114): the first
// administrator from the start log's link, an institution with its polo, a graduation with its 'Valor a
// prazo', a class imported, a printed size of the producer's own (decision 116), an event that stays a draft
// until published (decision 120), a contract's parcels scheduled (decision 125) and one paid through the
// sandbox, the new size ordered with a delivery and moved on the order board (decision 118), and the trail
// read as sentences (decision 126). Everything through the screens: no SQL, no API call of our own.

const PRODUCER = {
  name: 'Paula Produtora',
  email: 'paula@temporada.e2e.test',
  password: 'cavalo-bateria-grampo',
};
const INSTITUTION = 'Universidade da Temporada';
const POLO = 'Polo Centro';
const GRADUATION = 'Arquitetura 2027';
const COURSE = 'Arquitetura';
const EVENT = 'Baile da temporada';
const SIZE = 'Ampliação 20x30';
const STUDENT_PASSWORD = 'senha-da-formanda';

let portal: FreshPortal;
let cep: FakeCepProvider;
let folder: string;

/** A camera-like photo: a colour and its number, as a JPEG. */
const photo = (n: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#${(0x305070 + n * 0x101010).toString(16).slice(-6)}"/><text x="100" y="400" font-size="160" fill="#fff">Foto ${n}</text></svg>`,
    ),
  )
    .jpeg({ quality: 85 })
    .toBuffer();

beforeAll(async () => {
  cep = await startFakeCepProvider();
  portal = await startFreshPortal('season', { CEP_PROVIDER_URL: cep.urlTemplate });
  folder = await mkdtemp(join(tmpdir(), 'fotos-temporada-'));
  await mkdir(join(folder, 'baile'));
  for (const n of [1, 2, 3]) await writeFile(join(folder, 'baile', `baile-0${n}.jpg`), await photo(n));
});

afterAll(async () => {
  await portal?.stop();
  await cep?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name, exact: true });

/** Runs `step`; on failure leaves a screenshot of `page` in test-results/e2e/ and rethrows. */
async function step<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await page
      .screenshot({ path: `test-results/e2e/season-${name}.png`, fullPage: true })
      .catch(() => undefined);
    throw new Error(`season step '${name}': ${(error as Error).message}`);
  }
}

describe('decisions 114–126: a producer runs a season on a fresh install without SQL', () => {
  test('decisions 114, 116, 118, 120, 125, 126: first administrator, graduation, import, a printed 20x30, a draft event published, parcels scheduled and paid, the 20x30 ordered and produced, the trail in sentences', async ({
    browser,
  }) => {
    const admin = await newPageOn(browser, portal.origin);
    const ana = newPerson('Ana', 'Temporada Lopes');
    const caio = newPerson('Caio', 'Temporada Reis');

    await step(admin, 'first-admin', async () => {
      await admin.goto(portal.setupPath);
      await admin.getByRole('heading', { name: 'Configuração inicial' }).waitFor();
      await admin.getByLabel('Seu nome', { exact: true }).fill(PRODUCER.name);
      await admin.getByLabel('E-mail', { exact: true }).fill(PRODUCER.email);
      await admin.getByLabel('Senha', { exact: true }).fill(PRODUCER.password);
      await admin.getByRole('button', { name: 'Criar administrador' }).click();
      await waitForPath(admin, '/admin/equipe', 30_000);
    });

    const graduationPath = await step(admin, 'graduation', async () => {
      await nav(admin, 'Formaturas').click();
      await admin.getByRole('link', { name: 'Nova formatura', exact: true }).click();
      await waitForPath(admin, '/admin/formaturas/nova');
      await admin.getByRole('button', { name: 'Nova instituição', exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: 'Nova instituição' });
      await dialog.getByLabel('Nome da instituição').fill(INSTITUTION);
      await dialog.getByRole('button', { name: 'Criar instituição' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await admin.getByRole('textbox', { name: 'Nome da formatura' }).fill(GRADUATION);
      await admin.getByRole('textbox', { name: 'Data da formatura' }).fill('10/12/2027');
      await admin.keyboard.press('Escape');
      await admin.getByRole('textbox', { name: 'Local' }).fill('Salão de Atos');
      await admin.getByRole('textbox', { name: 'Valor a prazo (R$)' }).fill('3600');
      await admin.getByRole('button', { name: 'Criar formatura' }).click();
      const at = await waitForPath(admin, /^\/admin\/formaturas\/\d+\/cursos$/);
      await heading(admin, GRADUATION).waitFor();
      await admin.getByRole('textbox', { name: 'Novo curso' }).fill(COURSE);
      await admin.getByRole('button', { name: 'Adicionar curso' }).click();
      await admin.getByRole('cell', { name: COURSE, exact: true }).waitFor();
      return at.pathname.replace(/\/cursos$/, '');
    });

    await step(admin, 'polo', async () => {
      await admin.goto('/admin/instituicoes');
      await admin.getByRole('textbox', { name: `Novo polo de ${INSTITUTION}` }).fill(POLO);
      await admin.getByRole('button', { name: 'Adicionar polo' }).click();
      await visibleText(admin, POLO).waitFor();
    });

    await step(admin, 'import', async () => {
      await admin.goto(`${graduationPath}/importar`);
      await heading(admin, 'Importar turma').waitFor();
      const csv = [
        'nome;sobrenome;email;cpf;celular;curso;polo',
        ...[ana, caio].map((p) => [p.firstName, p.surname, p.email, p.cpf, p.phone, COURSE, POLO].join(';')),
      ].join('\r\n');
      await admin.locator('input[type="file"]').setInputFiles({
        name: 'turma.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv, 'latin1'),
      });
      const preview = admin.getByRole('region', { name: 'Prévia da importação' });
      await preview.getByRole('button', { name: 'Importar 2 formandos' }).click();
      await admin
        .getByRole('dialog', { name: 'Importar 2 formandos?' })
        .getByRole('button', { name: 'Confirmar importação' })
        .click();
      await admin
        .getByRole('region', { name: 'Resultado da importação' })
        .getByText('Importação concluída')
        .waitFor();
    });

    await step(admin, 'size', async () => {
      await nav(admin, 'Loja').click();
      await waitForPath(admin, '/admin/loja');
      await admin.getByRole('button', { name: 'Nova medida' }).click();
      const form = admin.getByRole('dialog', { name: 'Nova medida' });
      await form.getByLabel('Código').fill('20x30');
      await form.getByLabel('Nome').fill(SIZE);
      await form.getByLabel('Valor (R$)').fill('39,90');
      await form.getByRole('radio', { name: 'Somente impressa' }).check();
      await form.getByRole('button', { name: 'Salvar medida' }).click();
      await form.waitFor({ state: 'hidden' });
      await admin
        .getByRole('table', { name: 'Medidas e preços' })
        .getByRole('row')
        .filter({ hasText: SIZE })
        .getByRole('cell', { name: 'Somente impressa', exact: true })
        .waitFor();
    });

    const eventPath = await step(admin, 'event', async () => {
      await admin.goto(`${graduationPath}/eventos`);
      await admin.getByRole('button', { name: 'Novo evento' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Novo evento' });
      await dialog.getByLabel('Nome do evento').fill(EVENT);
      await dialog.getByLabel('Data').fill('2026-11-20');
      await dialog.getByRole('button', { name: 'Criar evento' }).click();
      const at = await waitForPath(admin, /^\/admin\/eventos\/\d+$/);
      await heading(admin, EVENT).waitFor();
      // A new event is a draft (decision 120).
      await visibleText(admin, 'Rascunho').waitFor();
      await admin.getByTestId('photo-folder-input').setInputFiles(join(folder, 'baile'));
      await admin.getByText('3 prontas (rascunho)', { exact: true }).first().waitFor({ timeout: 60_000 });
      return at.pathname;
    });

    // Ana, imported, is invited to the portal, signs up with the invitation and confirms her e-mail.
    const student = await newPageOn(browser, portal.origin);
    await step(admin, 'invite', async () => {
      await admin.goto(`${graduationPath}/convites`);
      await admin.getByRole('textbox', { name: 'Buscar formando' }).fill(ana.surname);
      await admin.getByRole('checkbox', { name: `Selecionar ${ana.firstName} ${ana.surname}` }).check();
      const since = Date.now();
      await admin.getByRole('button', { name: 'Enviar convite a 1 formando' }).click();
      await admin
        .getByRole('dialog', { name: 'Enviar convite a 1 formando?' })
        .getByRole('button', { name: 'Enviar convites' })
        .click();
      await visibleText(admin, '1 e-mail na fila').waitFor();
      const mail = await waitForMail(portal.dataDir, { to: ana.email, since, match: /\/signup\b/ });
      const link = mail.text.match(/https?:\/\/[^\s"'<>]+?\/signup[^\s"'<>]*/)?.[0];
      expect(link).toBeTruthy();
      await student.goto(new URL(link!).pathname + new URL(link!).search);
    });
    await step(student, 'signup', async () => {
      const form = signUpPage(student);
      await form.name.fill(ana.firstName);
      if (!(await form.email.inputValue())) await form.email.fill(ana.email);
      await form.password.fill(STUDENT_PASSWORD);
      if (await form.policy.count()) await form.policy.check();
      const since = Date.now();
      await form.submit.click();
      await visibleText(student, authMessages.emailConfirmBanner).waitFor();
      const mail = await waitForMail(portal.dataDir, { to: ana.email, since, match: /confirmar-email/ });
      await student.goto(confirmationLink(mail).pathname);
      await visibleText(student, authMessages.emailConfirmed).waitFor();
      // The address, reviewed once, lets her pay and have prints delivered (spec A §4, spec B §4.3).
      await student.goto('/perfil');
      const address = addressForm(student);
      await address.cep.fill(FAKE_CEPS.portoAlegre.cep.replace('-', ''));
      await address.cep.press('Tab');
      await expect.poll(() => address.city.inputValue(), { timeout: 10_000 }).toBe('Porto Alegre');
      await address.number.fill('100');
      await address.submit.click();
      await student
        .getByText('Você tem dados faltando em seu cadastro', { exact: false })
        .first()
        .waitFor({ state: 'detached' });
    });

    // Her contract and its parcels, scheduled from the graduation's 'Valor a prazo' (decision 125).
    await step(admin, 'contract', async () => {
      await admin.goto(`${graduationPath}/formandos`);
      await admin.getByRole('link', { name: `${ana.firstName} ${ana.surname}`, exact: true }).click();
      await admin.getByRole('link', { name: 'Contratos, parcelas e pagamentos' }).click();
      await admin.getByRole('heading', { name: `Financeiro de ${ana.firstName} ${ana.surname}` }).waitFor();
      await admin.getByRole('button', { name: 'Novo contrato' }).click();
      const form = admin.getByRole('dialog', { name: 'Novo contrato' });
      await form.getByRole('textbox', { name: 'Valor do contrato (R$)' }).fill('3600');
      await form.getByRole('button', { name: 'Criar contrato' }).click();
      await visibleText(admin, 'Contrato criado.').waitFor();
      await admin.getByRole('button', { name: 'Gerar parcelas' }).first().click();
      const plan = admin.getByRole('form', { name: 'Gerar parcelas' });
      await plan.getByRole('textbox', { name: 'Número de parcelas' }).fill('3');
      await plan.getByRole('button', { name: 'Ver prévia' }).click();
      await plan.getByText('3 parcelas somando R$ 3.600,00', { exact: false }).waitFor();
      await plan.getByRole('button', { name: 'Gerar parcelas' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Gerar parcelas', exact: true });
      await confirm.getByRole('button', { name: 'Gerar parcelas' }).click();
      await admin.getByRole('row').filter({ hasText: 'Parcela 3/3' }).getByText('R$ 1.200,00').waitFor();
    });

    // Ana pays half her contract by card through the sandbox (decision 50): the album opens to students with
    // at least 50 % paid (spec A §2).
    await step(student, 'pay-parcel', async () => {
      await student.goto('/');
      const finance = card(student, 'Área Financeira');
      await finance.scrollIntoViewIfNeeded();
      await finance.getByText('Parcela 1/3').first().waitFor();
      await finance.getByRole('button', { name: financeMessages.makePayment }).first().click();
      const dialog = student.getByRole('dialog', { name: financeMessages.makePayment });
      await dialog.getByRole('radio', { name: 'Cartão de crédito' }).check();
      await dialog.getByRole('radio', { name: 'Contrato', exact: true }).check();
      await dialog.getByLabel('Valor (R$)').fill('1800');
      await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
      await dialog.getByText(/^Pagamento nº \d+ de /).waitFor();
      await dialog.getByRole('link', { name: 'PAGAR AGORA' }).click();
      await waitForPath(student, /^\/api\/sandbox\/checkout\//);
      await student.getByRole('button', { name: 'Aprovar pagamento' }).click();
      await waitForPath(student, /^\/resumo\//);
      await visibleText(student, financeMessages.returnPaid).waitFor({ timeout: 30_000 });
    });

    // The draft is nobody's album yet (decision 120); published, it is Ana's.
    const albumLink = card(student, 'Fotos e vídeos').getByRole('link', { name: new RegExp(EVENT) });
    await step(student, 'draft-hidden', async () => {
      // Half paid, the events are hers to see (spec A §2): all but the draft.
      await student.goto('/');
      const events = card(student, 'Fotos e vídeos');
      await events.waitFor();
      await events.getByText('Ainda não há fotos nem vídeos de eventos da sua turma.').waitFor();
      expect(await albumLink.count()).toBe(0);
    });
    await step(admin, 'publish', async () => {
      await admin.goto(eventPath);
      await admin.getByRole('button', { name: 'Publicar', exact: true }).click();
      const confirm = admin.getByRole('dialog', { name: 'Publicar o evento agora?' });
      await confirm.getByRole('button', { name: 'Publicar', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
    });
    await step(student, 'published', async () => {
      await student.reload();
      await albumLink.waitFor();
    });

    // The producer's '20x30' from the album, delivered by motoboy, paid by card (decision 116).
    const orderId = await step(student, 'order', async () => {
      await student.addInitScript(() => localStorage.setItem('tour-album', '1'));
      await student.goto('/');
      await albumLink.click();
      await waitForPath(student, /^\/album\/\d+\/50\/1$/);
      await student.getByRole('button', { name: 'Foto 1', exact: true }).click();
      const menu = student.getByRole('dialog', { name: 'Foto 1' });
      await menu.getByRole('button', { name: new RegExp(`^${SIZE}`) }).click();
      await menu.getByRole('button', { name: 'Adicionar ao pedido' }).click();
      await visibleText(student, shopMessages.photoAdded).waitFor();
      await student.goto('/cart');
      await student.getByRole('button', { name: shopMessages.deliveryButton }).click();
      const modal = student.getByRole('dialog', { name: shopMessages.deliveryButton });
      await modal.getByRole('button', { name: 'Confirmar endereço' }).click();
      await modal.getByRole('button', { name: /Motoboy/ }).click();
      await student.getByRole('button', { name: 'Motoboy' }).waitFor();
      await student.getByRole('button', { name: /^Pagar R\$/ }).click();
      await waitForPath(student, '/cartpay');
      await student.getByRole('button', { name: 'Cartão', exact: true }).click();
      await visibleText(student, shopMessages.youChose('Cartão')).waitFor();
      await student.getByRole('button', { name: 'Cartão', exact: true }).click();
      await visibleText(student, financeMessages.orderPlaced).waitFor();
      const placed = student.getByText(/^Pedido nº \d+$/);
      await placed.waitFor();
      const id = Number(/\d+/.exec((await placed.textContent()) ?? '')?.[0]);
      await student.getByRole('link', { name: 'PAGAR AGORA' }).click();
      await waitForPath(student, /^\/api\/sandbox\/checkout\//);
      await student.getByRole('button', { name: 'Aprovar pagamento' }).click();
      await waitForPath(student, /^\/resumo\//);
      await visibleText(student, financeMessages.returnPaid).waitFor({ timeout: 30_000 });
      return id;
    });

    // On the picking list and through production, each stage confirmed (decisions 116, 118).
    await step(admin, 'production', async () => {
      await admin.goto('/admin/pedidos');
      await admin
        .getByRole('region', { name: 'Aguardando processamento' })
        .getByRole('link', { name: `Pedido nº ${orderId}` })
        .click({ timeout: 30_000 });
      await waitForPath(admin, `/admin/pedidos/${orderId}`);
      // The confirm dialog portals out of <main>: the order's own buttons are the ones inside it.
      const order = admin.getByRole('main');
      await order.getByRole('button', { name: 'Iniciar processamento' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Iniciar processamento?' });
      await confirm.getByText(`O pedido nº ${orderId} de `, { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Iniciar processamento' }).click();
      await order.getByRole('button', { name: 'Marcar como pronto' }).waitFor();
      // Until the student's e-mail leaves, the stage can be undone (decision 118).
      await order.getByRole('button', { name: 'Desfazer' }).waitFor();
      // The printed 20x30 is on the class's picking list (decision 116).
      await order.getByRole('link', { name: 'Lista de separação da turma' }).click();
      await admin.getByRole('heading', { name: /^Lista de separação · / }).waitFor();
      const line = admin.getByRole('row').filter({ hasText: SIZE }).first();
      await line.waitFor();
      await admin.goto(`/admin/pedidos/${orderId}`);
      await order.getByRole('button', { name: 'Marcar como pronto' }).click();
      const ready = admin.getByRole('dialog', { name: 'Marcar como pronto?' });
      await ready.getByRole('button', { name: 'Marcar como pronto' }).click();
      await order.getByText(/Etapa atual: ?Pronto/).waitFor();
    });

    // The trail in sentences (decision 126), never the route.
    await step(admin, 'audit', async () => {
      await nav(admin, 'Últimas ações').click();
      await waitForPath(admin, '/admin/auditoria');
      const trail = admin.locator('.audit-entries');
      await trail.waitFor();
      const text = (await trail.textContent()) ?? '';
      for (const sentence of [
        `avançou o pedido nº ${orderId}`,
        'gerou o plano de parcelas',
        'alterou a publicação de um evento',
        'enviou convites',
      ])
        expect(text).toContain(sentence);
      expect(text).not.toMatch(/(GET|POST|PUT|PATCH|DELETE) \/api/);
      expect(text).toContain(PRODUCER.name);
    });
  });
});
