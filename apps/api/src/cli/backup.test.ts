import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStudent } from '../../test/factories';
import { openDatabase } from '../db/client';
import { students } from '../db/schema/index';
import { localStorage } from '../lib/storage';
import { defaultArchiveName, restoreBackup, writeBackup } from './backup-archive';

const root = path.resolve(import.meta.dirname, '../../../..');
const PHOTO = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));

/** A stopped portal's DATA_DIR: migrated embedded database with one student, one file, its JWT secret. */
async function portalDataDir() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const student = await createStudent(database.db, { firstName: 'Joana' });
  await database.close();
  await localStorage(path.join(dataDir, 'files')).put(`uploads/${student.id}/foto.jpg`, PHOTO);
  writeFileSync(path.join(dataDir, 'jwt-secret'), 'segredo-do-portal-com-mais-de-32-caracteres\n');
  return { dataDir, student };
}

function cli(script: string, args: string[], dataDir: string) {
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, ...env } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${script}`, ...args], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'development' },
    encoding: 'utf8',
  });
}

describe('decision 132: backup and restore of the embedded store', () => {
  it('decision 132: backup → wipe → restore brings a student, a file and the secrets back', async () => {
    const { dataDir, student } = await portalDataDir();
    const archive = path.join(mkdtempSync(path.join(tmpdir(), 'portal-archive-')), 'copia.tar.gz');
    const manifest = await writeBackup(dataDir, archive);
    expect(manifest.entries.map((e) => e.path)).toEqual(
      expect.arrayContaining(['pglite.tar', 'data/jwt-secret', `data/files/uploads/${student.id}/foto.jpg`]),
    );

    for (const name of readdirSync(dataDir))
      rmSync(path.join(dataDir, name), { recursive: true, force: true });
    const restored = await restoreBackup(dataDir, archive);
    expect(restored.movedAsideTo).toBeUndefined();

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const [row] = await database.db.select().from(students).where(eq(students.id, student.id));
    await database.close();
    expect(row?.firstName).toBe('Joana');
    const file = await localStorage(path.join(dataDir, 'files')).get(`uploads/${student.id}/foto.jpg`);
    const chunks: Buffer[] = [];
    for await (const c of file!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(PHOTO)).toBe(true);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toContain('segredo-do-portal');
    expect(readdirSync(dataDir).filter((n) => n.startsWith('.restauracao-'))).toEqual([]);
  }, 60_000);

  it('decision 132: restoring over data keeps the old data aside, never deleted', async () => {
    const { dataDir } = await portalDataDir();
    const archive = path.join(mkdtempSync(path.join(tmpdir(), 'portal-archive-')), 'copia.tar.gz');
    await writeBackup(dataDir, archive);
    writeFileSync(path.join(dataDir, 'files', 'depois.txt'), 'escrito depois da cópia');
    const { movedAsideTo } = await restoreBackup(dataDir, archive);
    expect(readFileSync(path.join(movedAsideTo!, 'files', 'depois.txt'), 'utf8')).toBe(
      'escrito depois da cópia',
    );
    expect(readdirSync(path.join(dataDir, 'files'))).toEqual(['uploads']);
  }, 60_000);

  it('decision 132: a damaged archive is refused before DATA_DIR changes', async () => {
    const { dataDir } = await portalDataDir();
    const archive = path.join(mkdtempSync(path.join(tmpdir(), 'portal-archive-')), 'copia.tar.gz');
    await writeBackup(dataDir, archive);
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(archive, bytes);
    const before = readdirSync(dataDir).sort();
    await expect(restoreBackup(dataDir, archive)).rejects.toThrow();
    expect(readdirSync(dataDir).sort()).toEqual(before);
  }, 60_000);

  it('decision 132: npm run backup refuses while the portal runs; restore refuses data without --substituir', async () => {
    const { dataDir } = await portalDataDir();
    // This test's own process stands for the running portal holding the data folder's lock.
    writeFileSync(path.join(dataDir, 'portal.lock'), String(process.pid));
    const busy = cli('backup.ts', ['--arquivo', path.join(dataDir, '..', 'x.tar.gz')], dataDir);
    expect(busy.status).toBe(1);
    expect(busy.stderr).toMatch(/Another process .* is using/);
    rmSync(path.join(dataDir, 'portal.lock'));

    const archive = path.join(mkdtempSync(path.join(tmpdir(), 'portal-archive-')), 'copia.tar.gz');
    const made = cli('backup.ts', ['--arquivo', archive], dataDir);
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('Cópia de segurança gravada');
    const refused = cli('backup-restore.ts', [archive], dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--substituir');
    const done = cli('backup-restore.ts', [archive, '--substituir'], dataDir);
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain('restaurada');
  }, 120_000);

  it('decision 132: the default archive lands in backups/, which git ignores (student data never committed)', () => {
    const name = defaultArchiveName(new Date('2026-11-26T15:04:05.123Z'));
    expect(name).toBe(path.join('backups', 'portal-2026-11-26T15-04-05Z.tar.gz'));
    const check = spawnSync('git', ['check-ignore', '--no-index', '--quiet', name], { cwd: root });
    expect(check.status, 'git check-ignore: 0 means ignored').toBe(0);
  });
});
