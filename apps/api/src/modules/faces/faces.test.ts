import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  descriptorDistance,
  EVENT_MEDIA_TYPES,
  FACE_MATCH_THRESHOLD_DEFAULT,
  faceSettingsMessages,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, createGraduation, createUser, signedInStudent, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { auditLog, events, faceScans, graduations, photoFaces, photos } from '../../db/schema/index';
import { createJobs } from '../../platform/jobs/jobs';
import { unitOfWork } from '../../platform/unit-of-work';
import { folderIngest } from '../photos';
import { detectFaces, detectSelfieFaces } from './engine';
import { FACES_INDEX_QUEUE } from './faces.jobs';
import { facesOfGraduation } from './faces-of-graduation';
import { queueFaceIndexing } from './queue-face-indexing';

const require = createRequire(import.meta.url);
const samples = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
/** A photo of the face-api package: three women side by side, faces about a tenth of the width each. */
const sample = (n: number) => readFile(path.join(samples, `sample${n}.jpg`));
/** A picture with no face at all. */
const noFace = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { email: 'adm-rostos@teste.com.br', role: 'admin' });
  adminToken = await signIn(t.app, admin.email);
});
afterAll(() => t.close());

const settingsUrl = (graduationId: number) => `/admin/formaturas/${graduationId}/busca-por-rosto`;
const turn = (
  graduationId: number,
  ativa: boolean,
  limite = FACE_MATCH_THRESHOLD_DEFAULT,
  token = adminToken,
) => apiCall(t.app, 'PUT', settingsUrl(graduationId), token, { ativa, limite });

function multipart(filename: string, content: Buffer) {
  const boundary = '----portal-rostos';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(eventId: number, filename: string, content: Buffer) {
  const body = multipart(filename, content);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/eventos/${eventId}/fotos`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${adminToken}` },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db
    .select()
    .from(photos)
    .where(and(eq(photos.eventId, eventId), eq(photos.originalName, filename)));
  return row!;
}

async function classWithEvent() {
  const { graduation, course } = await createGraduation(t.db, { minimumPaidPercent: 0 });
  const [event] = await t.db
    .insert(events)
    .values({ graduationId: graduation.id, name: 'Baile', mediaType: EVENT_MEDIA_TYPES.photo })
    .returning();
  return { graduation, course, event: event! };
}

const facesOfPhoto = (photoId: number) =>
  t.db.select().from(photoFaces).where(eq(photoFaces.photoId, photoId));
const facesOfClass = (graduationId: number) =>
  t.db.select().from(photoFaces).where(eq(photoFaces.graduationId, graduationId));

describe('face engine (decision 138)', () => {
  it('decision 138: finds the three faces of the package sample, biggest first, boxes relative, 128-d descriptors', async () => {
    const faces = await detectFaces(await sample(1));
    expect(faces).toHaveLength(3);
    for (const f of faces) {
      expect(f.descriptor).toBeInstanceOf(Float32Array);
      expect(f.descriptor).toHaveLength(128);
      expect(f.score).toBeGreaterThan(0.5);
      for (const v of [f.box.x, f.box.y, f.box.width, f.box.height]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
      expect(f.box.x + f.box.width).toBeLessThanOrEqual(1);
    }
    const areas = faces.map((f) => f.box.width * f.box.height);
    expect([...areas].sort((a, b) => b - a)).toEqual(areas);
    // Three different people: each pair farther apart than the default threshold.
    expect(descriptorDistance(faces[0]!.descriptor, faces[1]!.descriptor)).toBeGreaterThan(
      FACE_MATCH_THRESHOLD_DEFAULT,
    );
    expect(descriptorDistance(faces[1]!.descriptor, faces[2]!.descriptor)).toBeGreaterThan(
      FACE_MATCH_THRESHOLD_DEFAULT,
    );
  });

  it("decision 139: a selfie's face found by the quick detector matches the same face indexed from each sample photo", async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const photo = await sample(n);
      const [face] = await detectFaces(photo);
      const { width = 0, height = 0 } = await sharp(photo).rotate().metadata();
      // The biggest face with some of its surroundings, as a selfie frames it.
      const left = Math.max(0, Math.round((face!.box.x - face!.box.width * 0.8) * width));
      const top = Math.max(0, Math.round((face!.box.y - face!.box.height * 0.8) * height));
      const selfie = await sharp(photo)
        .rotate()
        .extract({
          left,
          top,
          width: Math.min(width - left, Math.round(face!.box.width * 2.6 * width)),
          height: Math.min(height - top, Math.round(face!.box.height * 2.6 * height)),
        })
        .jpeg()
        .toBuffer();
      const [mine] = await detectSelfieFaces(selfie);
      expect(descriptorDistance(mine!.descriptor, face!.descriptor), `sample${n}`).toBeLessThan(0.2);
    }
  });

  it('decision 138: the same person in a mirrored, cropped copy is within the default threshold; boxes follow the picture', async () => {
    const original = await sample(1);
    const faces = await detectFaces(original);
    const face = faces[0]!;
    const { width = 0, height = 0 } = await sharp(original).metadata();
    // Her face with its surroundings, mirrored: another photo of the same person.
    const left = Math.max(0, Math.round((face.box.x - face.box.width) * width));
    const top = Math.max(0, Math.round((face.box.y - face.box.height) * height));
    const crop = await sharp(original)
      .extract({
        left,
        top,
        width: Math.min(width - left, Math.round(face.box.width * 3 * width)),
        height: Math.min(height - top, Math.round(face.box.height * 3 * height)),
      })
      .flop()
      .jpeg()
      .toBuffer();
    const [again] = await detectFaces(crop);
    expect(again).toBeDefined();
    expect(descriptorDistance(again!.descriptor, face.descriptor)).toBeLessThan(FACE_MATCH_THRESHOLD_DEFAULT);
    const others = faces.slice(1).map((f) => descriptorDistance(again!.descriptor, f.descriptor));
    for (const d of others) expect(d).toBeGreaterThan(FACE_MATCH_THRESHOLD_DEFAULT);
  });

  it('decision 138: a picture without a face gives none; a file that is not an image is refused', async () => {
    expect(await detectFaces(await noFace())).toEqual([]);
    await expect(detectFaces(Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('indexing after photos.derive (decision 138)', () => {
  it('decision 138: with face search off nothing is read or stored; turning it on reads the photos already there', async () => {
    const { graduation, event } = await classWithEvent();
    const photo = await upload(event.id, 'grupo.jpg', await sample(1));
    await t.drainJobs();
    expect(await facesOfPhoto(photo.id)).toEqual([]);
    expect(await t.db.select().from(faceScans).where(eq(faceScans.graduationId, graduation.id))).toEqual([]);

    const res = await turn(graduation.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ativa: true,
      message: faceSettingsMessages.turnedOn,
      fotosPendentes: 1,
    });
    await t.drainJobs();
    expect(await facesOfPhoto(photo.id)).toHaveLength(3);
    const view = await apiCall(t.app, 'GET', settingsUrl(graduation.id), adminToken);
    expect(view.json()).toMatchObject({ ativa: true, rostos: 3, fotosLidas: 1, fotosPendentes: 0 });
  });

  it('decision 138: a photo derived while face search is on is read; a photo without a face counts as read', async () => {
    const { graduation, event } = await classWithEvent();
    expect((await turn(graduation.id, true)).statusCode).toBe(200);
    const group = await upload(event.id, 'grupo.jpg', await sample(1));
    const empty = await upload(event.id, 'vazia.jpg', await noFace());
    await t.drainJobs();
    const faces = await facesOfPhoto(group.id);
    expect(faces).toHaveLength(3);
    expect(faces.every((f) => f.eventId === event.id && f.graduationId === graduation.id)).toBe(true);
    expect(faces.every((f) => f.descriptor.length === 512)).toBe(true);
    expect(await facesOfPhoto(empty.id)).toEqual([]);
    const view = await apiCall(t.app, 'GET', settingsUrl(graduation.id), adminToken);
    expect(view.json()).toMatchObject({ rostos: 3, fotosLidas: 2, fotosPendentes: 0 });
  });

  it('decision 138: a folder imported on the server (photos:ingest) is queued for indexing as an upload is', async () => {
    const { graduation, event } = await classWithEvent();
    await turn(graduation.id, true);
    // The command's own queue client: it runs the derivatives and only queues the faces for the server.
    const jobs = await createJobs(t.database, { workers: false, log: { error: () => {} } });
    try {
      const ingest = folderIngest({
        db: t.db,
        uow: unitOfWork(t.db),
        storage: t.storage,
        jobs,
        workers: 1,
        afterDerive: queueFaceIndexing(t.db, jobs),
      });
      const { photo } = await ingest.receive(null, {
        eventId: event.id,
        name: 'pasta.jpg',
        bytes: await sample(1),
      });
      await jobs.drain();
      expect(await facesOfPhoto(photo.id)).toEqual([]);
      await t.drainJobs();
      expect(await facesOfPhoto(photo.id)).toHaveLength(3);
    } finally {
      await jobs.stop();
    }
  });

  it('decision 138: deriving or indexing a photo again replaces its faces, never duplicates them', async () => {
    const { graduation, event } = await classWithEvent();
    await turn(graduation.id, true);
    const photo = await upload(event.id, 'grupo.jpg', await sample(1));
    await t.drainJobs();
    const first = await facesOfPhoto(photo.id);
    expect(first).toHaveLength(3);
    // The derive job run again (a retry after a crash) hands the ready photo on again.
    await t.app.jobs.perform('photos.derive', { photoId: photo.id });
    await t.drainJobs();
    await t.app.jobs.perform(FACES_INDEX_QUEUE, { photoId: photo.id });
    const after = await facesOfPhoto(photo.id);
    expect(after).toHaveLength(3);
    expect(after.map((f) => f.id).some((id) => first.some((g) => g.id === id))).toBe(false);
    expect(await facesOfClass(graduation.id)).toHaveLength(3);
    expect(await t.db.select().from(faceScans).where(eq(faceScans.photoId, photo.id))).toHaveLength(1);
  });

  it('decision 138: removing a photo or deleting its event deletes its faces', async () => {
    const { graduation, event } = await classWithEvent();
    await turn(graduation.id, true);
    const photo = await upload(event.id, 'grupo.jpg', await sample(1));
    await t.drainJobs();
    expect(await facesOfPhoto(photo.id)).toHaveLength(3);
    const removed = await apiCall(
      t.app,
      'DELETE',
      `/admin/eventos/${event.id}/fotos/${photo.id}`,
      adminToken,
    );
    expect(removed.statusCode).toBe(204);
    expect(await facesOfPhoto(photo.id)).toEqual([]);

    const again = await upload(event.id, 'grupo-2.jpg', await sample(1));
    await t.drainJobs();
    expect(await facesOfPhoto(again.id)).toHaveLength(3);
    const deleted = await apiCall(t.app, 'DELETE', `/admin/eventos/${event.id}`, adminToken);
    expect(deleted.statusCode).toBe(200);
    expect(await facesOfClass(graduation.id)).toEqual([]);
    expect(await t.db.select().from(faceScans).where(eq(faceScans.graduationId, graduation.id))).toEqual([]);
  });

  it('decision 138, LGPD art. 11: turning face search off deletes every descriptor of the class at once, audited', async () => {
    const { graduation, event } = await classWithEvent();
    const other = await classWithEvent();
    await turn(graduation.id, true);
    await turn(other.graduation.id, true);
    await upload(event.id, 'grupo.jpg', await sample(1));
    await upload(other.event.id, 'grupo.jpg', await sample(1));
    await t.drainJobs();
    expect(await facesOfClass(graduation.id)).toHaveLength(3);

    const res = await turn(graduation.id, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ativa: false,
      rostos: 0,
      fotosLidas: 0,
      message: faceSettingsMessages.turnedOff,
    });
    expect(await facesOfClass(graduation.id)).toEqual([]);
    // Another class keeps its own.
    expect(await facesOfClass(other.graduation.id)).toHaveLength(3);
    const [trail] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.graduationId, graduation.id), eq(auditLog.code, 'formatura.rosto.alterar')))
      .orderBy(auditLog.id);
    expect(trail).toBeDefined();
    // An index job still queued for the class finds the feature off and stores nothing.
    const [photo] = await t.db.select().from(photos).where(eq(photos.eventId, event.id));
    await t.app.jobs.perform(FACES_INDEX_QUEUE, { photoId: photo!.id });
    expect(await facesOfClass(graduation.id)).toEqual([]);
  });
});

describe('facesOfGraduation: the search reads the class faces (decision 138)', () => {
  it('decision 138: answers the stored descriptors of the class, of some events only, and sees changes at once', async () => {
    const { graduation, event } = await classWithEvent();
    const [second] = await t.db
      .insert(events)
      .values({ graduationId: graduation.id, name: 'Colação', mediaType: EVENT_MEDIA_TYPES.photo })
      .returning();
    await turn(graduation.id, true);
    const photo = await upload(event.id, 'grupo.jpg', await sample(1));
    await t.drainJobs();
    const all = await facesOfGraduation(t.db, graduation.id);
    expect(all).toHaveLength(3);
    const direct = await detectFaces(await sample(1));
    const stored = all.find((f) => descriptorDistance(f.descriptor, direct[0]!.descriptor) < 1e-4);
    expect(stored).toMatchObject({ photoId: photo.id, eventId: event.id });
    expect(stored!.box.width).toBeCloseTo(direct[0]!.box.width, 5);
    expect(await facesOfGraduation(t.db, graduation.id, [second!.id])).toEqual([]);

    // A new photo in the other event, then one removed: each is seen at the next read (cache versioned).
    const more = await upload(second!.id, 'grupo.jpg', await sample(2));
    await t.drainJobs();
    const inSecond = await facesOfGraduation(t.db, graduation.id, [second!.id]);
    expect(inSecond.length).toBeGreaterThan(0);
    expect(inSecond.every((f) => f.photoId === more.id)).toBe(true);
    await apiCall(t.app, 'DELETE', `/admin/eventos/${event.id}/fotos/${photo.id}`, adminToken);
    expect((await facesOfGraduation(t.db, graduation.id)).some((f) => f.photoId === photo.id)).toBe(false);
  });
});

describe('PUT/GET /api/admin/formaturas/:id/busca-por-rosto (decision 138)', () => {
  it('decision 138: off by default, with the default threshold and its range', async () => {
    const { graduation } = await classWithEvent();
    const res = await apiCall(t.app, 'GET', settingsUrl(graduation.id), adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ativa: false,
      limite: FACE_MATCH_THRESHOLD_DEFAULT,
      limiteMinimo: 0.3,
      limiteMaximo: 0.7,
      limitePadrao: FACE_MATCH_THRESHOLD_DEFAULT,
      rostos: 0,
      fotosLidas: 0,
      fotosPendentes: 0,
    });
  });

  it('decision 138: the threshold is saved; out of range or not a number is a pt-BR 400', async () => {
    const { graduation } = await classWithEvent();
    const saved = await turn(graduation.id, false, 0.45);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ limite: 0.45, message: faceSettingsMessages.saved });
    const [row] = await t.db.select().from(graduations).where(eq(graduations.id, graduation.id));
    expect(row!.faceMatchThreshold).toBeCloseTo(0.45, 5);
    for (const limite of [0.9, 0.1, 'meio' as unknown as number]) {
      const bad = await turn(graduation.id, true, limite);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain(faceSettingsMessages.thresholdRange);
    }
    const [still] = await t.db.select().from(graduations).where(eq(graduations.id, graduation.id));
    expect(still!.faceSearchEnabled).toBe(false);
  });

  it('decision 138: only administrators: students and the committee 403, no session 401, unknown class 404', async () => {
    const { graduation, course } = await classWithEvent();
    const inClass = { graduationId: graduation.id, courseId: course.id };
    const student = await signedInStudent(t.app, t.db, inClass);
    const committee = await signedInStudent(t.app, t.db, { ...inClass, committee: true });
    for (const token of [student.token, committee.token]) {
      expect((await apiCall(t.app, 'GET', settingsUrl(graduation.id), token)).statusCode).toBe(403);
      expect((await turn(graduation.id, true, 0.5, token)).statusCode).toBe(403);
    }
    expect((await apiCall(t.app, 'GET', settingsUrl(graduation.id))).statusCode).toBe(401);
    expect(
      (await apiCall(t.app, 'PUT', settingsUrl(graduation.id), undefined, { ativa: true, limite: 0.5 }))
        .statusCode,
    ).toBe(401);
    const [row] = await t.db.select().from(graduations).where(eq(graduations.id, graduation.id));
    expect(row!.faceSearchEnabled).toBe(false);
    expect((await apiCall(t.app, 'GET', settingsUrl(999_999), adminToken)).statusCode).toBe(404);
    expect((await turn(999_999, true)).statusCode).toBe(404);
  });
});
