import { describe, expect, it } from 'vitest';
import { fileLabel, overall, planUpload } from './upload-queue';

const file = (name: string, size: number, folder = 'evento') => {
  const f = new File([new Uint8Array(size)], name);
  Object.defineProperty(f, 'webkitRelativePath', { value: `${folder}/${name}` });
  return f;
};

describe('folder upload plan (decision 65: resumable, per-file and overall progress)', () => {
  it('decision 65 (upload): files in name order as a person reads them, system files left out', () => {
    const plan = planUpload(
      [file('foto10.jpg', 5), file('.DS_Store', 1), file('foto2.jpg', 5), file('Thumbs.db', 1)],
      [],
    );
    expect(plan.map((i) => fileLabel(i.file))).toEqual(['evento/foto2.jpg', 'evento/foto10.jpg']);
    expect(plan.every((i) => i.state.kind === 'waiting')).toBe(true);
  });

  it('decision 65 (upload): after a dropped connection, the files the event holds (same name and size) are skipped', () => {
    const plan = planUpload(
      [file('a.jpg', 10), file('b.jpg', 20), file('c.jpg', 30)],
      [
        { nome: 'a.jpg', tamanho: 10 },
        { nome: 'b.jpg', tamanho: 999 },
      ],
    );
    expect(plan.map((i) => i.state.kind)).toEqual(['skipped', 'waiting', 'waiting']);
  });

  it('decision 65 (upload): the overall progress counts bytes of the files to send, and each outcome', () => {
    const [a, b, c, d] = planUpload(
      [file('a.jpg', 100), file('b.jpg', 300), file('c.jpg', 100), file('d.jpg', 50)],
      [{ nome: 'd.jpg', tamanho: 50 }],
    );
    const items = [
      { ...a!, state: { kind: 'sent' as const, estado: 'pending' as const, motivo: null } },
      { ...b!, state: { kind: 'sending' as const, fraction: 0.5 } },
      { ...c!, state: { kind: 'failed' as const, error: 'A conexão caiu.' } },
      d!,
    ];
    expect(overall(items)).toEqual({
      files: 4,
      finished: 3,
      sent: 1,
      skipped: 1,
      refused: 0,
      failed: 1,
      fraction: (100 + 150) / 500,
    });
  });
});
