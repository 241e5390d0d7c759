import { cartItemToWire, photoCartItem, productCartItem } from '@portal/domain';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { DEMO_REGISTRATION_KEY, demo, describe, expect, test } from './fixtures';
import { card, signIn, waitForPath } from './pages';

// WCAG 1.4.4 and 1.4.10 on a 390 px phone: at 200 % page zoom (a 195 px CSS viewport drawn at
// device scale 2) and at 200 % text size (root font size 200 %), no page scrolls sideways, no floating
// element sits over the page (the cookie notice and the doubts link stay in the flow there), the skip link
// stays out of sight until focused, and axe-core finds no violation. Fresh contexts: the cookie notice shows.

/** Every page a visitor reaches without a session (spec B §2.1), at addresses that render the page. */
const PUBLIC_PAGES = [
  '/signin',
  '/signup',
  '/forgot',
  '/reset/token-de-exemplo',
  '/policy',
  `/sign/${DEMO_REGISTRATION_KEY}`,
  '/success',
  '/match',
  '/nohash',
  '/full',
  '/confirmar-email/token-de-exemplo',
  '/pagina-que-nao-existe',
];

/** Screens of the signed-in student. */
const STUDENT_PAGES = ['/', '/perfil', '/album/1/50/1', '/produtos', '/cart', '/uploads'];

/** A cart as local storage keeps it (the wire's reais), with long names to wrap. */
const REFLOW_CART = [
  photoCartItem(
    { id: 1, evento: 1, caminho: '/favicon.svg', ignorarCreditos: false },
    {
      slug: '15x21',
      nome: 'Impressa 15x21 em papel fotográfico brilhante',
      valor: 2500,
      descricao: 'Cópia impressa',
      complementar: 0,
      complementares: [],
    },
    2,
    'reflow-foto',
  ),
  productCartItem(
    {
      id: 1,
      nome: 'Álbum de luxo 20 páginas com capa dura personalizada',
      descricao: 'Álbum',
      caminho: '/favicon.svg',
      valor: 64900,
      complementar: 20,
    },
    1,
    'reflow-produto',
  ),
].map(cartItemToWire);

const MODES = {
  zoom: { viewport: { width: 195, height: 422 }, deviceScaleFactor: 2, textSize: false },
  text: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, textSize: true },
} as const;
type Mode = keyof typeof MODES;

async function openContext(browser: Browser, baseURL: string, mode: Mode) {
  const { viewport, deviceScaleFactor } = MODES[mode];
  const context = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  context.setDefaultTimeout(15_000);
  // The album's and the products' first-visit tours are dialogs over the page; the page is what is measured.
  // The cart holds a photo and a product waiting for complementary photos, so /cart shows its lines.
  await context.addInitScript((cart) => {
    localStorage.setItem('tour-album', 'visto');
    localStorage.setItem('tour-produto', 'visto');
    if (!localStorage.getItem('carrinho')) localStorage.setItem('carrinho', cart);
  }, JSON.stringify(REFLOW_CART));
  return context;
}

/** Opens `path` and waits until the screen has its heading and no call is running. */
async function open(page: Page, path: string, mode: Mode): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('main h1').first().waitFor();
  if (MODES[mode].textSize) {
    // The browser's text-size setting, as far as a page can see it: rem and em double, px stay.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
  }
  await page.evaluate(() => document.fonts.ready);
}

interface Layout {
  overflow: number;
  wide: string[];
  floating: string[];
  skipLinkShows: boolean;
  /** Text in a box narrower than two of its characters, or cut by a box that hides its overflow. */
  squeezed: string[];
  /** Tables wider than the screen: on a phone they become stacked rows (decision 130). */
  tables: string[];
  /** Controls smaller than a 24 × 24 px target (WCAG 2.5.8). */
  small: string[];
}

/** What sticks out sideways, what floats over the page, and whether the skip link shows unfocused. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${text}"`;
    };
    // An element inside a sideways scroller (a wide table's wrapper) is allowed past the edge.
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    const all = [...document.body.querySelectorAll('*')];
    const wide = all
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > width + 1 && !inScroller(el);
      })
      .map((el) => `${describe(el)} ends at ${Math.round(el.getBoundingClientRect().right)} px`);
    // Transient elements may float: the navigation progress bar and the toasts of an action.
    const floating = all
      .filter((el) => {
        const style = getComputedStyle(el);
        if (!['fixed', 'sticky'].includes(style.position) || style.visibility === 'hidden') return false;
        if (el.closest('.nav-progress, .toasts, dialog')) return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
      })
      .map(describe);
    const skip = document.querySelector('.skip-link')?.getBoundingClientRect();
    // Hidden on purpose (visually hidden texts, a stacked table's header row) or not drawn at all.
    const unseen = (el: Element) => {
      for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.clipPath !== 'none' || (style.clip && style.clip !== 'auto')) return true;
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        if (p.classList.contains('skip-link') || p.getAttribute('aria-hidden') === 'true') return true;
      }
      return false;
    };
    const ownText = (el: Element) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
    const squeezed = all
      .filter((el) => {
        if (ownText(el).length < 4 || unseen(el)) return false;
        const r = el.getBoundingClientRect();
        if (r.height === 0) return false;
        const style = getComputedStyle(el);
        const fontSize = Number.parseFloat(style.fontSize);
        const cut = ['hidden', 'clip'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
        return r.width < fontSize * 2 || cut;
      })
      .map((el) => `${describe(el)} is ${Math.round(el.getBoundingClientRect().width)} px wide`);
    const tables = [...document.querySelectorAll('table')]
      .filter((t) => !unseen(t) && t.getBoundingClientRect().right > width + 1)
      .map((t) => `${describe(t)} ends at ${Math.round(t.getBoundingClientRect().right)} px`);
    const controls =
      'button, select, textarea, input:not([type="hidden"]), summary, [role="button"], .nav-link, .icon-button, a.btn';
    const small = [...document.querySelectorAll(controls)]
      .filter((el) => {
        if (unseen(el)) return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && (r.width < 24 || r.height < 24);
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        return `${describe(el)} is ${Math.round(r.width)} × ${Math.round(r.height)} px`;
      });
    // An icon squeezed by its row (the header's shrank to 6 px and hid the cart) is no target either.
    const icons = [...document.querySelectorAll(`:is(${controls}) svg`)]
      .filter((el) => !unseen(el.closest(controls) ?? el) && el.getBoundingClientRect().width < 12)
      .map(
        (el) =>
          `${describe(el.closest(controls) ?? el)} has a ${Math.round(el.getBoundingClientRect().width)} px icon`,
      );
    small.push(...icons);
    return {
      overflow: root.scrollWidth - width,
      wide: wide.slice(-8),
      floating,
      skipLinkShows: skip ? skip.bottom > 0 && skip.top < window.innerHeight : false,
      squeezed: squeezed.slice(0, 8),
      tables,
      small: small.slice(0, 8),
    };
  });
}

async function expectReflow(page: Page, where: string): Promise<void> {
  const layout = await measure(page);
  expect({ where, ...layout }).toEqual({
    where,
    overflow: 0,
    wide: [],
    floating: [],
    skipLinkShows: false,
    squeezed: [],
    tables: [],
    small: [],
  });
}

describe('reflow at 200 % on a 390 px phone, and axe-core on every page (WCAG 1.4.4, 1.4.10)', () => {
  for (const mode of Object.keys(MODES) as Mode[]) {
    test(`every public page, ${mode === 'zoom' ? '200 % page zoom' : '200 % text size'}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await openContext(browser, baseURL, mode);
      try {
        const page = await context.newPage();
        for (const path of PUBLIC_PAGES) {
          await open(page, path, mode);
          await expectReflow(page, `${path} (${mode})`);
          if (mode === 'zoom') await expectNoAxeViolations(page, path);
        }
      } finally {
        await context.close();
      }
    });

    test(`the signed-in student's screens, ${mode === 'zoom' ? '200 % page zoom' : '200 % text size'}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await openContext(browser, baseURL, mode);
      try {
        const page = await context.newPage();
        await page.goto('/signin');
        await signIn(page, demo.student.email, demo.student.password);
        await waitForPath(page, '/');
        for (const path of STUDENT_PAGES) {
          await open(page, path, mode);
          await expectReflow(page, `${path} (${mode})`);
          if (mode === 'zoom') await expectNoAxeViolations(page, path);
        }
      } finally {
        await context.close();
      }
    });

    test(`decision 130: the statement, an order's detail and the size chart, ${mode === 'zoom' ? '200 % page zoom' : '200 % text size'}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await openContext(browser, baseURL, mode);
      try {
        const page = await context.newPage();
        await page.goto('/signin');
        await signIn(page, demo.student.email, demo.student.password);
        await waitForPath(page, '/');
        await open(page, '/', mode);

        // The size chart of the T-shirt card, in its dialog: every column, 'Manga' included, on screen.
        await card(page, 'Camiseta').getByRole('button', { name: 'Tabela de medidas' }).click();
        const chart = page.getByRole('dialog', { name: 'Tabela de medidas' });
        await chart.getByText('Manga').first().waitFor();
        await expectReflow(page, `size chart (${mode})`);
        if (mode === 'zoom') await expectNoAxeViolations(page, 'the size chart');
        await page.keyboard.press('Escape');
        await chart.waitFor({ state: 'detached' });

        // An order's detail, in its dialog: the lines with their photo and reference, the figures below.
        const orders = card(page, 'Pedidos de fotos');
        await orders
          .getByRole('button', { name: /Pedido nº/ })
          .first()
          .click();
        const detail = page.getByRole('dialog', { name: /^Pedido nº/ });
        await detail
          .getByText(/^Ref\. \d+-\d+$/)
          .first()
          .waitFor();
        const thumb = detail.locator('td img').first();
        await expect
          .poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 })
          .toBeGreaterThan(0);
        await expectReflow(page, `order detail (${mode})`);
        if (mode === 'zoom') await expectNoAxeViolations(page, 'the order detail');
        await page.keyboard.press('Escape');
        await detail.waitFor({ state: 'detached' });

        // The contract statement: Valor, Situação, Pago em and Valor pago readable, not clipped.
        const statement = card(page, 'Área Financeira').getByRole('link', {
          name: 'Extrato do contrato para imprimir',
        });
        const href = await statement.first().getAttribute('href');
        await open(page, href ?? '/', mode);
        await page.getByRole('table').getByText('Valor pago').first().waitFor({ state: 'attached' });
        await expectReflow(page, `statement (${mode})`);
        if (mode === 'zoom') await expectNoAxeViolations(page, 'the statement');
      } finally {
        await context.close();
      }
    });
  }
});

describe("decision 142: the home's modal tables at 390 px and at 200 % zoom (WCAG 1.4.10)", () => {
  /** Each dialog of the committee's home that holds a table: the finance card's help and the class's reports. */
  const DIALOGS = [
    { button: 'Ajuda: Área Financeira', dialog: 'Área Financeira', table: 'Taxas e valores adicionais' },
    {
      button: 'Relatório de pagamentos da turma',
      dialog: 'Relatório de pagamentos da turma',
      table: 'Situação de pagamento de cada formando da turma',
    },
    {
      button: 'Relatório de arquivos enviados pela turma',
      dialog: 'Relatório de arquivos enviados pela turma',
      table: 'Arquivos enviados por formando, por tela',
    },
    { button: 'Painel da turma', dialog: 'Painel da turma', table: 'Situação de pagamento da turma' },
  ] as const;
  const SIZES = {
    phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
    zoom: MODES.zoom,
  } as const;

  for (const [size, { viewport, deviceScaleFactor }] of Object.entries(SIZES)) {
    test(`the finance help and the committee's reports stack, ${size === 'zoom' ? '200 % page zoom' : '390 px'}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      context.setDefaultTimeout(15_000);
      await context.addInitScript(() => {
        localStorage.setItem('tour-album', 'visto');
        localStorage.setItem('tour-produto', 'visto');
      });
      try {
        const page = await context.newPage();
        await page.goto('/signin');
        await signIn(page, demo.committee.email, demo.committee.password);
        await waitForPath(page, '/');
        await open(page, '/', 'zoom');
        for (const { button, dialog, table } of DIALOGS) {
          await page.getByRole('button', { name: button, exact: true }).first().click();
          const modal = page.getByRole('dialog', { name: dialog });
          const rows = modal.getByRole('table', { name: table });
          await rows.getByRole('row').nth(1).waitFor();
          // Stacked: the header row is out of sight and each cell leads with its column's name.
          expect(await rows.evaluate((t) => getComputedStyle(t).display)).toBe('block');
          await expectReflow(page, `${dialog} (${size})`);
          if (size === 'zoom') await expectNoAxeViolations(page, dialog);
          await page.keyboard.press('Escape');
          await modal.waitFor({ state: 'detached' });
        }
      } finally {
        await context.close();
      }
    });
  }
});

describe('decision 123: the back-office on a 390 px phone', () => {
  test("the administrator's title stays on one line and 'Sair' is in the menu", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    context.setDefaultTimeout(15_000);
    try {
      const page = await context.newPage();
      await page.goto('/signin');
      await signIn(page, demo.admin.email, demo.admin.password);
      await page.goto('/admin/formaturas');
      await page.getByRole('heading', { name: 'Formaturas', level: 1 }).waitFor();
      const brand = page.locator('.backoffice-brand');
      const { height, lineHeight } = await brand.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
      }));
      expect(height).toBeLessThan(lineHeight * 1.5);
      // The back-office's header and menu are fixed by design (Mantine's AppShell): only sideways scroll counts.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole('button', { name: 'Abrir o menu da administração' }).click();
      const session = page.getByRole('group', { name: 'Sessão' });
      await session.getByRole('button', { name: 'Sair' }).click();
      await waitForPath(page, (p) => p.startsWith('/signin'));
    } finally {
      await context.close();
    }
  });
});
