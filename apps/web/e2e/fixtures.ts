import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  student: { email: 'formando@demo.com.br', password: 'formando123', firstName: 'Ana' },
} as const;
