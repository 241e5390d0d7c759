import type { Readable } from 'node:stream';
import { extensionOf, type MyDataExport, safeFileName } from '@portal/domain';
import yazl from 'yazl';
import type { Storage } from '../../lib/storage';

type File = { storageKey: string; size: number; mimetype: string; type: string; name: string };

/** The JSON's name inside the zip, beside the folder of files. */
export const MY_DATA_JSON = 'meus-dados.json';

/**
 * The student's files as a zip (decision 137), streamed as the class zip is (decision 54): stored, not
 * recompressed, each file opened only when its turn comes, the exact length known before the first byte.
 * The JSON goes first, so a cut download still holds it; the files follow under `envios/<tela>/`.
 */
export function myFilesZip(
  storage: Storage,
  data: MyDataExport,
  files: readonly File[],
): Promise<{ stream: Readable; size: number }> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), MY_DATA_JSON, { compress: false });
  const used = new Set<string>();
  for (const file of files) {
    // Names typed by people: no separators, reserved or bidi characters (decision 102).
    const base = safeFileName(file.name.replace(/\.[^.]*$/, '')) || 'arquivo';
    let name = `envios/${file.type}/${base}.${extensionOf(file.mimetype)}`;
    for (let n = 2; used.has(name); n += 1)
      name = `envios/${file.type}/${base} (${n}).${extensionOf(file.mimetype)}`;
    used.add(name);
    zip.addReadStreamLazy(name, { compress: false, size: file.size }, (done) => {
      storage.get(file.storageKey).then(
        (found) =>
          found
            ? done(null, found.stream)
            : done(new Error(`missing file ${file.storageKey}`), undefined as never),
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
