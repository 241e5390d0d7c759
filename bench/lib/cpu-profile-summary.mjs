// Sums a V8 CPU profile (node --cpu-prof) by function: self time, and time under each function (total),
// the top N of each. Usage: node bench/lib/cpu-profile-summary.mjs FILE.cpuprofile [N] [filter]; given several
// files (one per thread), the first, the main thread's, is read.
// `filter` keeps only functions whose name or file contains it (e.g. `modules/orders`).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const files = args.filter((a) => a.endsWith('.cpuprofile'));
const n = args.find((a) => /^\d+$/.test(a)) ?? '40';
const filter = args.find((a) => !a.endsWith('.cpuprofile') && !/^\d+$/.test(a));
if (files.length === 0) throw new Error('usage: cpu-profile-summary.mjs FILE.cpuprofile… [N] [filter]');
const profile = JSON.parse(readFileSync(files[0], 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

// Each sample's interval is the gap to the next timestamp (µs).
const selfUs = new Map();
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const dt = deltas[i + 1] ?? 0;
  selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt);
}

const label = (node) => {
  const f = node.callFrame;
  const where = f.url
    ? f.url.replace(/^file:\/\//, '').replace(/.*\/(node_modules|work\/main)\//, '$1/')
    : '';
  return `${f.functionName || '(anonymous)'} ${where}${where ? `:${f.lineNumber + 1}` : ''}`;
};

const self = new Map();
const total = new Map();
let all = 0;
for (const [id, us] of selfUs) {
  all += us;
  const node = byId.get(id);
  const key = label(node);
  self.set(key, (self.get(key) ?? 0) + us);
  // Total: count each function once per sample's stack.
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = label(byId.get(cur));
    if (seen.has(k)) continue;
    seen.add(k);
    total.set(k, (total.get(k) ?? 0) + us);
  }
}
const idle = [...self].filter(([k]) => /^\((idle|program|garbage collector)\)/.test(k));
const print = (title, map) => {
  console.log(`\n${title}`);
  const top = [...map]
    .filter(([k]) => !filter || k.includes(filter))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(n));
  for (const [k, us] of top) {
    console.log(
      `${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / all).toFixed(1).padStart(5)} %  ${k}`,
    );
  }
};
console.log(
  `${(all / 1000).toFixed(0)} ms sampled; ${idle.map(([k, us]) => `${k.trim()} ${(us / 1000).toFixed(0)} ms`).join(', ')}`,
);
print('self time', self);
print('total time (self + callees)', total);
