import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';
import { startS3rver } from '../../test/s3rver';
import { uploads } from '../db/schema/index';
import { s3Storage } from './storage-s3';
import { BUCKET_SWEEP_AGE_MS, referencedIn, sweepListedObjects } from './storage-sweep';

let t: TestContext;
let server: Awaited<ReturnType<typeof startS3rver>>;
let storage: ReturnType<typeof s3Storage>;
beforeAll(async () => {
  t = await createTestApp();
  server = await startS3rver();
  storage = s3Storage({ ...server.options, prefix: 'portal/' });
});
afterAll(async () => {
  storage?.client.destroy();
  await server?.close();
  await t?.close();
});

const keys = async (prefix: string) => {
  const found: string[] = [];
  for await (const o of storage.list(prefix)) found.push(o.key);
  return found.sort();
};

describe('decision 141: objects in a bucket that no row names are swept after a day', () => {
  it('decision 141: the S3 adapter lists a prefix, page after page, without the portal prefix', async () => {
    for (let i = 0; i < 3; i++) await storage.put(`eventos/lista/${i}.jpg`, Buffer.from('x'));
    expect(await keys('eventos/lista/')).toEqual([
      'eventos/lista/0.jpg',
      'eventos/lista/1.jpg',
      'eventos/lista/2.jpg',
    ]);
    for await (const o of storage.list('eventos/lista/'))
      expect(Date.now() - o.modifiedAt.getTime()).toBeLessThan(60_000);
  });

  it('decision 141: an unnamed object of an owned folder goes once a day old; named, young and unowned ones stay', async () => {
    const student = await createStudent(t.db);
    const named = `uploads/${student.id}/named.pdf`;
    await t.db.insert(uploads).values({
      id: 's3-sweep-named',
      studentId: student.id,
      type: 'formatura',
      name: 'named.pdf',
      storageKey: named,
      size: 1,
      mimetype: 'application/pdf',
    });
    for (const key of [named, `uploads/${student.id}/orphan.pdf`, 'fotos/9/t/77.jpg', 'logos/producer.png'])
      await storage.put(key, Buffer.from('x'));
    const referenced = referencedIn(t.database);

    // Written just now: a row may still be about to commit, nothing goes.
    expect(await sweepListedObjects(storage, referenced)).toEqual({ parts: 0, orphans: 0 });
    // A day later (the store's clock), the two unnamed objects of owned folders go, the rest stays.
    const later = Date.now() + BUCKET_SWEEP_AGE_MS + 60_000;
    const report = await sweepListedObjects(storage, referenced, { now: later });
    expect(report.orphans).toBe(5); // the two above, and the three the listing test left under eventos/
    expect(await keys('uploads/')).toEqual([named]);
    expect(await keys('fotos/')).toEqual([]);
    expect(await keys('eventos/')).toEqual([]);
    expect(await keys('logos/')).toEqual(['logos/producer.png']);
  });
});
