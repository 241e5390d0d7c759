// Prints, as JSON, the SQL GET /api/eventos/album/:id sends (the event-media gate of the home repository and
// the album's own two statements in apps/api/src/modules/photos/photos.repository.ts), recorded over a fake
// node-postgres client as capture-finance-sql.ts does, so the album benchmark's bare baseline runs exactly
// the portal's statements. Sentinels stand for the ids and the page: the bare server puts real values in.
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../apps/api/src/db/schema/index';
import { homeRepository } from '../../apps/api/src/modules/home/home.repository';
import { photosRepository } from '../../apps/api/src/modules/photos/photos.repository';

const SENTINELS = {
  student: 987_654_321,
  event: 987_654_322,
  contract: 987_654_323,
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
    // The contract lookup answers one contract, so that its parcels' statement is recorded too.
    const rows = /from "contracts"/.test(q.text) ? [[SENTINELS.contract, 480_000]] : [];
    return { rows, fields: [], rowCount: rows.length, command: 'SELECT' };
  },
};

const db = drizzle(client as never, { schema });
const home = homeRepository(db as never);
const photos = photosRepository(db as never);
await home.findStudent(SENTINELS.student);
await home.contractsOf(SENTINELS.student);
const gate = captured.length;
await photos.albumEvent(SENTINELS.event);
await photos.albumPage(SENTINELS.event, { limit: SENTINELS.limit, offset: SENTINELS.offset });
// The first `gate` statements run one after the other; the last two together, as the service runs them.
process.stdout.write(`${JSON.stringify({ sentinels: SENTINELS, gate, queries: captured })}\n`);
