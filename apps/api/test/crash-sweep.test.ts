import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { uploads } from '../src/db/schema/index';
import { shutdownWithin } from '../src/lib/shutdown';
import { localStorage } from '../src/lib/storage';
import { referencedIn, SWEEP_AGE_MS, sweepLocalFiles } from '../src/lib/storage-sweep';
import { createStudent } from './factories';
import { createTestApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Writes `key` under the files folder, last changed `ageMs` ago. */
function leave(key: string, ageMs: number) {
  const file = path.join(t.filesDir, key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  const when = new Date(Date.now() - ageMs);
  utimesSync(file, when, when);
}

const exists = (key: string) =>
  readdirSync(path.join(t.filesDir, path.dirname(key))).includes(path.basename(key));

describe('decision 128: what a crash leaves in the files folder is swept', () => {
  it('decision 128: a .part older than an hour is removed, a younger one (a write in progress) stays', async () => {
    leave('uploads/1/cut.pdf.123.456.part', SWEEP_AGE_MS + 60_000);
    leave('uploads/1/writing.pdf.123.789.part', 1000);
    const report = await sweepLocalFiles(t.filesDir, referencedIn(t.database));
    expect(report.parts).toBe(1);
    expect(exists('uploads/1/cut.pdf.123.456.part')).toBe(false);
    expect(exists('uploads/1/writing.pdf.123.789.part')).toBe(true);
  });

  it('decision 128: a file no row names is removed after an hour; a named one, a young one and one outside the owned folders stay', async () => {
    const student = await createStudent(t.db);
    const named = `uploads/${student.id}/named.pdf`;
    await t.db.insert(uploads).values({
      id: 'sweep-named',
      studentId: student.id,
      type: 'formatura',
      name: 'named.pdf',
      storageKey: named,
      size: 1,
      mimetype: 'application/pdf',
    });
    const old = SWEEP_AGE_MS + 60_000;
    leave(named, old);
    leave(`uploads/${student.id}/orphan.pdf`, old);
    leave('fotos/9/t/77.jpg', old);
    leave(`uploads/${student.id}/committing.pdf`, 1000);
    leave('logos/producer.png', old);
    const report = await sweepLocalFiles(t.filesDir, referencedIn(t.database));
    expect(report.orphans).toBe(2);
    expect(exists(named)).toBe(true);
    expect(exists(`uploads/${student.id}/orphan.pdf`)).toBe(false);
    expect(exists('fotos/9/t/77.jpg')).toBe(false);
    expect(exists(`uploads/${student.id}/committing.pdf`)).toBe(true);
    expect(exists('logos/producer.png')).toBe(true);
  });

  it('decision 128: a put is whole at its key and leaves no .part; a failed put leaves nothing', async () => {
    const storage = localStorage(t.filesDir);
    await storage.put('uploads/2/whole.pdf', Buffer.from('inteiro'));
    expect(readdirSync(path.join(t.filesDir, 'uploads/2'))).toEqual(['whole.pdf']);
    const failing = new Readable({
      read() {
        this.destroy(new Error('cut'));
      },
    });
    await expect(storage.put('uploads/2/cut.pdf', failing)).rejects.toThrow('cut');
    expect(readdirSync(path.join(t.filesDir, 'uploads/2'))).toEqual(['whole.pdf']);
  });
});

describe('decision 128: a shutdown is bounded', () => {
  it('decision 128: SHUTDOWN_TIMEOUT_MS defaults to 20 s and can be set', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(20_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '5000' }).shutdownTimeoutMs).toBe(5000);
  });

  it('decision 128: a request that never ends does not hold the shutdown past its bound', async () => {
    const app = await createTestApp();
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as { port: number };
    // A body announced and never sent: the request stays in flight until the server gives up on it.
    const socket = createConnection({ port, host: '127.0.0.1' });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      'POST /api/auth HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const order: string[] = [];
    const started = Date.now();
    const outcome = await shutdownWithin(300, [
      async () => {
        order.push('jobs');
        await app.app.jobs.stop();
      },
      async () => {
        order.push('requests');
        await app.app.close();
      },
    ]);
    expect(outcome).toBe('timed out');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(order).toEqual(['jobs', 'requests']);
    socket.destroy();
    await app.close();
  });

  it('decision 128: with nothing in flight the shutdown drains', async () => {
    const app = await createTestApp();
    const outcome = await shutdownWithin(5000, [() => app.app.jobs.stop(), () => app.app.close()]);
    expect(outcome).toBe('drained');
    await app.database.close();
  });
});
