import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver } from '../../test/s3rver';
import { localStorage, type Storage } from './storage';
import { s3Storage } from './storage-s3';

async function text(storage: Storage, key: string): Promise<string | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const c of file.stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString('utf8');
}

/** One contract for every adapter (decision 67): what the modules rely on, whichever storage is configured. */
function storageContract(name: string, open: () => Promise<{ storage: Storage; close(): Promise<void> }>) {
  describe(`storage contract: ${name}`, () => {
    let s: { storage: Storage; close(): Promise<void> };
    beforeAll(async () => {
      s = await open();
    });
    afterAll(() => s.close());

    it('decision 67 (storage): a buffer put is read back whole, with its size', async () => {
      const { size } = await s.storage.put('fotos/1/t/1.jpg', Buffer.from('miniatura'));
      expect(size).toBe(9);
      const file = await s.storage.get('fotos/1/t/1.jpg');
      expect(file?.size).toBe(9);
      file?.stream.destroy();
      expect(await text(s.storage, 'fotos/1/t/1.jpg')).toBe('miniatura');
    });

    it('decision 67 (storage): a stream put is read back whole', async () => {
      const big = 'x'.repeat(300_000);
      const { size } = await s.storage.put(
        'uploads/7/a.txt',
        Readable.from([big.slice(0, 1000), big.slice(1000)]),
      );
      expect(size).toBe(300_000);
      expect(await text(s.storage, 'uploads/7/a.txt')).toBe(big);
    });

    it('decision 67 (storage): a put replaces what the key held (idempotent re-runs)', async () => {
      await s.storage.put('fotos/1/p/2.jpg', Buffer.from('primeira'));
      await s.storage.put('fotos/1/p/2.jpg', Buffer.from('segunda'));
      expect(await text(s.storage, 'fotos/1/p/2.jpg')).toBe('segunda');
    });

    it('decision 67 (storage): a missing key reads as null, and deleting it is no error', async () => {
      expect(await s.storage.get('fotos/404/o/nada.jpg')).toBeNull();
      await expect(s.storage.delete('fotos/404/o/nada.jpg')).resolves.toBeUndefined();
    });

    it('decision 67 (storage): a deleted key is gone', async () => {
      await s.storage.put('capas/3.jpg', Buffer.from('capa'));
      await s.storage.delete('capas/3.jpg');
      expect(await s.storage.get('capas/3.jpg')).toBeNull();
    });

    it('DESIGN §6 storage: keys that climb out or carry odd characters are refused', async () => {
      await expect(s.storage.put('../fora.txt', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
      await expect(s.storage.put('fotos/../../x', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
      await expect(s.storage.get('/etc/passwd')).rejects.toThrow(/Unsafe/);
    });
  });
}

storageContract('local disk', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-storage-'));
  return { storage: localStorage(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
});

storageContract('S3 (s3rver)', async () => {
  const server = await startS3rver();
  const storage = s3Storage({ ...server.options, prefix: 'portal/' });
  return {
    storage,
    async close() {
      storage.client.destroy();
      await server.close();
    },
  };
});
