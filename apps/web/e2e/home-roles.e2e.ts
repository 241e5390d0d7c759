import { globalMessages, homeMessages } from '@portal/domain';
import type { Page } from 'playwright-core';
import { demo, describe, expect, test } from './fixtures';
import { card, cartLink, greeting, heading, signIn, visibleText, waitForPath } from './pages';

// The card titles of apps/web/src/features/home/components (spec A §2, cards 1–10).
const CARDS = {
  notices: 'Mural de avisos',
  store: 'Loja do Formando',
  finance: 'Área Financeira',
  shirt: 'Camiseta',
  invitation: 'Convite digital',
  media: 'Fotos e vídeos',
  photoOrders: 'Pedidos de fotos',
  tributes: 'Convites e Homenagens',
  committee: globalMessages.committeeCard,
} as const;

type Login = { email: string; password: string; firstName: string };

/** Signs in from /signin and waits for the home with its cards (the store card is everyone's). */
async function homeAs(page: Page, login: Login): Promise<void> {
  await page.goto('/signin');
  await signIn(page, login.email, login.password);
  await waitForPath(page, '/');
  await greeting(page, login.firstName).waitFor();
  await heading(page, CARDS.store).waitFor();
}

/** The home cards are drawn together, once the registration is loaded: read after one of them shows. */
async function shown(page: Page, titles: string[]): Promise<void> {
  for (const title of titles) await heading(page, title).waitFor();
}

async function absent(page: Page, titles: string[]): Promise<void> {
  const present: string[] = [];
  for (const title of titles) if ((await heading(page, title).count()) > 0) present.push(title);
  expect(present).toEqual([]);
}

/** The photos-and-videos card with its three groups and the album link of a photo event (spec A §2 card 6). */
async function expectEventMedia(page: Page): Promise<void> {
  const media = card(page, CARDS.media);
  for (const group of ['Fotos', 'Vídeos', 'Conteúdos'])
    await media.getByRole('heading', { name: group, exact: true }).waitFor();
  const album = media.getByRole('link', { name: /Aula da Saudade/ });
  await album.waitFor();
  expect(await album.getAttribute('href')).toMatch(/^\/album\/\d+\/50\/1$/);
}

describe('home by role (spec A §2, §6; spec B §2.1, §2.14, §6)', () => {
  test('spec A §6 student: finance, shirt, photos and videos with events, the seeded notices, the cart link; no committee tools', async ({
    page,
  }) => {
    await homeAs(page, demo.student);
    await shown(page, [
      CARDS.notices,
      CARDS.finance,
      CARDS.shirt,
      CARDS.invitation,
      CARDS.media,
      CARDS.photoOrders,
      CARDS.tributes,
    ]);
    await absent(page, [CARDS.committee]);

    // Card 1: the class-wide and the personal notices of the seed, not the empty texts.
    const notices = card(page, CARDS.notices);
    await notices.getByText('Prova de becas').waitFor();
    await notices.getByText('Olá, Ana!').waitFor();
    expect(await notices.getByText(homeMessages.noClassNotices).count()).toBe(0);
    expect(await notices.getByText(homeMessages.noPersonalNotices).count()).toBe(0);

    await expectEventMedia(page);
    await cartLink(page).waitFor();
    expect(await visibleText(page, globalMessages.guestBanner).count()).toBe(0);
  });

  test("spec A §6 committee member: the extra card 'Ferramentas da Comissão'", async ({ page }) => {
    await homeAs(page, demo.committee);
    await shown(page, [CARDS.finance, CARDS.media, CARDS.committee]);
    await card(page, CARDS.committee).getByRole('link', { name: 'Carregar músicas da formatura' }).waitFor();
    await cartLink(page).waitFor();
  });

  test('spec A §6 restricted student: no photos and videos, photo orders, invitation, committee tools or cart link', async ({
    page,
  }) => {
    await homeAs(page, demo.restricted);
    await shown(page, [CARDS.notices, CARDS.finance, CARDS.shirt, CARDS.tributes]);
    await absent(page, [CARDS.media, CARDS.photoOrders, CARDS.invitation, CARDS.committee]);
    expect(await cartLink(page).count()).toBe(0);
  });

  test("spec A §6 guest: the banner 'Você é um convidado'; no finance, shirt, invitation, uploads or cart link", async ({
    page,
  }) => {
    await homeAs(page, demo.guest);
    await visibleText(page, globalMessages.guestBanner).waitFor();
    await shown(page, [CARDS.notices]);
    await absent(page, [CARDS.finance, CARDS.shirt, CARDS.invitation, CARDS.tributes, CARDS.committee]);
    expect(await cartLink(page).count()).toBe(0);
  });

  test("spec B §6 administrator: picks 'Ana', acts as her under the admin banner with her cards, then stops", async ({
    page,
  }) => {
    await page.goto('/signin');
    await signIn(page, demo.admin.email, demo.admin.password);
    // Acting as nobody, the administrator's home is the student picker at /admin (DESIGN §4b).
    await waitForPath(page, '/admin');
    await heading(page, 'Escolha um formando').waitFor();
    await absent(page, [CARDS.finance, CARDS.media]);
    expect(await cartLink(page).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Buscar formando' }).fill('Ana');
    await page.getByRole('button', { name: `Agir como ${demo.student.name}`, exact: true }).click();

    const banner = visibleText(page, globalMessages.adminBanner(demo.student.name));
    await banner.waitFor();
    await waitForPath(page, '/');
    await greeting(page, demo.student.firstName).waitFor();
    await shown(page, [CARDS.finance, CARDS.shirt, CARDS.invitation, CARDS.media, CARDS.tributes]);
    await absent(page, [CARDS.committee]);
    await expectEventMedia(page);
    await cartLink(page).waitFor();

    await page.getByRole('button', { name: 'Parar de agir como este formando', exact: true }).click();
    await banner.waitFor({ state: 'hidden' });
    await waitForPath(page, '/admin');
    await heading(page, 'Escolha um formando').waitFor();
    await absent(page, [CARDS.finance, CARDS.media]);
    expect(await cartLink(page).count()).toBe(0);
  });
});
