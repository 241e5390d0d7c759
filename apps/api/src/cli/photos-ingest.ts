import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compareFileNames, MAX_PHOTO_BYTES, photoRefusalText } from '@portal/domain';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/lock';
import { storageFromConfig } from '../lib/storage-select';
import { queueFaceIndexing } from '../modules/faces';
import { folderIngest } from '../modules/photos';
import { createJobs } from '../platform/jobs/jobs';
import { unitOfWork } from '../platform/unit-of-work';
import { installQueues } from '../queues';

/**
 * `npm run photos:ingest -- --event ID DIR` (decision 65): every image of a folder on the server (and its
 * subfolders) into an event's album, through the same pipeline and job queue as the back-office. A
 * progress bar on stderr, then a summary; files already in the event are skipped, so a run can be repeated.
 */

const USAGE = 'Uso: npm run photos:ingest -- --event ID PASTA';

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** A bar on stderr when it is a terminal; otherwise a line every tenth, for logs. */
function progress(label: string, total: number) {
  const tty = process.stderr.isTTY;
  let lastTenth = -1;
  return (done: number) => {
    const ratio = total === 0 ? 1 : done / total;
    if (tty) {
      const width = 30;
      const full = Math.round(ratio * width);
      process.stderr.write(
        `\r${label.padEnd(12)} [${'#'.repeat(full)}${'-'.repeat(width - full)}] ${done}/${total} ${Math.round(ratio * 100)}%`,
      );
      if (done === total) process.stderr.write('\n');
    } else if (Math.floor(ratio * 10) !== lastTenth) {
      lastTenth = Math.floor(ratio * 10);
      process.stderr.write(`${label} ${done}/${total}\n`);
    }
  };
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { event: { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  const eventId = Number(values.event);
  if (values.help || !Number.isInteger(eventId) || eventId < 1 || positionals.length !== 1) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const dir = path.resolve(positionals[0]!);
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'pg', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
  );
  try {
    await database.migrate();
    await installQueues(database);
    const db = database.db;
    const log = { error: (obj: object, msg: string) => console.error(msg, JSON.stringify(obj)) };
    const jobs = await createJobs(database, { workers: false, log });
    const storage = storageFromConfig(config);
    // Face indexing jobs are only queued here; the server's workers run them (decision 138).
    const ingest = folderIngest({
      db,
      uow: unitOfWork(db),
      storage,
      jobs,
      workers: config.photoWorkers,
      afterDerive: queueFaceIndexing(db, jobs),
    });
    const event = await ingest.event(eventId);
    if (!event) throw new Error(`Evento ${eventId} não encontrado.`);
    if (event.mediaType !== 0)
      throw new Error(`O evento ${eventId} (${event.name}) não é um evento de fotos.`);
    const files = (await filesUnder(dir)).sort((a, b) =>
      compareFileNames(path.relative(dir, a), path.relative(dir, b)),
    );
    console.error(`${files.length} arquivos de ${dir} para o evento ${eventId} (${event.name}).`);

    // Received in name order, each after what the event already holds, while the derivative jobs run
    // (one per core) on what was received before: the bar counts files received and made.
    let position = await ingest.nextPosition(eventId);
    const results: { name: string; id: number; skipped: boolean }[] = [];
    const fresh = () => results.filter((r) => !r.skipped).map((r) => r.id);
    const pendingOf = async () => {
      const ids = fresh();
      if (ids.length === 0) return 0;
      const rows = await ingest.statesOf(ids);
      return rows.filter((r) => r.state === 'pending').length;
    };
    const bar = progress('Publicando', files.length);
    bar(0);
    let receiving = true;
    let drained = false;
    const draining = (async () => {
      for (;;) {
        const ran = await jobs.drain();
        if (ran === 0 && !receiving) return;
        if (ran === 0) await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const watch = (async () => {
      while (!drained) {
        bar(results.length - (await pendingOf()));
        await new Promise((r) => setTimeout(r, 500));
      }
    })();
    for (const file of files) {
      const { size } = await stat(file);
      const bytes = size > MAX_PHOTO_BYTES ? null : await readFile(file);
      const { photo, skipped } = await ingest.receive(null, {
        eventId,
        name: path.relative(dir, file),
        bytes,
        size,
        position: position++,
      });
      results.push({ name: path.relative(dir, file), id: photo.id, skipped });
    }
    receiving = false;
    await draining;
    drained = true;
    await watch;
    bar(results.length - (await pendingOf()));
    await jobs.stop();
    const ids = fresh();

    const rows = await ingest.byIds(ids);
    const ready = rows.filter((r) => r.state === 'ready').length;
    const refused = rows.filter((r) => r.state === 'refused');
    const pending = rows.filter((r) => r.state === 'pending').length;
    const lines = [
      '',
      `Resumo do evento ${eventId} (${event.name}):`,
      `  publicadas:             ${ready}`,
      `  já enviadas antes:      ${results.filter((r) => r.skipped).length}`,
      `  recusadas:              ${refused.length}`,
    ];
    if (pending) lines.push(`  ainda processando:      ${pending} (veja /admin/tarefas)`);
    for (const r of refused) lines.push(`    ${r.originalName}: ${photoRefusalText[r.refusal ?? 'corrupt']}`);
    console.log(lines.join('\n'));
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
