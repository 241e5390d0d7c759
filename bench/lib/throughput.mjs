// The same-run comparison of a portal route with its bare twin (benches 30, 31 and 46): autocannon at
// BENCH_CONNECTIONS (50) for BENCH_DURATION s in paired rounds (decision 135: a warm-up of each side, then
// interleaved rounds, medians with min and max). Beside req/s and p99, each server's own CPU per answer
// (from /proc), which what else runs on a shared machine disturbs less.
import { existsSync, readFileSync } from 'node:fs';
import { pairedFigure, pairedRounds, ROUNDS } from './paired.mjs';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
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

/** Loads `{ baseline, portal }` ({ url, headers, pid }) in paired rounds (bench/lib/paired.mjs): a 5 s
 * warm-up of each side, then BENCH_ROUNDS rounds alternating which side goes first. */
export async function alternateRounds(ctx, targets, { rounds = ROUNDS } = {}) {
  const side = (t) => (round) => load(t.url, t.headers, round < 0 ? 5 : DURATION, round < 0 ? null : t.pid);
  return pairedRounds({
    portal: side(targets.portal),
    baseline: side(targets.baseline),
    rounds,
    log: ctx.log,
    describe: (_name, res) =>
      `${Math.round(res.rps)} req/s, p99 ${res.p99} ms, ${Math.round(res.cpu)} µs CPU/answer`,
  });
}

/**
 * The three figures of a comparison: req/s (goal ≥ 70 %), p99 (goal, when given, a ratio to the bare route's
 * p99 in the same run: decision 135) and CPU per answer; each the median of the rounds, min and max beside.
 */
export function throughputRows(rounds, { route, what, baselineLabel, p99Goal }) {
  const row = (of, figure) => pairedFigure(rounds.portal, rounds.baseline, { of, baselineLabel, ...figure });
  return [
    row('rps', {
      metric: `${route}, ${what}, req/s (c=${CONNECTIONS})`,
      unit: 'req/s',
      digits: 0,
      goal: { ratio: { min: 0.7 } },
    }),
    row('p99', {
      metric: `${route} p99 latency`,
      unit: 'ms',
      digits: 0,
      ...(p99Goal ? { goal: p99Goal } : {}),
    }),
    row('cpu', {
      metric: "server CPU per answer (user + system, the process's every thread)",
      unit: 'µs',
      digits: 0,
    }),
  ];
}
