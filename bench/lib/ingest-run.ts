// The ingest benchmark's two sides in one process, alternating: bare sharp making the same thumbnail and
// watermarked preview of each photo (one lane per core), and the portal's pipeline (receive: hash, sniff,
// store the original, row and job; then the job queue drained one job per core: derivatives, storage, row)
// on PGlite in memory and a local disk folder. Prints rates (photos/s) and the peak RSS growth as JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../../apps/api/src/db/client';
import { events, graduations, institutions } from '../../apps/api/src/db/schema/index';
import { localStorage } from '../../apps/api/src/lib/storage';
import { makeDerivatives } from '../../apps/api/src/modules/photos/derivatives';
import { handleDeriveJobs } from '../../apps/api/src/modules/photos/photos.jobs';
import { photoPipeline } from '../../apps/api/src/modules/photos/pipeline';
import { createJobs } from '../../apps/api/src/platform/jobs/jobs';
import { unitOfWork } from '../../apps/api/src/platform/unit-of-work';
import { installQueues } from '../../apps/api/src/queues';
import { ROUNDS as PAIRED_ROUNDS, pairedRounds } from './paired.mjs';

const COUNT = Number(process.env.INGEST_PHOTOS ?? 40);
const ROUNDS = Number(process.env.INGEST_ROUNDS ?? PAIRED_ROUNDS);
const lanes = availableParallelism();

/** Camera-like photos: 2400×1600 JPEGs with detail (noise) so they encode like real ones. */
async function photos(seed: number) {
  const out: Buffer[] = [];
  for (let i = 0; i < COUNT; i++) {
    const noise = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 3,
        noise: { type: 'gaussian', mean: 120 + ((i + seed) % 60), sigma: 50 },
      },
    })
      .png()
      .toBuffer();
    out.push(await sharp(noise).resize(2400, 1600, { kernel: 'nearest' }).jpeg({ quality: 88 }).toBuffer());
  }
  return out;
}

async function inLanes<T>(items: readonly T[], work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

let peak = 0;
const base = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss - base);
}, 20);

async function bare(files: Buffer[]) {
  const start = performance.now();
  // The same work the pipeline's job does to the pixels, with nothing around it.
  await inLanes(files, (f) => makeDerivatives(f));
  return (files.length / (performance.now() - start)) * 1000;
}

async function portal(files: Buffer[], round: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-ingest-'));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await installQueues(database);
  const db = database.db;
  const [inst] = await db.insert(institutions).values({ name: 'Bench' }).returning();
  const [grad] = await db
    .insert(graduations)
    .values({
      institutionId: inst!.id,
      name: 'Bench',
      ceremonyDate: '2027-01-30',
      ceremonyTime: '20:00',
      venue: 'x',
      registrationKey: `bench-${round}`,
    })
    .returning();
  const [event] = await db
    .insert(events)
    .values({ graduationId: grad!.id, name: 'Bench', mediaType: 0 })
    .returning();
  const jobs = await createJobs(database, { workers: false, log: { error: () => {} } });
  const pipeline = photoPipeline({ db, uow: unitOfWork(db), storage: localStorage(dir), jobs });
  handleDeriveJobs(jobs, pipeline, lanes);
  const start = performance.now();
  // As the command does: the jobs run while the next files are received.
  let receiving = true;
  const draining = (async () => {
    for (;;) {
      const ran = await jobs.drain();
      if (ran === 0 && !receiving) return;
      if (ran === 0) await new Promise((r) => setTimeout(r, 20));
    }
  })();
  for (const [i, bytes] of files.entries())
    await pipeline.receive(null, { eventId: event!.id, name: `IMG_${i}.jpg`, bytes });
  receiving = false;
  await draining;
  const rate = (files.length / (performance.now() - start)) * 1000;
  const { rows } = await database.query(`select count(*)::int as n from photos where state = 'ready'`);
  if (Number(rows[0]!.n) !== files.length) throw new Error(`only ${rows[0]!.n} of ${files.length} ready`);
  await jobs.stop();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  return rate;
}

const files = await photos(0);
const result = {
  bare: [] as number[],
  portal: [] as number[],
  lanes,
  count: COUNT,
  peakRssMb: 0,
  meanFileKb: 0,
};
result.meanFileKb = Math.round(files.reduce((n, f) => n + f.length, 0) / files.length / 1024);
// Paired rounds (decision 135): a short uncounted round of each side first (sharp, the watermark cache and
// the pipeline's code warm on both), then the rounds interleaved, alternating which side goes first.
const rounds = await pairedRounds({
  portal: (round: number) => portal(round < 0 ? files.slice(0, lanes) : files, round),
  baseline: (round: number) => bare(round < 0 ? files.slice(0, lanes) : files),
  rounds: ROUNDS,
  log: (line: string) => process.stderr.write(`${line}\n`),
  describe: (_name: string, rate: number) => `${rate.toFixed(1)} photos/s`,
});
result.portal = rounds.portal;
result.bare = rounds.baseline;
clearInterval(sampler);
result.peakRssMb = Math.round(peak / 1024 / 1024);
process.stdout.write(`${JSON.stringify(result)}\n`);
