// (g) Decision 65: the photo pipeline's ingest rate (receive, store, queue; then the derivative jobs one per
// core) against bare sharp making the same thumbnail and watermarked preview of the same photos in the same
// run (bench/lib/ingest-run.ts), in paired rounds (decision 135: a short warm-up of each side, then
// BENCH_ROUNDS interleaved). Goal: the median ≥ 80 % of the bare median. The peak memory growth is printed: it is
// bounded by the photos in flight (one per parallel job) plus the files the run itself holds.
import { spawnSync } from 'node:child_process';
import { pairedFigure } from './lib/paired.mjs';

export const meta = {
  id: 'ingest',
  title: 'Photo ingest (pipeline + job queue) vs bare sharp making the same thumbnail and preview',
  needs: [],
  timeoutMs: 600_000,
};

export async function run(ctx) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/ingest-run.ts'], {
    cwd: ctx.repoRoot,
    encoding: 'utf8',
    env: process.env,
  });
  if (r.status !== 0) throw new Error(`bench/lib/ingest-run.ts failed:\n${r.stderr}`);
  const result = JSON.parse(r.stdout.trim().split('\n').pop());
  for (const line of r.stderr.split('\n').filter((l) => l.startsWith('  '))) ctx.log(line);
  ctx.log(
    `  ${result.count} photos of ${result.meanFileKb} KB, ${result.lanes} lanes; bare ${result.bare.map((x) => x.toFixed(1)).join(', ')} photos/s; pipeline ${result.portal.map((x) => x.toFixed(1)).join(', ')} photos/s`,
  );
  return [
    pairedFigure(result.portal, result.bare, {
      of: (rate) => rate,
      metric: `ingest rate, ${result.count} photos 2400×1600 (${result.lanes} parallel jobs)`,
      unit: 'photos/s',
      digits: 1,
      baselineLabel: 'bare sharp, same thumbnail and watermarked preview',
      goal: { ratio: { min: 0.8 } },
    }),
    {
      metric: 'peak memory growth during the run',
      unit: 'MB',
      digits: 0,
      value: result.peakRssMb,
    },
  ];
}
