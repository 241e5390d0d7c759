import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end journeys (DESIGN.md §8): the built web app served by the real API, driven in Debian's Chromium.
// Run with `npm run test:e2e` (builds first) or `npx vitest run --config apps/web/e2e/vitest.config.ts`
// after `npm run build`. One browser, one server, one file at a time: journeys share the seeded database.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
