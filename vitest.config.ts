import { defineConfig } from 'vitest/config';

// One runner, three tiers: pure domain rules, API integration (PGlite in memory), web components (jsdom).
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Component tests of the back-office render Mantine in jsdom: seconds on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      // The bench harness's pure parts (decision 135): medians, verdicts, paired rounds.
      { test: { name: 'bench', root: 'bench', include: ['lib/**/*.test.ts'], environment: 'node' } },
    ],
    coverage: { provider: 'v8', include: ['packages/domain/src/**'], exclude: ['**/*.test.ts'] },
  },
});
