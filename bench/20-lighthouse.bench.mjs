// (b) Lighthouse 12, mobile preset (simulated throttling), in Debian's Chromium, on the running portal's
// /signin, signed-in home and album page, against the bare baseline app (bench/lib/baseline-app.mjs: its
// /signin, and its '/' for the signed-in pages) served by `vite preview` as in the reference recipe
// (shared/reference/performance-reliability.md §6; lighthouse@12 because 13 wants Node 22).
// Goals (decisions 42 and 76): /signin performance ≥ 98 with TBT ≤ 50 ms in every run; the signed-in home and the
// album page ≥ 90 with TBT ≤ 100 ms and LCP ≤ 2.5 s in every run (the album has the home's goals);
// accessibility 100 on every page. Median of BENCH_LIGHTHOUSE_RUNS
// runs (default 3), pages interleaved so that a busy moment of the machine hits all of them alike; the
// machine's 1-minute load average is recorded before each audit and printed beside the figures (the 2 cores
// are shared: a score taken under load is noise, not a regression). BENCH_LIGHTHOUSE_PAGES=signin,home
// picks pages. A run that Lighthouse reports as broken (runtimeError) is retried, at most twice in all.
// Each report is kept whole in bench/.out/lighthouse/<page>-<run>.json for profiling.
// BENCH_LIGHTHOUSE_COMPARE_DIST=<a build of apps/web> audits a second portal serving that build beside the
// first, page by page in the same runs, so that a change is measured against the build before it under the
// same load (decision 157); BENCH_LIGHTHOUSE_BARE=0 leaves the bare app out (its figures are then missing).
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { baselineApp } from './lib/baseline-app.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './lib/context.mjs';
import { sessionStorageFor } from './lib/lighthouse-session.mjs';

export const meta = {
  id: 'lighthouse',
  title: 'Lighthouse 12 mobile on /signin, the signed-in home and the album vs the bare baseline app',
  timeoutMs: 1_200_000,
};

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const COMPARE_DIST = process.env.BENCH_LIGHTHOUSE_COMPARE_DIST;
const BARE = process.env.BENCH_LIGHTHOUSE_BARE !== '0';

/**
 * The pages measured. `baseline` is the bare app's path compared with it; `signedIn` pages open with the
 * demo student's session in session storage (as a reload of a signed-in tab: token and user, no cached
 * registration, so the home asks for everything). Every new screen worth watching gets a line here.
 */
const PAGES = [
  {
    id: 'signin',
    label: '/signin',
    path: '/signin',
    baseline: '/signin',
    goals: { performance: 98, tbtWorst: 50, accessibility: 100 },
  },
  {
    id: 'home',
    label: 'signed-in home',
    path: '/',
    baseline: '/',
    signedIn: true,
    goals: { performance: 90, tbtWorst: 100, lcpWorst: 2500, accessibility: 100 },
  },
  {
    id: 'album',
    label: 'album page',
    path: '/album/1/50/1',
    baseline: '/',
    signedIn: true,
    goals: { performance: 90, tbtWorst: 100, lcpWorst: 2500, accessibility: 100 },
  },
];

async function audit(url, session) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  let browser = null;
  try {
    let page;
    if (session) ({ browser, page } = await sessionStorageFor(chrome.port, session));
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      undefined,
      page,
    );
    if (result.lhr.runtimeError)
      throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await browser?.disconnect();
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
    scriptFiles: requests.filter((r) => r.resourceType === 'Script').length,
    styleBytes: transferred('Stylesheet'),
    apiCalls: requests.filter((r) => r.url.includes('/api/')).map((r) => new URL(r.url).pathname),
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
    // The app's entry: the last module script (the portal's landing preloader comes first).
    const script = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].at(-1)?.[1];
    if (!script) continue;
    const res = await fetch(new URL(script, origin), { headers: { 'accept-encoding': 'gzip, br' } });
    const body = await res.arrayBuffer();
    ctx.log(
      `  ${name}: ${script} served with content-encoding ${res.headers.get('content-encoding') ?? 'none'}` +
        ` (${(body.byteLength / 1000).toFixed(1)} kB decoded)`,
    );
  }
}

/** A second portal, as ctx.portal('pglite') starts one, serving another build of the web app (`dist`). */
async function comparedPortal(ctx, dist) {
  const { freePort } = await import('./lib/context.mjs');
  const port = await freePort();
  const dataDir = await ctx.tempDir('portal-compare');
  return ctx.service({
    name: 'portal-compare',
    args: ['--import', 'tsx', 'apps/api/src/main.ts'],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      DATABASE_URL: undefined,
      NODE_ENV: undefined,
      SEED_DEMO: 'true',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
      USER_RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
    port,
    healthPath: '/api/health',
    timeoutMs: 180_000,
  });
}

const byPerformance = (runs) => [...runs].sort((a, b) => a.performance - b.performance);
const median = (runs) => byPerformance(runs)[Math.floor(runs.length / 2)];
const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run(ctx) {
  const wanted = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
  const pages = PAGES.filter((p) => wanted.length === 0 || wanted.includes(p.id));
  if (pages.length === 0) throw new Error(`BENCH_LIGHTHOUSE_PAGES matches none of ${PAGES.map((p) => p.id)}`);
  const driver = process.env.TEST_DATABASE_URL || process.env.PG_TEST_ADMIN_URL ? 'pg' : 'pglite';
  if (COMPARE_DIST && driver !== 'pglite')
    throw new Error('BENCH_LIGHTHOUSE_COMPARE_DIST runs on pglite only');
  await ctx.webDist();
  const [portal, baselineDist, compared] = await Promise.all([
    ctx.portal(driver),
    BARE ? baselineApp(ctx) : null,
    COMPARE_DIST ? comparedPortal(ctx, COMPARE_DIST) : null,
  ]);
  const baseline = baselineDist ? await preview(ctx, baselineDist) : null;
  await reportCompression(ctx, { portal: portal.url, ...(baseline ? { baseline: baseline.url } : {}) });
  const signedIn = pages.some((p) => p.signedIn);
  const session = signedIn ? await ctx.signIn(portal.url) : null;
  const comparedSession = signedIn && compared ? await ctx.signIn(compared.url) : null;
  if (compared) ctx.log(`  compared build: ${COMPARE_DIST} at ${compared.url} (keys ending in "compare")`);

  // Each distinct URL once per run: the bare '/' stands beside both signed-in pages.
  const targets = [
    ...(baseline
      ? [...new Set(pages.map((p) => p.baseline))].map((path) => ({
          key: `baseline ${path}`,
          url: baseline.url + path,
        }))
      : []),
    ...pages.flatMap((p) => [
      ...(compared
        ? [
            {
              key: `${p.id} compare`,
              url: compared.url + p.path,
              signedIn: p.signedIn,
              session: comparedSession,
            },
          ]
        : []),
      { key: p.id, url: portal.url + p.path, signedIn: p.signedIn, session },
    ]),
  ];
  const runs = Object.fromEntries(targets.map((t) => [t.key, []]));
  const loads = [];
  let retries = 2;
  for (let i = 0; i < RUNS; i++) {
    for (const target of targets) {
      const load = loadavg()[0];
      loads.push(load);
      const auth = target.signedIn
        ? { token: target.session.token, user: JSON.stringify(target.session.user) }
        : null;
      const t0 = Date.now();
      let lhr;
      try {
        lhr = await audit(target.url, auth);
      } catch (error) {
        ctx.log(`  run ${i + 1}/${RUNS} ${target.key.padEnd(18)} broken: ${error.message}`);
        if (retries-- <= 0) throw error;
        lhr = await audit(target.url, auth);
      }
      const s = summarise(lhr);
      runs[target.key].push(s);
      // The whole report, to profile from (bootup-time, long tasks, the treemap's script sizes).
      const reports = join(ctx.outDir, 'lighthouse');
      await mkdir(reports, { recursive: true });
      await writeFile(join(reports, `${target.key.replace(/\W+/g, '_')}-${i + 1}.json`), JSON.stringify(lhr));
      ctx.log(
        `  run ${i + 1}/${RUNS} ${target.key.padEnd(18)} perf ${String(s.performance).padStart(3)} ` +
          `a11y ${s.accessibility} FCP ${Math.round(s.fcp)} LCP ${Math.round(s.lcp)} ` +
          `TBT ${Math.round(s.tbt)} ms CLS ${s.cls.toFixed(3)}  JS ${(s.scriptBytes / 1000).toFixed(1)} kB ` +
          `in ${s.scriptFiles}  load ${load.toFixed(2)}  (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
      );
    }
  }
  const loadText = `1-min load average ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} on 2 cores`;
  ctx.log(`  machine: ${loadText} during the audits`);

  const list = (values) => values.map((v) => Math.round(v)).join(' / ');
  for (const page of compared ? pages : []) {
    for (const key of [`${page.id} compare`, page.id]) {
      const r = runs[key];
      ctx.log(
        `  ${key.padEnd(16)} LCP ${list(r.map((x) => x.lcp))} (median ${Math.round(middle(r.map((x) => x.lcp)))}); ` +
          `FCP ${list(r.map((x) => x.fcp))}; TBT ${list(r.map((x) => x.tbt))}; perf ${r.map((x) => x.performance).join(' / ')}`,
      );
    }
  }
  if (!baseline) return [];

  const figures = [];
  for (const page of pages) {
    const mine = runs[page.id];
    const bare = runs[`baseline ${page.baseline}`];
    const p = median(mine);
    const b = median(bare);
    for (const w of new Set(p.warnings)) ctx.log(`  ${page.label}: lighthouse warning: ${w}`);
    if (p.failing.accessibility.length)
      ctx.log(`  ${page.label}: accessibility audits failing: ${p.failing.accessibility.join(', ')}`);
    if (p.failing.performance.length)
      ctx.log(`  ${page.label}: performance audits below 100: ${p.failing.performance.join(', ')}`);
    ctx.log(
      `  ${page.label}: JS ${(p.scriptBytes / 1000).toFixed(1)} kB in ${p.scriptFiles} files, CSS ` +
        `${(p.styleBytes / 1000).toFixed(1)} kB; API calls ${p.apiCalls.join(' ') || 'none'}`,
    );
    const baselineLabel = `bare React + Router + Query app ${page.baseline} (vite preview), same Chromium; ${loadText}`;
    const fig = (metric, value, baselineValue, unit, digits, goal) => ({
      metric: `${page.label}: ${metric}`,
      unit,
      digits,
      value,
      baseline: baselineValue,
      baselineLabel,
      ...(goal === undefined ? {} : { goal }),
    });
    const g = page.goals;
    figures.push(
      fig(
        'performance (median)',
        p.performance,
        b.performance,
        '',
        0,
        g.performance && { value: { min: g.performance } },
      ),
      fig(
        `TBT, worst of ${mine.length}`,
        Math.max(...mine.map((r) => r.tbt)),
        Math.max(...bare.map((r) => r.tbt)),
        'ms',
        0,
        g.tbtWorst && { value: { max: g.tbtWorst } },
      ),
      fig('LCP (median)', middle(mine.map((r) => r.lcp)), middle(bare.map((r) => r.lcp)), 'ms', 0),
      fig(
        `LCP, worst of ${mine.length}`,
        Math.max(...mine.map((r) => r.lcp)),
        Math.max(...bare.map((r) => r.lcp)),
        'ms',
        0,
        g.lcpWorst && { value: { max: g.lcpWorst } },
      ),
      fig('CLS', p.cls, b.cls, '', 3),
      fig(
        'accessibility',
        p.accessibility,
        b.accessibility,
        '',
        0,
        g.accessibility && { value: { min: g.accessibility } },
      ),
    );
    if (page.id === 'signin') {
      figures.push(
        fig('best practices', p.bestPractices, b.bestPractices, '', 0),
        fig('SEO', p.seo, b.seo, '', 0),
      );
    }
  }
  figures.push({
    metric: 'machine load during the audits (1-min avg, median)',
    value: middle(loads),
    digits: 2,
  });
  return figures;
}
