#!/usr/bin/env node
// Benchmark harness (`npm run bench`; not part of `npm test`). DESIGN.md §8: benchmarks measure and print
// figures beside a baseline measured in the same run, on loopback only.
//
//   node bench/run.mjs [ID...] [--strict] [--list]
//
// Every `bench/*.bench.mjs` is a benchmark, run in file-name order (filter by id substrings). A benchmark
// exports `meta` and `run(ctx)`:
//
//   export const meta = { id: 'bundle', title: '…', needs: ['postgres'], timeoutMs: 300_000 };
//   export async function run(ctx) {               // ctx: bench/lib/context.mjs (portal, ports, servers…)
//     return [{ metric: '…', unit: 'kB', value: 120, baseline: 80, baselineLabel: '…',
//               goal: { ratio: { max: 1.6 } } }];  // or { ratio: { min: 0.7 } }, { value: { min: 95 } }
//   }
//
// Benchmarks that need PostgreSQL make this script re-run itself under scripts/with-postgres.sh. Results go
// to bench/.out/results.json. Exit code: 1 when a benchmark failed to run; with --strict, also when a goal
// is missed. Knobs: BENCH_DURATION (s per load run), BENCH_CONNECTIONS, BENCH_LIGHTHOUSE_RUNS.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createContext, outDir, repoRoot } from './lib/context.mjs';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const args = process.argv.slice(2);
const strict = args.includes('--strict');
const listOnly = args.includes('--list');
const filters = args.filter((a) => !a.startsWith('--'));

const files = (await readdir(join(repoRoot, 'bench'))).filter((f) => f.endsWith('.bench.mjs')).sort();
const all = [];
for (const file of files) {
  const mod = await import(pathToFileURL(join(repoRoot, 'bench', file)).href);
  all.push({ file, meta: { needs: [], timeoutMs: 300_000, ...mod.meta }, run: mod.run });
}
const selected = all.filter((b) => filters.length === 0 || filters.some((f) => b.meta.id.includes(f)));

if (listOnly) {
  for (const b of all) console.log(`${b.meta.id.padEnd(12)} ${b.file.padEnd(34)} ${b.meta.title}`);
  process.exit(0);
}
if (selected.length === 0) {
  console.error(`no benchmark matches ${filters.join(' ')} (try --list)`);
  process.exit(2);
}

// PostgreSQL for the benchmarks that need it: re-run under scripts/with-postgres.sh once.
const needsPostgres = selected.some((b) => b.meta.needs.includes('postgres'));
const havePostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.PG_TEST_ADMIN_URL);
if (needsPostgres && !havePostgres && !process.env.BENCH_UNDER_PG && existsSync(join(PG_BIN, 'postgres'))) {
  const r = spawnSync(
    'bash',
    [join(repoRoot, 'scripts/with-postgres.sh'), process.execPath, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_UNDER_PG: '1' },
    },
  );
  process.exit(r.status ?? 1);
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : String(n));
const ratioOf = (f) => (f.baseline ? f.value / f.baseline : Number.NaN);

/** 'met' | 'missed' | 'info' for a figure's goal. */
function verdict(f) {
  const goal = f.goal;
  if (!goal) return 'info';
  const [kind, bounds] = goal.ratio ? ['ratio', goal.ratio] : ['value', goal.value];
  const x = kind === 'ratio' ? ratioOf(f) : f.value;
  if (!Number.isFinite(x)) return 'missed';
  if (bounds.max !== undefined && x > bounds.max) return 'missed';
  if (bounds.min !== undefined && x < bounds.min) return 'missed';
  return 'met';
}

function goalText(f) {
  const goal = f.goal;
  if (!goal) return '';
  const b = goal.ratio ?? goal.value;
  const show = (x) => (goal.ratio ? (x < 1 && x > 0 ? `${fmt(x * 100, 0)} %` : `${x}×`) : `${x}`);
  const subject = goal.ratio ? 'ratio' : 'value';
  if (b.min !== undefined && b.max !== undefined) return `${show(b.min)} ≤ ${subject} ≤ ${show(b.max)}`;
  return b.min !== undefined ? `${subject} ≥ ${show(b.min)}` : `${subject} ≤ ${show(b.max)}`;
}

function ratioText(f) {
  const r = ratioOf(f);
  if (!Number.isFinite(r)) return '–';
  return f.goal?.ratio?.min !== undefined && f.goal.ratio.min < 1 ? `${fmt(r * 100, 0)} %` : `${fmt(r, 2)}×`;
}

function table(figures) {
  const rows = figures.map((f) => [
    f.metric,
    `${fmt(f.value, f.digits ?? 1)} ${f.unit ?? ''}`.trim(),
    f.baseline === undefined ? '–' : `${fmt(f.baseline, f.digits ?? 1)} ${f.unit ?? ''}`.trim(),
    ratioText(f),
    goalText(f),
    { met: 'met', missed: 'MISSED', info: '' }[verdict(f)],
  ]);
  const head = ['figure', 'portal', 'baseline', 'ratio', 'goal', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) =>
    `  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`;
  return [line(head), ...rows.map(line)].join('\n');
}

const ctx = createContext();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping servers`);
    await ctx.close();
    process.exit(130);
  });
}

const started = Date.now();
console.log(
  `Benchmarks on ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}` +
    (havePostgres ? ', PostgreSQL from scripts/with-postgres.sh' : ''),
);
const results = [];
for (const b of selected) {
  console.log(`\n== ${b.meta.id}: ${b.meta.title} ==`);
  const t0 = Date.now();
  const entry = { id: b.meta.id, title: b.meta.title, figures: [], error: null, seconds: 0 };
  results.push(entry);
  if (b.meta.needs.includes('postgres') && !havePostgres) {
    entry.error = `skipped: needs PostgreSQL (${PG_BIN} missing; apt-get install -y postgresql-15)`;
    console.log(`  ${entry.error}`);
    continue;
  }
  let timer;
  try {
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`timed out after ${b.meta.timeoutMs / 1000} s`)),
        b.meta.timeoutMs,
      );
    });
    entry.figures = (await Promise.race([b.run(ctx), timeout])) ?? [];
    console.log(table(entry.figures));
  } catch (error) {
    entry.error = error instanceof Error ? error.message : String(error);
    console.log(`  FAILED: ${entry.error}`);
    if (process.env.BENCH_DEBUG && error instanceof Error) console.log(error.stack);
  } finally {
    clearTimeout(timer);
    entry.seconds = (Date.now() - t0) / 1000;
  }
}
await ctx.close();

const figures = results.flatMap((r) => r.figures);
const missed = figures.filter((f) => verdict(f) === 'missed');
const failed = results.filter((r) => r.error && !r.error.startsWith('skipped'));
console.log(`\n== summary (${fmt((Date.now() - started) / 1000, 0)} s) ==`);
if (figures.length) console.log(table(figures));
for (const r of results.filter((x) => x.error)) console.log(`  ${r.id}: ${r.error}`);
console.log(
  `  ${figures.filter((f) => verdict(f) === 'met').length} goals met, ${missed.length} missed, ` +
    `${failed.length} benchmarks failed`,
);

await mkdir(outDir, { recursive: true });
await writeFile(
  join(outDir, 'results.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      results: results.map((r) => ({
        ...r,
        figures: r.figures.map((f) => ({ ...f, ratio: ratioOf(f), verdict: verdict(f) })),
      })),
    },
    null,
    2,
  )}\n`,
);
console.log(`  results: ${join(outDir, 'results.json')}`);
process.exit(failed.length > 0 || (strict && missed.length > 0) ? 1 : 0);
