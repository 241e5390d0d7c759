// The face-indexing benchmark (decision 138) in one process: the portal's indexing path (the faces.index job
// drained by the queue: the original read from disk storage, the engine, the faces replaced in a transaction
// on PGlite) against bare face-api on the same photos (sharp decode, tensor, SSD + landmarks + descriptors,
// nothing around it), in paired rounds (decision 135). Then a quality figure on a labelled set made from the
// package's sample photos, and the class read the search uses at 20,000 faces. Prints JSON on stdout.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { descriptorDistance, FACE_MATCH_THRESHOLD_DEFAULT } from '@portal/domain';
import sharp from 'sharp';
import { openDatabase } from '../../apps/api/src/db/client';
import { events, graduations, institutions, photoFaces, photos } from '../../apps/api/src/db/schema/index';
import { localStorage } from '../../apps/api/src/lib/storage';
import {
  DETECT_LONGEST_SIDE,
  decodeForDetection,
  detectFaces,
  faceApi,
  MAX_FACES,
  MIN_DETECTION_SCORE,
} from '../../apps/api/src/modules/faces/engine';
import { FACES_INDEX_QUEUE, handleFaceJobs } from '../../apps/api/src/modules/faces/faces.jobs';
import { facesService } from '../../apps/api/src/modules/faces/faces.service';
import { facesOfGraduation } from '../../apps/api/src/modules/faces/faces-of-graduation';
import { createJobs } from '../../apps/api/src/platform/jobs/jobs';
import { unitOfWork } from '../../apps/api/src/platform/unit-of-work';
import { installQueues } from '../../apps/api/src/queues';
import { ROUNDS as PAIRED_ROUNDS, pairedRounds } from './paired.mjs';

const require = createRequire(import.meta.url);
const demo = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const SAMPLES = [1, 2, 3, 4, 5, 6].map((n) => readFileSync(path.join(demo, `sample${n}.jpg`)));
const COUNT = Number(process.env.FACES_PHOTOS ?? 12);
const ROUNDS = Number(process.env.FACES_ROUNDS ?? PAIRED_ROUNDS);
const CLASS_FACES = Number(process.env.FACES_CLASS ?? 20_000);
const lanes = availableParallelism();
const log = (line: string) => process.stderr.write(`${line}\n`);

const files = Array.from({ length: COUNT }, (_, i) => SAMPLES[i % SAMPLES.length]!);

/** Bare face-api: the same decode and models, one photo after another, nothing stored. */
async function bare(batch: Buffer[]) {
  const faceapi = await faceApi();
  const tf = require('@tensorflow/tfjs') as typeof import('@tensorflow/tfjs');
  const options = new faceapi.SsdMobilenetv1Options({
    minConfidence: MIN_DETECTION_SCORE,
    maxResults: MAX_FACES,
  });
  let faces = 0;
  const start = performance.now();
  for (const bytes of batch) {
    const { pixels, width, height } = await decodeForDetection(bytes);
    const input = tf.tensor3d(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length), [
      height,
      width,
      3,
    ]);
    const found = await faceapi
      .detectAllFaces(input as never, options)
      .withFaceLandmarks()
      .withFaceDescriptors();
    input.dispose();
    faces += found.length;
  }
  const seconds = (performance.now() - start) / 1000;
  return { photos: batch.length / seconds, faces: faces / seconds };
}

/** A fresh PGlite with a graduation that has face search on, one event, and `batch` stored as its photos. */
async function fixture(batch: Buffer[], round: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-faces-'));
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
      registrationKey: `faces-${round}`,
      faceSearchEnabled: true,
    })
    .returning();
  const [event] = await db
    .insert(events)
    .values({ graduationId: grad!.id, name: 'Baile', mediaType: 0 })
    .returning();
  const storage = localStorage(dir);
  const ids: number[] = [];
  for (const [i, bytes] of batch.entries()) {
    const originalKey = `fotos/${event!.id}/original-${i}.jpg`;
    await storage.put(originalKey, bytes);
    const [row] = await db
      .insert(photos)
      .values({
        eventId: event!.id,
        position: i,
        originalName: `IMG_${i}.jpg`,
        contentHash: `h${i}`,
        size: bytes.length,
        originalKey,
        state: 'ready',
      })
      .returning({ id: photos.id });
    ids.push(row!.id);
  }
  return { dir, database, db, storage, ids, graduationId: grad!.id, eventId: event!.id };
}

/** The portal: one faces.index job per photo, drained by the queue as a node's workers would run them. */
async function portal(batch: Buffer[], round: number) {
  const f = await fixture(batch, round);
  const jobs = await createJobs(f.database, { workers: false, log: { error: () => {} } });
  const service = facesService({
    db: f.db,
    uow: unitOfWork(f.db),
    storage: f.storage,
    jobs,
    detect: detectFaces,
  });
  handleFaceJobs(jobs, service, lanes);
  const start = performance.now();
  for (const photoId of f.ids) await jobs.send(FACES_INDEX_QUEUE, { photoId });
  while ((await jobs.drain()) > 0);
  const seconds = (performance.now() - start) / 1000;
  const { rows } = await f.database.query('select count(*)::int as n from photo_faces');
  const { rows: scans } = await f.database.query('select count(*)::int as n from face_scans');
  if (Number(scans[0]!.n) !== batch.length) throw new Error(`only ${scans[0]!.n} of ${batch.length} read`);
  await jobs.stop();
  await f.database.close();
  rmSync(f.dir, { recursive: true, force: true });
  return { photos: batch.length / seconds, faces: Number(rows[0]!.n) / seconds };
}

// ——— Quality: a labelled set from the package's sample photos ———

type Labelled = { identity: string; descriptor: Float32Array };

/** The face of `image` nearest its centre (a crop made around one face may show a neighbour's too). */
async function centralFace(image: Buffer) {
  const faces = await detectFaces(image);
  let best: (typeof faces)[number] | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const f of faces) {
    const d = Math.hypot(f.box.x + f.box.width / 2 - 0.5, f.box.y + f.box.height / 2 - 0.5);
    if (d < bestDistance) [best, bestDistance] = [f, d];
  }
  return best && bestDistance < 0.2 ? best : undefined;
}

/**
 * Gallery: every face found in the six sample photos, each taken as its own identity. Queries: for each
 * face, four new pictures of it made with sharp: a mirrored crop, a darker and a brighter crop, and a
 * half-size tight crop. A query matches a gallery face within the default threshold; recall and precision
 * count those matches against the labels.
 */
async function quality() {
  const gallery: Labelled[] = [];
  const queries: Labelled[] = [];
  let missed = 0;
  for (const [n, bytes] of SAMPLES.entries()) {
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    const faces = await detectFaces(bytes);
    for (const [i, face] of faces.entries()) {
      const identity = `amostra${n + 1}-rosto${i + 1}`;
      gallery.push({ identity, descriptor: face.descriptor });
      const around = (k: number) => {
        const cx = (face.box.x + face.box.width / 2) * width;
        const cy = (face.box.y + face.box.height / 2) * height;
        const side = Math.max(face.box.width * width, face.box.height * height) * k;
        const left = Math.max(0, Math.round(cx - side / 2));
        const top = Math.max(0, Math.round(cy - side / 2));
        return {
          left,
          top,
          width: Math.min(width - left, Math.round(side)),
          height: Math.min(height - top, Math.round(side)),
        };
      };
      const crop = () => sharp(bytes).extract(around(2.6));
      const variants = [
        crop().flop(),
        crop().modulate({ brightness: 0.6 }),
        crop().modulate({ brightness: 1.4 }),
        sharp(bytes)
          .extract(around(1.8))
          .resize({ width: Math.round(around(1.8).width / 2) }),
      ];
      for (const v of variants) {
        const found = await centralFace(await v.jpeg({ quality: 85 }).toBuffer());
        if (found) queries.push({ identity, descriptor: found.descriptor });
        else missed++;
      }
    }
  }
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let sameMax = 0;
  let otherMin = Number.POSITIVE_INFINITY;
  for (const q of queries) {
    for (const g of gallery) {
      const d = descriptorDistance(q.descriptor, g.descriptor);
      const same = q.identity === g.identity;
      if (same) sameMax = Math.max(sameMax, d);
      else otherMin = Math.min(otherMin, d);
      if (d <= FACE_MATCH_THRESHOLD_DEFAULT) {
        if (same) tp++;
        else fp++;
      } else if (same) fn++;
    }
  }
  // Strangers among the gallery itself (different faces of the six photos) within the threshold.
  let galleryPairs = 0;
  let galleryFalse = 0;
  for (let i = 0; i < gallery.length; i++)
    for (let j = i + 1; j < gallery.length; j++) {
      galleryPairs++;
      if (descriptorDistance(gallery[i]!.descriptor, gallery[j]!.descriptor) <= FACE_MATCH_THRESHOLD_DEFAULT)
        galleryFalse++;
    }
  return {
    identities: gallery.length,
    queries: queries.length,
    queriesWithoutFace: missed,
    recall: tp / (tp + fn),
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    sameMax,
    otherMin,
    galleryPairs,
    galleryFalse,
  };
}

// ——— The class read the search uses, at 20,000 faces ———

async function classRead() {
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const db = database.db;
  const [inst] = await db.insert(institutions).values({ name: 'Bench' }).returning();
  const [grad] = await db
    .insert(graduations)
    .values({
      institutionId: inst!.id,
      name: 'Bench',
      registrationKey: 'faces-class',
      faceSearchEnabled: true,
    })
    .returning();
  const eventIds: number[] = [];
  for (let e = 0; e < 10; e++) {
    const [event] = await db
      .insert(events)
      .values({ graduationId: grad!.id, name: `Evento ${e}`, mediaType: 0 })
      .returning();
    eventIds.push(event!.id);
  }
  // 4 faces a photo, 5,000 photos over 10 events; descriptors random (the read does not look at them).
  const photoIds: { id: number; eventId: number }[] = [];
  for (let p = 0; p < CLASS_FACES / 4; p += 500) {
    const rows = await db
      .insert(photos)
      .values(
        Array.from({ length: 500 }, (_, k) => ({
          eventId: eventIds[(p + k) % 10]!,
          position: p + k,
          originalName: `IMG_${p + k}.jpg`,
          contentHash: `c${p + k}`,
          size: 1,
          state: 'ready' as const,
        })),
      )
      .returning({ id: photos.id, eventId: photos.eventId });
    photoIds.push(...rows);
  }
  for (let i = 0; i < CLASS_FACES; i += 1000) {
    await db.insert(photoFaces).values(
      Array.from({ length: 1000 }, (_, k) => {
        const photo = photoIds[Math.floor((i + k) / 4)]!;
        const d = Float32Array.from({ length: 128 }, () => Math.random() * 0.2 - 0.1);
        return {
          photoId: photo.id,
          eventId: photo.eventId,
          graduationId: grad!.id,
          x: 0.1,
          y: 0.1,
          width: 0.1,
          height: 0.1,
          score: 0.9,
          descriptor: Buffer.from(d.buffer),
        };
      }),
    );
  }
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) {
    // A face added between reads: the next read must load the class again (what a cold read costs).
    const photo = photoIds[i]!;
    await db.insert(photoFaces).values({
      photoId: photo.id,
      eventId: photo.eventId,
      graduationId: grad!.id,
      x: 0,
      y: 0,
      width: 0.1,
      height: 0.1,
      score: 0.9,
      descriptor: Buffer.alloc(512),
    });
    let t = performance.now();
    const all = await facesOfGraduation(db, grad!.id, eventIds);
    cold.push(performance.now() - t);
    if (all.length < CLASS_FACES) throw new Error(`read ${all.length} faces`);
    for (let j = 0; j < 40; j++) {
      t = performance.now();
      await facesOfGraduation(db, grad!.id, eventIds);
      warm.push(performance.now() - t);
    }
  }
  await database.close();
  const p = (xs: number[], q: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
  return {
    faces: CLASS_FACES,
    coldMedianMs: p(cold, 0.5),
    warmP99Ms: p(warm, 0.99),
    warmMedianMs: p(warm, 0.5),
  };
}

await faceApi();
const rounds = await pairedRounds({
  portal: (round: number) => portal(round < 0 ? files.slice(0, 2) : files, round),
  baseline: (round: number) => bare(round < 0 ? files.slice(0, 2) : files),
  rounds: ROUNDS,
  log,
  describe: (_name: string, m: { photos: number; faces: number }) =>
    `${m.photos.toFixed(2)} photos/s, ${m.faces.toFixed(1)} faces/s`,
});
log('  quality: labelled set from the sample photos');
const q = await quality();
log('  class read: 20,000 faces');
const c = await classRead();
process.stdout.write(
  `${JSON.stringify({ count: COUNT, lanes, detectSide: DETECT_LONGEST_SIDE, portal: rounds.portal, bare: rounds.baseline, quality: q, classRead: c })}\n`,
);
