// Paired rounds (decision 135, generalising decision 121's jobs bench): the portal and its baseline measured
// in interleaved rounds, after uncounted warm-up rounds of each side done the same way, so both meet warm
// caches, compiled code and open connections. The side that goes first alternates each round, so a slow
// moment of the shared machine falls on both. A goal is judged on the median; min and max show the noise.
import { loadavg } from 'node:os';
import { median, spread } from './judge.mjs';

/** Counted rounds per side (BENCH_ROUNDS, 5): enough for a median that one disturbed round cannot move. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

export const loadText = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * Runs `warmup` uncounted rounds of every side, then `rounds` counted ones, portal and baseline alternating
 * which goes first; `others` ({ name: fn }) are extra sides measured after the pair each round.
 * Each side is `async (round) => measures` (an object of numbers). Returns `{ portal, baseline, ...others }`,
 * each the list of counted measures.
 */
export async function pairedRounds({
  portal,
  baseline,
  others = {},
  rounds = ROUNDS,
  warmup = 1,
  log = () => {},
  describe = (_name, m) => JSON.stringify(m),
}) {
  for (let i = 0; i < warmup; i++) {
    await portal(-1 - i);
    await baseline(-1 - i);
    for (const fn of Object.values(others)) await fn(-1 - i);
  }
  if (warmup) log(`  ${warmup} warm-up round${warmup > 1 ? 's' : ''} of each side, not counted`);
  log(`  load average before: ${loadText()} (${rounds} rounds, portal and baseline alternating first)`);
  const out = { portal: [], baseline: [], ...Object.fromEntries(Object.keys(others).map((k) => [k, []])) };
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? ['portal', 'baseline'] : ['baseline', 'portal'];
    const sides = { portal, baseline, ...others };
    for (const name of [...order, ...Object.keys(others)]) {
      const m = await sides[name](i);
      out[name].push(m);
      log(`  round ${i + 1}/${rounds} ${name.padEnd(8)} ${describe(name, m)}`);
    }
  }
  log(`  load average after: ${loadText()}`);
  return out;
}

/**
 * A figure from paired rounds: `of` picks a number from one round's measures (a key, or a function).
 * `value` and `baseline` are the medians (what the goal judges), `spread` holds min / median / max of both.
 */
export function pairedFigure(portalRounds, baselineRounds, { of, ...figure }) {
  const pick = typeof of === 'function' ? of : (m) => m[of];
  const p = portalRounds.map(pick);
  const b = baselineRounds ? baselineRounds.map(pick) : null;
  return {
    ...figure,
    value: median(p),
    ...(b ? { baseline: median(b) } : {}),
    spread: { portal: spread(p), ...(b ? { baseline: spread(b) } : {}) },
  };
}
