// The face-search latency benchmark (decision 139) in one process: POST /api/encontre-suas-fotos/busca through
// the whole app (session, access, consent, the selfie read in memory, the engine, the class's 20,000 faces,
// the album's photo rows and signed addresses) against a bare search of the same selfie over the same
// descriptors (the engine's detectFaces, then a plain loop of distances over Float32Arrays in memory and a
// sort), in paired rounds (decision 135). A third side, the engine alone, shows the part no search code can
// shorten. PGlite, in-process calls (app.inject): no HTTP on either side. Prints JSON on stdout.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { consentVersions, descriptorDistance } from '@portal/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { events, graduations, photoFaces, photos } from '../../apps/api/src/db/schema/index';
import { detectFaces, detectSelfieFaces } from '../../apps/api/src/modules/faces/engine';
import { installQueues } from '../../apps/api/src/queues';
import { createGraduation, createStudent, createUser, PASSWORD } from '../../apps/api/test/factories';
import { ROUNDS as PAIRED_ROUNDS, pairedRounds } from './paired.mjs';

const require = createRequire(import.meta.url);
const demo = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const sample = (n: number) => readFileSync(path.join(demo, `sample${n}.jpg`));
const CLASS_FACES = Number(process.env.FACES_CLASS ?? 20_000);
const PER_ROUND = Number(process.env.FACES_SEARCHES ?? 40);
const ROUNDS = Number(process.env.FACES_ROUNDS ?? PAIRED_ROUNDS);
/** Photos of the selfie's person in the class: a student is in a few dozen of a season's photos. */
const MATCHING_PHOTOS = 40;
/** Searches one student makes a minute are capped by the route (20); the rounds rotate through students. */
const STUDENTS = 30;
const log = (line: string) => process.stderr.write(`${line}\n`);

// ——— The selfie and the faces of the class ———

const one = sample(1);
const firstFaces = await detectFaces(one);
const { width = 0, height = 0 } = await sharp(one).metadata();
const box = firstFaces[0]!.box;
const side = Math.round(Math.max(box.width * width, box.height * height) * 2);
const left = Math.max(0, Math.round((box.x + box.width / 2) * width - side / 2));
const top = Math.max(0, Math.round((box.y + box.height / 2) * height - side / 2));
const selfie = await sharp(one)
  .extract({ left, top, width: Math.min(side, width - left), height: Math.min(side, height - top) })
  .jpeg()
  .toBuffer();
const me = (await detectFaces(selfie))[0]!.descriptor;

// Strangers: every sample face farther than 0.6 from the selfie's, each repeated with a little noise so no
// two stored faces are equal (σ 0.01 a number: ~0.11 apart, the spread of one person's photos).
const strangers: Float32Array[] = [];
for (const n of [1, 2, 3, 4, 5, 6])
  for (const f of n === 1 ? firstFaces : await detectFaces(sample(n)))
    if (descriptorDistance(f.descriptor, me) > 0.6) strangers.push(f.descriptor);
const gauss = () => Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * Math.random());
const jitter = (d: Float32Array) => Float32Array.from(d, (x) => x + gauss() * 0.01);

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-faces-search-'));
const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
await installQueues(database);
const db = database.db;
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12',
  PUBLIC_URL: 'http://127.0.0.1',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  USER_RATE_LIMIT_PER_MINUTE: '100000',
  PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
});
const app = await buildApp({ config, database, logger: false, jobWorkers: false });
await app.ready();

const { graduation, course } = await createGraduation(db, { minimumPaidPercent: 0 });
await db.update(graduations).set({ faceSearchEnabled: true }).where(eq(graduations.id, graduation.id));

const eventIds: number[] = [];
for (let e = 0; e < 10; e++) {
  const [event] = await db
    .insert(events)
    .values({ graduationId: graduation.id, name: `Evento ${e}`, mediaType: 0 })
    .returning();
  eventIds.push(event!.id);
}
// 4 faces a photo, 5,000 photos over 10 events; MATCHING_PHOTOS of them hold the selfie's person.
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
        thumbKey: `fotos/${p + k}/t.jpg`,
        previewKey: `fotos/${p + k}/p.jpg`,
        thumbWidth: 400,
        thumbHeight: 267,
      })),
    )
    .returning({ id: photos.id, eventId: photos.eventId });
  photoIds.push(...rows);
}
const every = Math.floor(photoIds.length / MATCHING_PHOTOS);
const stored: Float32Array[] = [];
for (let i = 0; i < CLASS_FACES; i += 1000) {
  await db.insert(photoFaces).values(
    Array.from({ length: 1000 }, (_, k) => {
      const n = i + k;
      const photoIndex = Math.floor(n / 4);
      const mine = n % 4 === 0 && photoIndex % every === 0 && photoIndex / every < MATCHING_PHOTOS;
      const d = jitter(mine ? me : strangers[n % strangers.length]!);
      stored.push(d);
      const photo = photoIds[photoIndex]!;
      return {
        photoId: photo.id,
        eventId: photo.eventId,
        graduationId: graduation.id,
        x: 0.1,
        y: 0.1,
        width: 0.1,
        height: 0.1,
        score: 0.9,
        descriptor: Buffer.from(d.buffer, d.byteOffset, d.byteLength),
      };
    }),
  );
}

// Students who consented, signed in.
const tokens: string[] = [];
for (let s = 0; s < STUDENTS; s++) {
  const student = await createStudent(db, { graduationId: graduation.id, courseId: course.id });
  const user = await createUser(db, { email: student.email, studentId: student.id });
  const auth = await app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: PASSWORD },
  });
  const token = auth.json().token as string;
  const given = await app.inject({
    method: 'POST',
    url: '/api/encontre-suas-fotos/consentimento',
    headers: { authorization: `Bearer ${token}` },
    payload: { versao: consentVersions.face_search },
  });
  if (given.statusCode !== 200) throw new Error(`consent: ${given.statusCode} ${given.body}`);
  tokens.push(token);
}

const boundary = '----bench139';
const payload = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="selfie"; filename="selfie.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  ),
  selfie,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

let call = 0;
let found = -1;
async function portalSearch() {
  const token = tokens[call++ % tokens.length]!;
  const res = await app.inject({
    method: 'POST',
    url: '/api/encontre-suas-fotos/busca',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
  });
  if (res.statusCode !== 200) throw new Error(`search: ${res.statusCode} ${res.body}`);
  found = (res.json() as { fotos: unknown[] }).fotos.length;
}

/** The bare search: the engine on the same bytes, then distances over the same descriptors and a sort. */
let bareFound = -1;
async function bareSearch() {
  const q = (await detectSelfieFaces(selfie))[0]!.descriptor;
  const hits: { i: number; d: number }[] = [];
  for (let i = 0; i < stored.length; i++) {
    const d = descriptorDistance(q, stored[i]!);
    if (d <= 0.5) hits.push({ i, d });
  }
  hits.sort((a, b) => a.d - b.d);
  bareFound = new Set(hits.map((h) => Math.floor(h.i / 4))).size;
}

async function engineOnly() {
  await detectSelfieFaces(selfie);
}

const pct = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const timed = (fn: () => Promise<void>) => async (round: number) => {
  const ms: number[] = [];
  const n = round < 0 ? 5 : PER_ROUND;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return { p99: pct(ms, 0.99), p50: pct(ms, 0.5) };
};

const rounds = await pairedRounds({
  portal: timed(portalSearch),
  baseline: timed(bareSearch),
  others: { engine: timed(engineOnly) },
  rounds: ROUNDS,
  log,
  describe: (_name: string, m: { p99: number; p50: number }) =>
    `p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms`,
});
log(`  ${CLASS_FACES} faces in the class; the portal found ${found} photos, the bare search ${bareFound}`);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.stdout.write(
  `${JSON.stringify({ ...rounds, faces: CLASS_FACES, perRound: PER_ROUND, found, bareFound })}\n`,
);
