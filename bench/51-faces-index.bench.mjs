// (h) Decision 138: face indexing. Faces indexed per second by the portal's path (the faces.index job: the
// original read from storage, the engine, the faces replaced in one transaction) against bare face-api on the
// same photos in the same run (bench/lib/faces-run.ts), in paired rounds (decision 135). Goal: the median
// ≥ 80 % of the bare median. Beside it, a quality figure on a labelled set built from the package's sample
// photos and sharp-made variants (mirror, darker, brighter, half-size crop) at the default threshold, and the
// class read the search starts from at 20,000 faces. Limits of the quality figure: 21 faces of six photos,
// each taken as a distinct person (not checked by anyone who knows them); a variant of the same photo is
// easier than another photo of the person (same pose, expression and light), so recall here is an upper
// bound, and precision is judged against 20 strangers per face only.
import { spawnSync } from 'node:child_process';
import { pairedFigure } from './lib/paired.mjs';

export const meta = {
  id: 'faces-index',
  title: 'Face indexing (faces.index job) vs bare face-api on the same photos; quality on a labelled set',
  needs: [],
  timeoutMs: 900_000,
};

export async function run(ctx) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/faces-run.ts'], {
    cwd: ctx.repoRoot,
    encoding: 'utf8',
    env: process.env,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`bench/lib/faces-run.ts failed:\n${r.stderr}`);
  const result = JSON.parse(r.stdout.trim().split('\n').pop());
  for (const line of r.stderr.split('\n').filter((l) => l.startsWith('  '))) ctx.log(line);
  const q = result.quality;
  ctx.log(
    `  quality: ${q.identities} faces as identities, ${q.queries} variants (${q.queriesWithoutFace} without a face found); same-person distance max ${q.sameMax.toFixed(3)}, stranger min ${q.otherMin.toFixed(3)}; ${q.galleryFalse} of ${q.galleryPairs} stranger pairs within the threshold`,
  );
  const c = result.classRead;
  ctx.log(
    `  class read at ${c.faces} faces: cold ${c.coldMedianMs.toFixed(1)} ms (median), warm median ${c.warmMedianMs.toFixed(2)} ms, warm p99 ${c.warmP99Ms.toFixed(2)} ms`,
  );
  return [
    pairedFigure(result.portal, result.bare, {
      of: 'faces',
      metric: `faces indexed, ${result.count} sample photos 1920 px (detection at ${result.detectSide} px)`,
      unit: 'faces/s',
      digits: 1,
      baselineLabel: 'bare face-api (same decode, SSD + landmarks + descriptors), nothing stored',
      goal: { ratio: { min: 0.8 } },
    }),
    pairedFigure(result.portal, result.bare, {
      of: 'photos',
      metric: 'photos indexed',
      unit: 'photos/s',
      digits: 2,
      baselineLabel: 'bare face-api',
    }),
    {
      metric: 'recall at the default threshold (0.5), labelled sample set',
      unit: '%',
      digits: 1,
      value: q.recall * 100,
    },
    {
      metric: 'precision at the default threshold (0.5), labelled sample set',
      unit: '%',
      digits: 1,
      value: q.precision * 100,
    },
    {
      metric: `class read for the search, ${c.faces} faces, warm p99`,
      unit: 'ms',
      digits: 2,
      value: c.warmP99Ms,
    },
    {
      metric: `class read for the search, ${c.faces} faces, after a change`,
      unit: 'ms',
      digits: 1,
      value: c.coldMedianMs,
    },
  ];
}
