// Prepares a portal's data for the order zip benchmark (decision 78): the demo (seeded as `npm start` does),
// one photo event of the demo graduation with PHOTOS ready photos whose originals are SIZE bytes each on
// local disk under DATA_DIR/files (with the CRC-32 the photo pipeline takes when it stores an original,
// decision 88), and a paid order of the demo student buying all of them as digital.
// PGlite under DATA_DIR. Prints { orderId, keys, bytes } as JSON (keys relative to DATA_DIR/files).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { todayInSaoPaulo } from '@portal/domain';
import { seedDemo } from '../../apps/api/src/cli/seed/demo';
import { openDatabase } from '../../apps/api/src/db/client';
import { crc32 } from '../../apps/api/src/lib/crc32';
import { localStorage } from '../../apps/api/src/lib/storage';
import { installQueues } from '../../apps/api/src/queues';

const PHOTOS = Number(process.env.PHOTOS ?? 300);
const SIZE = Number(process.env.SIZE ?? 5_000_000);
const dataDir = process.env.DATA_DIR!;
const today = todayInSaoPaulo(new Date());
const database = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` });
await database.migrate();
await installQueues(database);
await seedDemo(database.db, localStorage(`${dataDir}/files`), today);
const { rows: students } = await database.query(
  `select s.id, s.graduation_id from students s join users u on u.student_id = s.id where u.email = $1`,
  ['formando@demo.com.br'],
);
const student = students[0] as { id: number; graduation_id: number };
const { rows: created } = await database.query(
  `insert into events (graduation_id, name, media_type, held_on) values ($1, 'Colação (zip)', 0, current_date) returning id`,
  [student.graduation_id],
);
const eventId = Number((created[0] as { id: number }).id);
// One random block per file with its index written in, so no two originals are equal.
const block = randomBytes(SIZE);
const keys: string[] = [];
const crcs: number[] = [];
for (let n = 1; n <= PHOTOS; n++) {
  const key = `fotos/${eventId}/o/${n}.jpg`;
  const file = join(dataDir, 'files', key);
  await mkdir(dirname(file), { recursive: true });
  block.writeUInt32BE(n, 0);
  await writeFile(file, block);
  keys.push(key);
  crcs.push(crc32(block));
}
await database.query(
  `insert into photos (event_id, position, original_name, content_hash, size, crc32, original_key, state,
     processed_at)
   select $1::int, n, 'IMG_' || lpad(n::text, 5, '0') || '.jpg', md5(n::text || '-zip'), $2::int,
     ($4::bigint[])[n], 'fotos/' || $1::int || '/o/' || n || '.jpg', 'ready', now()
   from generate_series(1, $3::int) as n`,
  [eventId, SIZE, PHOTOS, crcs],
);
const { rows: order } = await database.query(
  `insert into orders (student_id, graduation_id, placed_on, placed_at, quantity, digital_only, total_cents,
     discount_cents, paid_on, paid_by, payment_method)
   values ($1, $2, $3, now(), $4, true, $4 * 1500, 0, $3, 'Portal', 2) returning id`,
  [student.id, student.graduation_id, today, PHOTOS],
);
const orderId = Number((order[0] as { id: number }).id);
await database.query(
  `insert into order_lines (order_id, position, kind, slug, photo_id, event_id, quantity, unit_cents, line)
   select $1, p.position, 'foto', 'digital', p.id, p.event_id, 1, 1500, '{}'::jsonb
   from photos p where p.event_id = $2`,
  [orderId, eventId],
);
await database.close();
process.stdout.write(`${JSON.stringify({ orderId, keys, bytes: SIZE * PHOTOS })}\n`);
