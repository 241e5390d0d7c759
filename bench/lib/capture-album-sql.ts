// Prints, as JSON, the SQL GET /api/eventos/album/:id sends (the photo-access subject of the photos module,
// apps/api/src/modules/photos/photo-access.repository.ts, and the album page of apps/api/src/modules/photos/
// photos.repository.ts), recorded over a fake node-postgres client as capture-finance-sql.ts does, so the
// album benchmark's bare baseline runs exactly the portal's statements. Sentinels stand for the ids and the
// page: the bare server puts real values in. The service sends the two statements together.
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../apps/api/src/db/schema/index';
import { photoAccessRepository } from '../../apps/api/src/modules/photos/photo-access.repository';
import { photosRepository } from '../../apps/api/src/modules/photos/photos.repository';

const SENTINELS = {
  student: 987_654_321,
  event: 987_654_322,
  limit: 987_654,
  offset: 987_655,
};

type Captured = { name?: string; text: string; rowMode?: string; values: unknown[] };
const captured: Captured[] = [];
const client = {
  async query(
    config: string | { name?: string; text: string; rowMode?: string; values?: unknown[] },
    values?: unknown[],
  ) {
    const q = typeof config === 'string' ? { text: config } : config;
    captured.push({ name: q.name, text: q.text, rowMode: q.rowMode, values: values ?? q.values ?? [] });
    return { rows: [], fields: [], rowCount: 0, command: 'SELECT' };
  },
};

const db = drizzle(client as never, { schema });
const access = photoAccessRepository(db as never);
const photos = photosRepository(db as never);
await access.subject(SENTINELS.student);
await photos.albumPage(SENTINELS.event, { limit: SENTINELS.limit, offset: SENTINELS.offset });
const [gate, page] = captured;
if (captured.length !== 2 || !gate || !page) throw new Error(`expected 2 statements, got ${captured.length}`);
process.stdout.write(`${JSON.stringify({ sentinels: SENTINELS, gate, page })}\n`);
