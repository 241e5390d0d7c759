// What a route loads, read from a Vite build manifest (dist/.vite/manifest.json): the HTML entry's chunk,
// its static imports (what the browser fetches before the app starts), their CSS, plus the lazily loaded
// route chunks whose source path matches a pattern, with their own static imports and CSS.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export async function readManifest(dist) {
  const file = join(dist, '.vite/manifest.json');
  if (!existsSync(file)) return null;
  return JSON.parse(await readFile(file, 'utf8'));
}

/**
 * @param {string} dist a Vite outDir
 * @param {Record<string, any>} manifest its manifest
 * @param {RegExp} routePattern matched against the manifest keys (source paths) of lazy chunks
 */
export async function routeFiles(dist, manifest, routePattern) {
  // The HTML entry is the app; any other entry (the portal's landing preloader) loads beside it on every page.
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  const html = entries.filter(([key]) => key.endsWith('.html'));
  const main = html.length === 1 ? html : entries;
  if (main.length !== 1) throw new Error(`expected one HTML entry in the manifest, found ${main.length}`);
  const [entryKey] = main[0];
  const files = new Map(); // file -> why

  const visit = (key, why, seen = new Set()) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (!files.has(chunk.file)) files.set(chunk.file, why);
    for (const css of chunk.css ?? []) if (!files.has(css)) files.set(css, why);
    for (const imported of chunk.imports ?? []) visit(imported, why, seen);
  };
  visit(entryKey, 'entry');
  for (const [key] of entries) if (key !== entryKey) visit(key, `entry ${key}`);

  // Lazy chunks reachable from the entries' graphs (dynamic imports of them and their static imports).
  const lazy = new Set();
  const walk = (key, seen = new Set()) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const d of chunk.dynamicImports ?? []) lazy.add(d);
    for (const i of chunk.imports ?? []) walk(i, seen);
  };
  // From every entry: the portal's app entry imports its start steps lazily (decision 90), and the routes
  // hang off the last step, itself an entry.
  for (const [key] of entries) walk(key);
  const routeKeys = [...lazy].filter((k) => routePattern.test(k));
  for (const key of routeKeys) visit(key, `route ${key}`);

  const list = [];
  for (const [file, why] of files) {
    const bytes = await readFile(join(dist, file));
    list.push({
      file,
      why,
      kind: file.endsWith('.css') ? 'css' : 'js',
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    });
  }
  const sum = (kind, field) => list.filter((f) => !kind || f.kind === kind).reduce((n, f) => n + f[field], 0);
  return {
    routeKeys,
    lazyKeys: [...lazy],
    files: list,
    js: { raw: sum('js', 'raw'), gzip: sum('js', 'gzip') },
    css: { raw: sum('css', 'raw'), gzip: sum('css', 'gzip') },
    total: { raw: sum(null, 'raw'), gzip: sum(null, 'gzip') },
  };
}
