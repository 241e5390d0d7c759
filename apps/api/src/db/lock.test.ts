import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock (DESIGN §9: two processes on one PGlite folder lose writes)', () => {
  it('refuses a second holder while the first is alive, and frees the folder on unlock', () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(/Another process/);
    unlock();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    // A pid far above any real one on this machine stands for a process that is gone.
    writeFileSync(path.join(dir, 'portal.lock'), '99999999');
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
  });

  it('creates the data folder when it does not exist yet', () => {
    const dir = path.join(tempDir(), 'novo', 'data');
    lockDataDir(dir)();
  });
});
