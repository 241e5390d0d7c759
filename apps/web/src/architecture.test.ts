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

  // One way to call the API (DESIGN §4a, decision 113): each call is one defineCall, whose answer check
  // (a contract schema, or the home's hand-written checks) every answer goes through.
  it('decision 113: the app and the back-office call the API through defineCall, never the raw client', () => {
    const RAW = new Set(['api', 'apiPage', 'apiAnswer', 'apiBlob', 'sendWithProgress']);
    // define-call.ts is the raw client's one user.
    const allowed = [join('lib', 'api-client.ts'), join('lib', 'define-call.ts')];
    const offenders: string[] = [];
    for (const area of ['features', 'backoffice', 'lib', 'boot', 'app', 'components', 'config']) {
      for (const file of files(join(SRC, area))) {
        if (/\.test\.tsx?$/.test(file) || allowed.includes(relative(SRC, file))) continue;
        const text = readFileSync(file, 'utf8');
        for (const [, names, spec] of text.matchAll(
          /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g,
        )) {
          const raw = (names ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0]);
          const client = spec?.endsWith('api-client') || spec?.endsWith('send-with-progress');
          if (client && raw.some((name) => name && RAW.has(name))) offenders.push(relative(SRC, file));
          // The back-office's old `call(schema, path)` parsed, but inline, where used: not one definition.
          if (spec?.endsWith('api/request') && raw.includes('call')) offenders.push(relative(SRC, file));
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('decision 113: calls are defined in an api/ folder (or lib/), one definition per call', () => {
    const offenders = [...files(join(SRC, 'features')), ...files(join(SRC, 'backoffice'))].filter(
      (file) =>
        !/\.test\.tsx?$/.test(file) &&
        !file.includes(`${sep}api${sep}`) &&
        !file.endsWith('-api.ts') &&
        /\bdefineCall\(/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('decision 113: answers are checked, never cast', () => {
    const CAST = [
      /\)\s*as\s+(?!const\b)[\w{[]+/g, // `call(...) as Answer`, `(await x.json()) as T`
      /\bapi(?:Page)?<[^>(]+>\(/g, // the raw client typed by a cast
      /\bas\s+unknown\s+as\b/g,
    ];
    const offenders: string[] = [];
    for (const area of ['features', 'backoffice', 'lib', 'boot', 'app', 'components', 'config']) {
      for (const file of files(join(SRC, area))) {
        if (/\.test\.tsx?$/.test(file) || file.includes(`${sep}test${sep}`)) continue;
        // The back-office's forms cast their empty defaults (a Mantine field starts empty): its answers are
        // read in its api/ folders only, which this looks at.
        if (area === 'backoffice' && !file.includes(`${sep}api${sep}`)) continue;
        // Comments say "as" in prose: drop them first.
        const code = readFileSync(file, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '');
        for (const pattern of CAST) {
          for (const match of code.matchAll(pattern)) {
            const line = code.slice(code.lastIndexOf('\n', match.index) + 1, code.indexOf('\n', match.index));
            offenders.push(`${relative(SRC, file)}: ${line.trim()}`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
