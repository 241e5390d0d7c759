// (b) Lighthouse 12, mobile preset (simulated throttling), on /signin of the running portal, in Debian's
// Chromium, against the bare baseline app (bench/lib/baseline-app.mjs) served by `vite preview` as in the
// reference recipe (shared/reference/performance-reliability.md §6; lighthouse@12 because 13 wants Node 22).
// Goals: performance ≥ 95, accessibility 100. Median of BENCH_LIGHTHOUSE_RUNS runs (default 3), alternating;
// a run that Lighthouse reports as broken (runtimeError) is retried, at most twice in all.
import { join } from 'node:path';
import { baselineApp } from './lib/baseline-app.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './lib/context.mjs';

export const meta = {
  id: 'lighthouse',
  title: 'Lighthouse 12 mobile on /signin vs the bare baseline app',
  timeoutMs: 420_000,
};

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

async function audit(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (result.lhr.runtimeError)
      throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const transferred = (type) =>
    requests.filter((r) => r.resourceType === type).reduce((n, r) => n + (r.transferSize ?? 0), 0);
  const failing = (category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.title})`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: transferred('Script'),
    styleBytes: transferred('Stylesheet'),
    failing: { performance: failing('performance'), accessibility: failing('accessibility') },
    warnings: lhr.runWarnings ?? [],
  };
}

/** `vite preview` of the baseline's dist (gzip on, as in the reference recipe), stopped at the end. */
async function preview(ctx, dist) {
  const { preview: vitePreview } = await import('vite');
  const { freePort } = await import('./lib/context.mjs');
  const port = await freePort();
  const server = await vitePreview({
    root: join(dist, '..'),
    configFile: false,
    logLevel: 'warn',
    build: { outDir: dist },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  });
  ctx.onCleanup(() => server.close());
  const url = `http://127.0.0.1:${port}`;
  ctx.log(`  vite preview of the baseline app at ${url}`);
  return { url };
}

/** Says whether each server compresses its largest script (a first suspect for FCP and LCP). */
async function reportCompression(ctx, origins) {
  for (const [name, origin] of Object.entries(origins)) {
    const html = await (await fetch(`${origin}/signin`)).text();
    const script = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
    if (!script) continue;
    const res = await fetch(new URL(script, origin), { headers: { 'accept-encoding': 'gzip, br' } });
    const body = await res.arrayBuffer();
    ctx.log(
      `  ${name}: ${script} served with content-encoding ${res.headers.get('content-encoding') ?? 'none'}` +
        ` (${(body.byteLength / 1000).toFixed(1)} kB decoded)`,
    );
  }
}

const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

export async function run(ctx) {
  const driver = process.env.TEST_DATABASE_URL || process.env.PG_TEST_ADMIN_URL ? 'pg' : 'pglite';
  await ctx.webDist();
  const [portal, baselineDist] = await Promise.all([ctx.portal(driver), baselineApp(ctx)]);
  const baseline = await preview(ctx, baselineDist);
  await reportCompression(ctx, { portal: portal.url, baseline: baseline.url });

  const runs = { portal: [], baseline: [] };
  let retries = 2;
  for (let i = 0; i < RUNS; i++) {
    for (const [name, url] of [
      ['baseline', `${baseline.url}/signin`],
      ['portal', `${portal.url}/signin`],
    ]) {
      const t0 = Date.now();
      let lhr;
      try {
        lhr = await audit(url);
      } catch (error) {
        ctx.log(`  run ${i + 1}/${RUNS} ${name.padEnd(8)} broken: ${error.message}`);
        if (retries-- <= 0) throw error;
        lhr = await audit(url);
      }
      const s = summarise(lhr);
      runs[name].push(s);
      ctx.log(
        `  run ${i + 1}/${RUNS} ${name.padEnd(8)} perf ${s.performance} a11y ${s.accessibility} ` +
          `bp ${s.bestPractices} seo ${s.seo}  FCP ${Math.round(s.fcp)} ms LCP ${Math.round(s.lcp)} ms ` +
          `TBT ${Math.round(s.tbt)} ms CLS ${s.cls.toFixed(3)}  (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
      );
    }
  }
  const p = median(runs.portal);
  const b = median(runs.baseline);
  for (const w of new Set([...p.warnings, ...b.warnings])) ctx.log(`  lighthouse warning: ${w}`);
  if (p.failing.accessibility.length)
    ctx.log(`  portal accessibility audits failing: ${p.failing.accessibility.join(', ')}`);
  if (p.failing.performance.length)
    ctx.log(`  portal performance audits below 100: ${p.failing.performance.join(', ')}`);
  ctx.log(
    `  transferred by /signin (Chromium's own count): portal JS ${(p.scriptBytes / 1000).toFixed(1)} kB, ` +
      `CSS ${(p.styleBytes / 1000).toFixed(1)} kB; baseline JS ${(b.scriptBytes / 1000).toFixed(1)} kB`,
  );

  const baselineLabel = 'bare React + Router + Query app (vite preview), same Chromium and settings';
  const fig = (metric, key, unit, digits, goal) => ({
    metric,
    unit,
    digits,
    value: p[key],
    baseline: b[key],
    baselineLabel,
    ...(goal ? { goal } : {}),
  });
  return [
    fig('Lighthouse mobile performance', 'performance', '', 0, { value: { min: 95 } }),
    fig('Lighthouse accessibility', 'accessibility', '', 0, { value: { min: 100 } }),
    fig('Lighthouse best practices', 'bestPractices', '', 0),
    fig('Lighthouse SEO', 'seo', '', 0),
    fig('LCP (simulated mobile)', 'lcp', 'ms', 0),
    fig('TBT (simulated mobile)', 'tbt', 'ms', 0),
    fig('CLS', 'cls', '', 3),
  ];
}
