// (g) Decision 65: the photo pipeline's ingest rate (receive, store, queue; then the derivative jobs one per
// core) against bare sharp making the same thumbnail and watermarked preview of the same photos in the same
// run (bench/lib/ingest-run.ts). Goal: ≥ 80 % of the bare rate. The peak memory growth is printed: it is
// bounded by the photos in flight (one per parallel job) plus the files the run itself holds.
import { spawnSync } from 'node:child_process';

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
  const best = (list) => Math.max(...list);
  ctx.log(
    `  ${result.count} photos of ${result.meanFileKb} KB, ${result.lanes} lanes; bare ${result.bare.map((x) => x.toFixed(1)).join(', ')} photos/s; pipeline ${result.portal.map((x) => x.toFixed(1)).join(', ')} photos/s`,
  );
  return [
    {
      metric: `ingest rate, ${result.count} photos 2400×1600 (${result.lanes} parallel jobs)`,
      unit: 'photos/s',
      digits: 1,
      value: best(result.portal),
      baseline: best(result.bare),
      baselineLabel: 'bare sharp, same thumbnail and watermarked preview',
      goal: { ratio: { min: 0.8 } },
    },
    {
      metric: 'peak memory growth during the run',
      unit: 'MB',
      digits: 0,
      value: result.peakRssMb,
    },
  ];
}
