import { compareFileNames, type PhotoIngestState, type PhotoRefusalReason } from '@portal/domain';

/** Where one file of a folder upload stands (decision 65: per-file and overall progress). */
export type FileState =
  | { kind: 'waiting' }
  | { kind: 'sending'; fraction: number }
  | { kind: 'sent'; estado: PhotoIngestState; motivo: PhotoRefusalReason | null }
  | { kind: 'skipped' }
  | { kind: 'failed'; error: string };

export type UploadItem = { key: string; file: File; state: FileState };

/** Files a camera or a system leaves in a folder that are no photos of the event. */
const IGNORED = /^(\.|thumbs\.db$|desktop\.ini$)/i;

/** The name a file is known by: its path inside the chosen folder when there is one. */
export const fileLabel = (file: File) =>
  (file as File & { webkitRelativePath?: string }).webkitRelativePath || file.name;

/**
 * What to send, in album order (file names as a person reads them), and what the event already holds:
 * a file whose name and size match one already sent is skipped, so choosing the folder again after a
 * dropped connection sends only the rest (the server also recognises a same content by its hash).
 */
export function planUpload(
  files: readonly File[],
  sent: readonly { nome: string; tamanho: number }[],
): UploadItem[] {
  const have = new Set(sent.map((s) => `${s.nome}\u0000${s.tamanho}`));
  return files
    .filter((f) => !IGNORED.test(f.name))
    .sort((a, b) => compareFileNames(fileLabel(a), fileLabel(b)))
    .map((file, i) => ({
      key: `${i}:${fileLabel(file)}`,
      file,
      state: have.has(`${file.name}\u0000${file.size}`) ? { kind: 'skipped' } : { kind: 'waiting' },
    }));
}

export type Overall = {
  files: number;
  finished: number;
  sent: number;
  skipped: number;
  refused: number;
  failed: number;
  /** Of the bytes to send (skipped files left out), from 0 to 1. */
  fraction: number;
};

export function overall(items: readonly UploadItem[]): Overall {
  let bytes = 0;
  let done = 0;
  const o = { files: items.length, finished: 0, sent: 0, skipped: 0, refused: 0, failed: 0 };
  for (const { file, state } of items) {
    if (state.kind === 'skipped') {
      o.skipped++;
      o.finished++;
      continue;
    }
    bytes += file.size;
    if (state.kind === 'sending') done += file.size * state.fraction;
    if (state.kind === 'sent') {
      done += file.size;
      o.finished++;
      if (state.estado === 'refused') o.refused++;
      else o.sent++;
    }
    if (state.kind === 'failed') {
      o.failed++;
      o.finished++;
    }
  }
  return { ...o, fraction: bytes === 0 ? 1 : done / bytes };
}

/** Runs `work` over the items with at most `lanes` at once, in order. */
export async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}
