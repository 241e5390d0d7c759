// The same-run comparison of a portal route with its bare twin (benches 31 and 46): autocannon at
// BENCH_CONNECTIONS (50) for BENCH_DURATION s, a warm-up, then alternating rounds and medians. Beside req/s
// and p99, each server's own CPU per answer (from /proc), which what else runs on a shared machine disturbs less.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = 3;
const CLOCK_TICKS = 100;

/** CPU time (user + system, every thread) a process has used, in µs; null where /proc is not there. */
function cpuMicros(pid) {
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}

async function load(url, headers, duration, pid) {
  const { default: autocannon } = await import('autocannon');
  const before = cpuMicros(pid);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration, timeout: 10 });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  const after = cpuMicros(pid);
  const cpu = before === null || after === null ? Number.NaN : (after - before) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total, cpu };
}

const loadText = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Warms up then loads `{ baseline, portal }` ({ url, headers, pid }) in alternating rounds. */
export async function alternateRounds(ctx, targets) {
  for (const [name, t] of Object.entries(targets)) {
    await load(t.url, t.headers, 5);
    ctx.log(`  warmed up ${name}`);
  }
  const rounds = { baseline: [], portal: [] };
  ctx.log(`  load average before: ${loadText()} (${ROUNDS} rounds, medians)`);
  for (let i = 0; i < ROUNDS; i++) {
    for (const [name, t] of Object.entries(targets)) {
      const res = await load(t.url, t.headers, DURATION, t.pid);
      rounds[name].push(res);
      ctx.log(
        `  round ${i + 1}/${ROUNDS} ${name.padEnd(8)} ${Math.round(res.rps)} req/s, p99 ${res.p99} ms, ${Math.round(res.cpu)} µs CPU/answer`,
      );
    }
  }
  ctx.log(`  load average after: ${loadText()}`);
  return rounds;
}

const median = (list, key) => list.map((x) => x[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** The three figures of a comparison: req/s (goal ≥ 70 %), p99 (with its goal, if any) and CPU per answer. */
export function throughputRows(rounds, { route, what, baselineLabel, p99Goal }) {
  const row = (key) => ({ value: median(rounds.portal, key), baseline: median(rounds.baseline, key) });
  return [
    {
      metric: `${route}, ${what}, req/s (c=${CONNECTIONS})`,
      unit: 'req/s',
      digits: 0,
      ...row('rps'),
      baselineLabel,
      goal: { ratio: { min: 0.7 } },
    },
    {
      metric: `${route} p99 latency`,
      unit: 'ms',
      digits: 0,
      ...row('p99'),
      baselineLabel,
      ...(p99Goal ? { goal: p99Goal } : {}),
    },
    {
      metric: "server CPU per answer (user + system, the process's every thread)",
      unit: 'µs',
      digits: 0,
      ...row('cpu'),
      baselineLabel,
    },
  ];
}
