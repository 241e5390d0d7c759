// Prepares a portal's database for the album benchmarks: the demo (seeded as `npm start` does) and one more
// photo event of the demo graduation holding PHOTOS ready photos, their rows only (the album call reads no
// file). DATABASE_URL for PostgreSQL, else PGlite under DATA_DIR. Prints { eventId, studentId } as JSON.
import { todayInSaoPaulo } from '@portal/domain';
import { seedDemo } from '../../apps/api/src/cli/seed/demo';
import { openDatabase } from '../../apps/api/src/db/client';
import { localStorage } from '../../apps/api/src/lib/storage';
import { installQueues } from '../../apps/api/src/queues';

const PHOTOS = Number(process.env.PHOTOS ?? 5000);
const dataDir = process.env.DATA_DIR!;
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'pg', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: `${dataDir}/pglite` },
);
await database.migrate();
await installQueues(database);
await seedDemo(database.db, localStorage(`${dataDir}/files`), todayInSaoPaulo(new Date()));
const { rows: students } = await database.query(
  `select s.id, s.graduation_id from students s join users u on u.student_id = s.id where u.email = $1`,
  ['formando@demo.com.br'],
);
const student = students[0] as { id: number; graduation_id: number };
const { rows: created } = await database.query(
  `insert into events (graduation_id, name, media_type, held_on) values ($1, 'Colação de grau (5 mil fotos)', 0, current_date) returning id`,
  [student.graduation_id],
);
const eventId = Number((created[0] as { id: number }).id);
await database.query(
  `insert into photos (event_id, position, original_name, content_hash, size, original_key, preview_key, thumb_key,
     width, height, thumb_width, thumb_height, state, processed_at)
   select ev.id, n, 'IMG_' || lpad(n::text, 5, '0') || '.jpg', md5(n::text || '-' || ev.id), 4000000,
     'fotos/' || ev.id || '/o/' || md5(n::text) || '.jpg', 'fotos/' || ev.id || '/p/' || n || '.jpg',
     'fotos/' || ev.id || '/t/' || n || '.jpg', 6000, 4000, 400, 267, 'ready', now()
   from generate_series(1, $2::int) as n cross join (select $1::int as id) as ev`,
  [eventId, PHOTOS],
);
// On PostgreSQL autovacuum sets the visibility map within a minute of an ingest; done here so that it does
// not happen in the middle of a run (index-only scans stop visiting the table then). PGlite runs no
// autovacuum: its table stays as an ingest leaves it.
await database.query(process.env.DATABASE_URL ? 'vacuum analyze photos' : 'analyze photos');
await database.close();
process.stdout.write(`${JSON.stringify({ eventId, studentId: student.id })}\n`);
