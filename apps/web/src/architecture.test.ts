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

  // One way to call the API (DESIGN §4a, decision 109): defineCall parses every answer with its schema.
  it('the app calls the API through defineCall, never the raw client', () => {
    const RAW = new Set(['api', 'apiPage', 'apiAnswer']);
    // define-call.ts is the raw client's one user; the uploader's 401 goes through the client (its one
    // 401 path). The back-office moves to defineCall on its own reorganisation (decision 109).
    const allowed = [
      join('lib', 'api-client.ts'),
      join('lib', 'define-call.ts'),
      join('lib', 'send-with-progress.ts'),
    ];
    const offenders: string[] = [];
    for (const area of ['features', 'lib', 'boot', 'app', 'components', 'config']) {
      for (const file of files(join(SRC, area))) {
        if (/\.test\.tsx?$/.test(file) || allowed.includes(relative(SRC, file))) continue;
        const text = readFileSync(file, 'utf8');
        for (const [, names, spec] of text.matchAll(
          /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g,
        )) {
          if (!spec?.endsWith('api-client')) continue;
          const raw = (names ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0]);
          if (raw.some((name) => name && RAW.has(name))) offenders.push(relative(SRC, file));
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('answers are parsed, never cast', () => {
    // The registration's copy in session storage is the app's own, written from a parsed answer and read
    // synchronously by the shell (which loads no zod): the one `as` left on a JSON.parse.
    const allowed = [{ file: join('lib', 'registration.ts'), code: 'JSON.parse(raw) as Cadastro' }];
    const CAST = [
      /\)\s*as\s+(?!const\b)[\w{[]+/g, // `call(...) as Answer`, `(await x.json()) as T`
      /\bapi(?:Page)?<(?!unknown>)[^>(]+>\(/g, // the raw client typed by a cast
      /\bas\s+unknown\s+as\b/g,
    ];
    const offenders: string[] = [];
    for (const area of ['features', 'lib', 'boot', 'app', 'components', 'config']) {
      for (const file of files(join(SRC, area))) {
        if (/\.test\.tsx?$/.test(file) || file.endsWith(join('lib', 'api-client.ts'))) continue;
        // Comments say "as" in prose: drop them first.
        const code = readFileSync(file, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '');
        for (const pattern of CAST) {
          for (const match of code.matchAll(pattern)) {
            const line = code.slice(code.lastIndexOf('\n', match.index) + 1, code.indexOf('\n', match.index));
            const at = relative(SRC, file);
            if (allowed.some((entry) => entry.file === at && line.includes(entry.code))) continue;
            offenders.push(`${at}: ${line.trim()}`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
