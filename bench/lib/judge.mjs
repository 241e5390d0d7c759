// Pure parts of the harness (decision 135): spreads, medians, a figure's verdict, the table, and the
// agreement of repeated runs. No I/O, so bench/lib/judge.test.ts can hold them to account.

/** Median of numbers (the mean of the two middle ones for an even count); NaN for none. */
export function median(xs) {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** { min, median, max } of numbers. */
export function spread(xs) {
  const s = xs.filter((x) => Number.isFinite(x));
  return { min: Math.min(...s), median: median(s), max: Math.max(...s) };
}

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : String(n));

/** Portal over baseline, both medians when the figure comes from rounds (`value` and `baseline` are). */
export const ratioOf = (f) => (f.baseline ? f.value / f.baseline : Number.NaN);

/** 'met' | 'missed' | 'info' for a figure's goal, judged on the medians. */
export function verdict(f) {
  const goal = f.goal;
  if (!goal) return 'info';
  const [kind, bounds] = goal.ratio ? ['ratio', goal.ratio] : ['value', goal.value];
  const x = kind === 'ratio' ? ratioOf(f) : f.value;
  if (!Number.isFinite(x)) return 'missed';
  if (bounds.max !== undefined && x > bounds.max) return 'missed';
  if (bounds.min !== undefined && x < bounds.min) return 'missed';
  return 'met';
}

export function goalText(f) {
  const goal = f.goal;
  if (!goal) return '';
  const b = goal.ratio ?? goal.value;
  const show = (x) => (goal.ratio ? (x < 1 && x > 0 ? `${fmt(x * 100, 0)} %` : `${x}×`) : `${x}`);
  const subject = goal.ratio ? 'ratio' : 'value';
  if (b.min !== undefined && b.max !== undefined) return `${show(b.min)} ≤ ${subject} ≤ ${show(b.max)}`;
  return b.min !== undefined ? `${subject} ≥ ${show(b.min)}` : `${subject} ≤ ${show(b.max)}`;
}

export function ratioText(f) {
  const r = ratioOf(f);
  if (!Number.isFinite(r)) return '–';
  return f.goal?.ratio?.min !== undefined && f.goal.ratio.min < 1 ? `${fmt(r * 100, 0)} %` : `${fmt(r, 2)}×`;
}

/** 'min / median / max unit' for a side measured in rounds, else its one value. */
function sideText(f, side) {
  const single = side === 'portal' ? f.value : f.baseline;
  if (single === undefined) return '–';
  const d = f.digits ?? 1;
  const unit = f.unit ? ` ${f.unit}` : '';
  const s = f.spread?.[side];
  if (!s) return `${fmt(single, d)}${unit}`;
  return `${fmt(s.min, d)} / ${fmt(s.median, d)} / ${fmt(s.max, d)}${unit}`;
}

/** figure | portal min/median/max | baseline min/median/max | median ratio | goal | met */
export function table(figures, { verdictOf = verdict } = {}) {
  const rows = figures.map((f) => [
    f.metric,
    sideText(f, 'portal'),
    sideText(f, 'baseline'),
    ratioText(f),
    goalText(f),
    { met: 'met', missed: 'MISSED', info: '', disagree: 'DISAGREE' }[verdictOf(f)],
  ]);
  const head = [
    'figure',
    'portal min / median / max',
    'baseline min / median / max',
    'median ratio',
    'goal',
    'met',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) =>
    `  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`;
  return [line(head), ...rows.map(line)].join('\n');
}

/**
 * A goal's verdict over repeated runs (`--repeat 3`): 'met' when every run met it, 'missed' when every run
 * missed it, 'disagree' otherwise (the bench cannot judge that goal on this machine at this moment).
 */
export function agreement(verdicts) {
  const judged = verdicts.filter((v) => v !== 'info');
  if (judged.length === 0) return 'info';
  if (judged.length < verdicts.length) return 'disagree';
  if (judged.every((v) => v === 'met')) return 'met';
  if (judged.every((v) => v === 'missed')) return 'missed';
  return 'disagree';
}
