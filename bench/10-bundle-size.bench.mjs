// (a) The JS and CSS (gzip) that /signin loads, against a bare React + React Router + TanStack Query app
// built in the same run. Goal: ≤ 1.6× the baseline (DESIGN.md §9: split routes so each screen loads only
// what it uses). Read from the build manifest: apps/web/dist/.vite/manifest.json when the web build writes
// one (`build.manifest: true`), else a copy of apps/web built here with the same config plus the manifest.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { baselineApp } from './lib/baseline-app.mjs';
import { readManifest, routeFiles } from './lib/bundle.mjs';

export const meta = {
  id: 'bundle',
  title: 'JS + CSS (gzip) loaded by /signin vs bare React + Router + Query',
  timeoutMs: 240_000,
};

/** Lazy chunks counted as the sign-in route: their source path matches this (override: BENCH_SIGNIN_ROUTE). */
const SIGNIN_ROUTE = new RegExp(process.env.BENCH_SIGNIN_ROUTE ?? 'sign-?in', 'i');

async function portalBuild(ctx) {
  const dist = await ctx.webDist();
  const manifest = await readManifest(dist);
  if (manifest) return { dist, manifest, source: 'apps/web/dist' };

  // No manifest in the served build: build the same sources with the same config, manifest on.
  const copy = join(ctx.outDir, 'portal-web');
  const { build } = await import('vite');
  const t0 = Date.now();
  await build({
    root: join(ctx.repoRoot, 'apps/web'),
    configFile: join(ctx.repoRoot, 'apps/web/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: copy, emptyOutDir: true, manifest: true },
  });
  ctx.log(
    `  apps/web/dist has no .vite/manifest.json: built a copy with one in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  const same =
    existsSync(join(dist, 'index.html')) &&
    (await readFile(join(dist, 'index.html'), 'utf8')) === (await readFile(join(copy, 'index.html'), 'utf8'));
  if (!same)
    ctx.log(
      '  note: apps/web/dist/index.html differs from this build (stale dist?): measuring the fresh build',
    );
  return { dist: copy, manifest: await readManifest(copy), source: 'bench/.out/portal-web' };
}

const kB = (bytes) => bytes / 1000;

function describe(ctx, label, r) {
  ctx.log(
    `  ${label}: ${r.files.length} files, JS ${kB(r.js.gzip).toFixed(1)} kB gzip, CSS ${kB(r.css.gzip).toFixed(1)} kB gzip`,
  );
  for (const f of r.files) {
    ctx.log(`    ${f.file.padEnd(48)} ${kB(f.gzip).toFixed(1).padStart(7)} kB gzip  (${f.why})`);
  }
  if (r.routeKeys.length === 0) {
    ctx.log(`    no lazy chunk matched ${SIGNIN_ROUTE} (lazy chunks: ${r.lazyKeys.join(', ') || 'none'})`);
  }
}

export async function run(ctx) {
  const [portal, baselineDist] = await Promise.all([portalBuild(ctx), baselineApp(ctx)]);
  const baselineManifest = await readManifest(baselineDist);
  const p = await routeFiles(portal.dist, portal.manifest, SIGNIN_ROUTE);
  const b = await routeFiles(baselineDist, baselineManifest, /SignIn/);
  describe(ctx, `portal /signin (${portal.source})`, p);
  describe(ctx, 'baseline /signin', b);

  const baselineLabel = 'bare React + React Router + TanStack Query, lazy /signin';
  return [
    {
      metric: '/signin JS + CSS gzip',
      unit: 'kB',
      value: kB(p.total.gzip),
      baseline: kB(b.total.gzip),
      baselineLabel,
      goal: { ratio: { max: 1.6 } },
    },
    { metric: '/signin JS gzip', unit: 'kB', value: kB(p.js.gzip), baseline: kB(b.js.gzip), baselineLabel },
    {
      metric: '/signin CSS gzip',
      unit: 'kB',
      value: kB(p.css.gzip),
      baseline: kB(b.css.gzip),
      baselineLabel,
    },
  ];
}
