// (h) Decision 139: face-search latency. POST /api/encontre-suas-fotos/busca at 20,000 faces in one class,
// through the whole app in-process (bench/lib/faces-search-run.ts), against a bare search of the same selfie
// over the same descriptors (the engine, then a loop of distances in memory and a sort), in paired rounds
// (decision 135). Goals: the portal's p99 ≤ 200 ms (decision 139), and ≤ 1.5× the bare search's p99 (decision
// 135). The engine alone is printed beside them: most of a search is the selfie's detection.
import { spawnSync } from 'node:child_process';
import { pairedFigure } from './lib/paired.mjs';

export const meta = {
  id: 'faces-search',
  title: 'Face search latency at 20,000 faces vs a bare search of the same descriptors',
  needs: [],
  timeoutMs: 900_000,
};

export async function run(ctx) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/faces-search-run.ts'], {
    cwd: ctx.repoRoot,
    encoding: 'utf8',
    env: process.env,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`bench/lib/faces-search-run.ts failed:\n${r.stderr}`);
  const result = JSON.parse(r.stdout.trim().split('\n').pop());
  for (const line of r.stderr.split('\n').filter((l) => l.startsWith('  '))) ctx.log(line);
  const label = `${result.faces} faces, ${result.perRound} searches a round`;
  return [
    pairedFigure(result.portal, result.baseline, {
      of: 'p99',
      metric: `face search p99 (POST busca, ${label})`,
      unit: 'ms',
      digits: 1,
      baselineLabel: 'bare search: detectFaces + distance loop over the same descriptors in memory',
      goal: { value: { max: 200 } },
    }),
    pairedFigure(result.portal, result.baseline, {
      of: 'p99',
      metric: 'face search p99 against the bare search p99',
      unit: 'ms',
      digits: 1,
      baselineLabel: 'bare search',
      goal: { ratio: { max: 1.5 } },
    }),
    pairedFigure(result.portal, result.baseline, {
      of: 'p50',
      metric: 'face search median',
      unit: 'ms',
      digits: 1,
      baselineLabel: 'bare search',
    }),
    pairedFigure(result.engine, null, {
      of: 'p99',
      metric: 'the engine alone on the selfie (detectSelfieFaces), p99',
      unit: 'ms',
      digits: 1,
    }),
  ];
}
