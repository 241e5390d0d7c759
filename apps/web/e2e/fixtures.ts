import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { completeCpf } from '@portal/domain';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { test as base, inject } from 'vitest';

// Debian's Chromium through playwright-core (no downloaded browser build). The background-networking flags
// matter here: without them Chromium keeps dialling Google's hosts on a closed network (env machines/node.md).
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const resultsDir = fileURLToPath(new URL('../../../test-results/e2e/', import.meta.url));

/**
 * The journeys' `test`: one Chromium per test file (`browser`), a fresh context per test (`context`: empty
 * session storage, cookies and local storage) and its `page`, with `baseURL` so `page.goto('/signin')` works.
 * A failing test leaves a full-page screenshot in test-results/e2e/.
 */
export const test = base
  .extend('baseURL', { scope: 'worker' }, () => inject('baseURL'))
  .extend('dataDir', { scope: 'worker' }, () => inject('dataDir'))
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from its destructuring.
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('context', async ({ browser, baseURL }, { onCleanup }): Promise<BrowserContext> => {
    const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    onCleanup(() => context.close());
    return context;
  })
  .extend('page', async ({ context, task }, { onCleanup }): Promise<Page> => {
    const page = await context.newPage();
    // Runs before the context closes; by then the test's errors are recorded on the task.
    onCleanup(async () => {
      if (!task.result?.errors?.length || page.isClosed()) return;
      await mkdir(resultsDir, { recursive: true });
      const name = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
      await page.screenshot({ path: join(resultsDir, `${name}.png`), fullPage: true }).catch(() => {});
      console.error(`[e2e] "${task.name}" failed at ${page.url()}: screenshot test-results/e2e/${name}.png`);
    });
    return page;
  });

export { describe, expect } from 'vitest';

/** A unique address per run, so sign-up journeys never collide with the seed or each other. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
}

/** The demo logins seeded on an empty database (apps/api seed, DESIGN.md §7). */
export const demo = {
  student: { email: 'formando@demo.com.br', password: 'formando123', firstName: 'Ana', name: 'Ana Souza' },
  committee: { email: 'comissao@demo.com.br', password: 'comissao123', firstName: 'Bruno' },
  restricted: { email: 'restrito@demo.com.br', password: 'restrito123', firstName: 'Carla' },
  guest: { email: 'convidado@demo.com.br', password: 'convidado123', firstName: 'Daniel' },
  admin: { email: 'admin@demo.com.br', password: 'admin12345', firstName: 'Administrador' },
} as const;

/** The demo graduation's self-registration key (spec B §2.6); its vacancy limit is 120. */
export const DEMO_REGISTRATION_KEY = 'ufrgs-saude-2026';

/** Someone who self-registers (spec B §5.2): one first name, an unabbreviated surname, valid CPF and phone. */
export interface Person {
  firstName: string;
  surname: string;
  email: string;
  /** 11 bare digits. */
  cpf: string;
  /** 11 bare digits: DDD 51, then 9 and eight digits. */
  phone: string;
}

const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/**
 * A new person for each journey, so no run collides with the seed, another journey or an earlier run: a
 * unique e-mail and a random valid CPF (the domain's check digits). The names never start with 'Ana', so
 * the administrator's search for the demo student finds her alone.
 */
export function newPerson(firstName = 'Helena', surname = 'Moreira da Costa'): Person {
  let base = randomDigits(9);
  while (/^(\d)\1{8}$/.test(base)) base = randomDigits(9);
  return {
    firstName,
    surname,
    // 'Lívia' → 'livia': the local part of an address is ASCII here.
    email: uniqueEmail(firstName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()),
    cpf: completeCpf(base),
    phone: `519${randomDigits(8)}`,
  };
}
