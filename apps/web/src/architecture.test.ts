import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '.');
const FEATURES = join(SRC, 'features');
const APP = join(SRC, 'app');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

const IMPORT = /(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g;

describe('architecture (STYLE §11–12)', () => {
  it('features never import each other', () => {
    const offenders: string[] = [];
    for (const file of files(FEATURES)) {
      const feature = relative(FEATURES, file).split(sep)[0];
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (!spec?.startsWith('.')) continue;
        const target = relative(FEATURES, join(file, '..', spec));
        const other = target.startsWith('..') ? null : target.split(sep)[0];
        if (other && other !== feature) offenders.push(`${relative(SRC, file)} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  // The app composes the features and hands them what they need (decision 57); paths live in src/config.
  // Lint says so too (biome.json); this check also sees dynamic imports, whatever their spelling.
  it('features, the back-office and shared code never import the app', () => {
    const offenders: string[] = [];
    for (const area of ['features', 'backoffice', 'components', 'lib', 'config', 'boot']) {
      for (const file of files(join(SRC, area))) {
        // A test may render the whole app (its providers and routes), as src/test/render.tsx does.
        if (/\.test\.tsx?$/.test(file)) continue;
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
          if (!spec?.startsWith('.')) continue;
          const target = relative(APP, join(file, '..', spec));
          if (!target.startsWith('..')) offenders.push(`${relative(SRC, file)} → ${spec}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('only the API client calls fetch', () => {
    const offenders = files(SRC).filter(
      (file) =>
        !file.endsWith('api-client.ts') &&
        // The boot script runs before the app and shares no code with it (decision 42); a failed answer
        // is not used, and the app's own call through the client reports it (boot/prefetched.ts).
        !file.endsWith(`boot${sep}prefetch.ts`) &&
        !file.includes(`${sep}test${sep}`) &&
        !/\.test\.tsx?$/.test(file) &&
        /\bfetch\(/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
