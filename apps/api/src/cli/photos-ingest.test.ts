import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraduation } from '../../test/factories';
import { openDatabase } from '../db/client';
import { events, photos } from '../db/schema/index';
import { installQueues } from '../queues';

const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, 'photos-ingest.ts');
const ROOT = path.join(import.meta.dirname, '../../../..');

let dataDir: string;
let folder: string;
let eventId: number;

const jpeg = (n: number) =>
  sharp({ create: { width: 400 + n, height: 300, channels: 3, background: { r: n * 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await installQueues(database);
  const { graduation } = await createGraduation(database.db);
  const [event] = await database.db
    .insert(events)
    .values({ graduationId: graduation.id, name: 'Formatura', mediaType: 0 })
    .returning();
  eventId = event!.id;
  await database.close();
  folder = mkdtempSync(path.join(tmpdir(), 'portal-fotos-'));
  mkdirSync(path.join(folder, 'parte2'));
  writeFileSync(path.join(folder, 'foto2.jpg'), await jpeg(2));
  writeFileSync(path.join(folder, 'foto10.jpg'), await jpeg(3));
  writeFileSync(path.join(folder, 'parte2', 'foto1.jpg'), await jpeg(1));
  writeFileSync(path.join(folder, 'copia.jpg'), await jpeg(2));
  writeFileSync(path.join(folder, 'planilha.jpg'), 'nome;valor\n');
  writeFileSync(path.join(folder, 'quebrada.jpg'), (await jpeg(4)).subarray(0, 300));
}, 120_000);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(folder, { recursive: true, force: true });
});

const ingest = (...args: string[]) => {
  // Always the PGlite folder above, even where the suite runs against PostgreSQL.
  const { DATABASE_URL: _pg, ...env } = process.env;
  return run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'test', PHOTO_WORKERS: '2', STORAGE_DRIVER: 'local' },
  });
};

describe('npm run photos:ingest -- --event ID DIR', () => {
  it('decision 65 (ingest command): a folder into an event with a summary; not an image, corrupt and duplicate refused with the reason', async () => {
    const { stdout, stderr } = await ingest('--event', String(eventId), folder);
    expect(stderr).toContain('6 arquivos');
    expect(stdout).toContain('publicadas:             3');
    expect(stdout).toContain('recusadas:              3');
    expect(stdout).toContain('planilha.jpg: O arquivo não é uma imagem (JPEG, PNG ou WebP).');
    expect(stdout).toContain('quebrada.jpg: A imagem está corrompida e não pôde ser lida.');
    expect(stdout).toContain('foto2.jpg: Esta foto já está no evento.');
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const rows = await database.db.select().from(photos).where(eq(photos.eventId, eventId));
    await database.close();
    const ready = rows.filter((r) => r.state === 'ready').sort((a, b) => a.position - b.position);
    // Album order is the file names' as a person reads them: copia, foto2 (its duplicate), foto10, parte2/foto1.
    expect(ready.map((r) => r.originalName)).toEqual(['copia.jpg', 'foto10.jpg', 'foto1.jpg']);
    expect(rows.find((r) => r.originalName === 'foto2.jpg')).toMatchObject({
      state: 'refused',
      refusal: 'duplicate',
    });
  }, 120_000);

  it('decision 65 (ingest command): running it again publishes nothing new (idempotent)', async () => {
    const { stdout } = await ingest('--event', String(eventId), folder);
    expect(stdout).toContain('publicadas:             0');
    expect(stdout).toContain('já enviadas antes:      6');
  }, 120_000);

  it('decision 65 (ingest command): an unknown event or missing folder argument is an error', async () => {
    await expect(ingest('--event', '999999', folder)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Evento 999999 não encontrado.'),
    });
    await expect(ingest('--event', String(eventId))).rejects.toMatchObject({ code: 2 });
  }, 120_000);
});
