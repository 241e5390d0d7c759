import type { Readable } from 'node:stream';
import { extensionOf, findUploadLabel, safeFileName, type UploadType } from '@portal/domain';
import yazl from 'yazl';
import type { Storage } from '../../lib/storage';

export type ZipEntry = {
  storageKey: string;
  size: number;
  mimetype: string;
  label: string | null;
  student: string;
};

/**
 * A class's files of one screen as a zip streamed to the ceremony team (decision 54): stored, not
 * recompressed, each file opened only when its turn comes, named by student and label
 * ('Ana Souza - Entrada geral.mp3'), with the exact length known before the first byte.
 */
export function classZip(
  storage: Storage,
  tipo: UploadType,
  entries: readonly ZipEntry[],
): Promise<{ stream: Readable; size: number }> {
  const zip = new yazl.ZipFile();
  const used = new Map<string, number>();
  for (const entry of entries) {
    const label = entry.label
      ? (findUploadLabel(tipo, entry.label)?.nome ?? entry.label)
      : 'sem identificação';
    // Names and labels typed by people: no separators, reserved or bidi characters (decision 102).
    const base = safeFileName(`${entry.student} - ${label}`) || 'arquivo';
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    const name = `${n > 1 ? `${base} (${n})` : base}.${extensionOf(entry.mimetype)}`;
    zip.addReadStreamLazy(name, { compress: false, size: entry.size }, (done) => {
      storage.get(entry.storageKey).then(
        (found) =>
          found
            ? done(null, found.stream)
            : done(new Error(`missing file ${entry.storageKey}`), undefined as never),
        (err: Error) => done(err, undefined as never),
      );
    });
  }
  return new Promise((resolve) => {
    // yazl passes the total it calculated; its types declare a callback without it.
    const onSize = (size: number) => resolve({ stream: zip.outputStream as unknown as Readable, size });
    zip.end({ forceZip64Format: false, comment: '' }, onSize as unknown as () => void);
  });
}
