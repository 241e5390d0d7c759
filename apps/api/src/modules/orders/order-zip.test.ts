import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  caller,
  classWithPhotos,
  fillBody,
  type Klass,
  photoLine,
  seedCatalogue,
} from '../../../test/order-factories';
import { orders, photos } from '../../db/schema/index';
import { crc32 } from '../../lib/crc32';

let t: TestContext;
let call: ReturnType<typeof caller>;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  await seedCatalogue(t);
  dir = mkdtempSync(path.join(tmpdir(), 'order-zip-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The SHA-256 of each entry, in order, as Python's zipfile reads them after checking every CRC. */
function entriesOf(bytes: Buffer): string[] {
  const file = path.join(dir, `z-${Date.now()}-${Math.random()}.zip`);
  writeFileSync(file, bytes);
  const out = execFileSync(
    'python3',
    [
      '-c',
      `import sys, json, zipfile, hashlib
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None
print(json.dumps([hashlib.sha256(z.read(i)).hexdigest() for i in z.infolist()]))`,
      file,
    ],
    { stdio: 'pipe' },
  );
  return JSON.parse(out.toString());
}

/** A paid digital order of every photo of the class. */
async function paidOrder(k: Klass) {
  const cart = k.photos.map((_, i) => photoLine(k, i, 'digital'));
  const order = (await call('POST', '/pedidos/preencher', k.token, fillBody(cart, 15 * cart.length))).json();
  await t.db.update(orders).set({ paidOn: today() }).where(eq(orders.id, order.pedId));
  return order.pedId as number;
}

const crcsOf = async (k: Klass) =>
  (
    await t.db
      .select({ id: photos.id, crc32: photos.crc32 })
      .from(photos)
      .where(
        inArray(
          photos.id,
          k.photos.map((p) => p.id),
        ),
      )
      .orderBy(photos.id)
  ).map((r) => r.crc32);

describe('POST /api/empacotar: the CRC-32 of each original (decision 88)', () => {
  it('decision 88 (zip): photos stored before the CRC column get it computed from their originals and saved, once', async () => {
    const k = await classWithPhotos(t, 3);
    const id = await paidOrder(k);
    expect(await crcsOf(k)).toEqual([null, null, null]);
    const first = await call('POST', '/empacotar', k.token, { id });
    expect(first.statusCode).toBe(200);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(entriesOf(first.rawPayload)).toEqual(k.originals.map(sha));
    expect(await crcsOf(k)).toEqual(k.originals.map((b) => crc32(b)));
    // The next zip writes the saved CRCs, byte for byte the same archive but for nothing.
    const again = await call('POST', '/empacotar', k.token, { id });
    expect(entriesOf(again.rawPayload)).toEqual(k.originals.map(sha));
  });

  it('decision 88 (zip): the saved CRC is what the zip carries (a wrong one is caught by the reader)', async () => {
    const k = await classWithPhotos(t, 2);
    const id = await paidOrder(k);
    await t.db
      .update(photos)
      .set({ crc32: (crc32(k.originals[1]!) ^ 1) >>> 0 })
      .where(eq(photos.id, k.photos[1]!.id));
    const res = await call('POST', '/empacotar', k.token, { id });
    expect(res.statusCode).toBe(200);
    expect(() => entriesOf(res.rawPayload)).toThrow();
  });

  it('decision 88 (zip): an original whose size changed since it was stored fails the download, never a short zip', async () => {
    const k = await classWithPhotos(t, 2);
    const id = await paidOrder(k);
    await t.db
      .update(photos)
      .set({ crc32: crc32(k.originals[0]!) })
      .where(eq(photos.id, k.photos[0]!.id));
    await t.db
      .update(photos)
      .set({ crc32: crc32(k.originals[1]!) })
      .where(eq(photos.id, k.photos[1]!.id));
    await t.storage.put(k.photos[1]!.originalKey!, Buffer.concat([k.originals[1]!, Buffer.from('+')]));
    // The connection is cut before the announced length: the browser reports a failed download.
    await expect(call('POST', '/empacotar', k.token, { id })).rejects.toThrow(/destroyed before completion/);
  });

  it('decision 88 (zip): a photo without CRC whose original changed size is refused before the first byte', async () => {
    const k = await classWithPhotos(t, 1);
    const id = await paidOrder(k);
    await t.storage.put(k.photos[0]!.originalKey!, k.originals[0]!.subarray(1));
    const res = await call('POST', '/empacotar', k.token, { id });
    expect(res.statusCode).toBe(500);
    expect(await crcsOf(k)).toEqual([null]);
  });
});
