#!/usr/bin/env node
// Benchmark harness (`npm run bench`; not part of `npm test`). DESIGN.md §8: benchmarks measure and print
// figures beside a baseline measured in the same run, on loopback only.
//
//   node bench/run.mjs [ID...] [--strict] [--list] [--repeat N]
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
// is missed (judged on the median of a figure's rounds). `--repeat 3` runs the selection three times on fresh
// servers; a goal counts as met only when every run met it, and a disagreement fails --strict as a miss does
// (decision 135). Figures from paired rounds (bench/lib/paired.mjs) carry `spread` (min / median / max of both
// sides), printed in the table. Knobs: BENCH_ROUNDS (counted rounds per side, 5), BENCH_DURATION (s per
// load run), BENCH_CONNECTIONS, BENCH_LIGHTHOUSE_RUNS.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createContext, outDir, repoRoot } from './lib/context.mjs';
import { agreement, fmt, ratioOf, table, verdict } from './lib/judge.mjs';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const args = process.argv.slice(2);
const strict = args.includes('--strict');
const listOnly = args.includes('--list');
const repeatAt = args.indexOf('--repeat');
const repeat = repeatAt >= 0 ? Number(args[repeatAt + 1]) : 1;
if (!Number.isInteger(repeat) || repeat < 1) {
  console.error('--repeat takes a whole number of runs (e.g. --repeat 3)');
  process.exit(2);
}
const filters = args.filter((a, i) => !a.startsWith('--') && !(repeatAt >= 0 && i === repeatAt + 1));

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

let ctx = createContext();
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
    (havePostgres ? ', PostgreSQL from scripts/with-postgres.sh' : '') +
    (repeat > 1 ? `, ${repeat} consecutive runs` : ''),
);

/** One run of the selected benchmarks, each on fresh servers (a new context). */
async function runOnce(run) {
  const results = [];
  for (const b of selected) {
    console.log(`\n== ${b.meta.id}: ${b.meta.title}${repeat > 1 ? ` (run ${run}/${repeat})` : ''} ==`);
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
  return results;
}

const runs = [];
for (let run = 1; run <= repeat; run++) {
  if (run > 1) ctx = createContext();
  runs.push(await runOnce(run));
}
const results = runs.at(-1);

// A figure's verdict over the runs (decision 135): met or missed in every run, else 'disagree'.
const verdicts = new Map();
for (const r of runs.flat()) {
  r.figures.forEach((f, i) => {
    const key = `${r.id}#${i}`;
    verdicts.set(key, [
      ...(verdicts.get(key) ?? []),
      { verdict: verdict(f), ratio: ratioOf(f), value: f.value },
    ]);
  });
}
const judged = results.flatMap((r) =>
  r.figures.map((f, i) => {
    const seen = verdicts.get(`${r.id}#${i}`) ?? [];
    const v = seen.length === repeat ? agreement(seen.map((x) => x.verdict)) : f.goal ? 'disagree' : 'info';
    return { figure: f, verdict: v, runs: seen };
  }),
);
const figures = judged.map((j) => j.figure);
const verdictOf = (f) => judged.find((j) => j.figure === f)?.verdict ?? verdict(f);
const missed = judged.filter((j) => j.verdict === 'missed' || j.verdict === 'disagree');
const failed = runs.flat().filter((r) => r.error && !r.error.startsWith('skipped'));
console.log(
  `\n== summary (${fmt((Date.now() - started) / 1000, 0)} s${repeat > 1 ? `, last of ${repeat} runs; met = met in every run` : ''}) ==`,
);
if (figures.length) console.log(table(figures, { verdictOf }));
if (repeat > 1) {
  for (const j of judged.filter((x) => x.figure.goal)) {
    const each = j.runs.map((x) => (Number.isFinite(x.ratio) ? fmt(x.ratio, 2) : fmt(x.value, 1))).join(', ');
    console.log(`  ${j.verdict.padEnd(8)} ${j.figure.metric}: ${each}`);
  }
}
for (const r of results.filter((x) => x.error)) console.log(`  ${r.id}: ${r.error}`);
console.log(
  `  ${judged.filter((j) => j.verdict === 'met').length} goals met, ` +
    `${judged.filter((j) => j.verdict === 'missed').length} missed, ` +
    (repeat > 1 ? `${judged.filter((j) => j.verdict === 'disagree').length} disagreeing across runs, ` : '') +
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
      runs: repeat,
      results: results.map((r) => ({
        ...r,
        figures: r.figures.map((f) => ({ ...f, ratio: ratioOf(f), verdict: verdictOf(f) })),
      })),
    },
    null,
    2,
  )}\n`,
);
console.log(`  results: ${join(outDir, 'results.json')}`);
process.exit(failed.length > 0 || (strict && missed.length > 0) ? 1 : 0);
