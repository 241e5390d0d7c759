import { Column, fillPlaceholders, is, SQL } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client';

/** A select built with drizzle: its text and parameters, and its own prepared execution. */
type Select = {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown[]> };
};

/** The rows drizzle's prepared `execute` gives for `Q`. */
type Rows<Q extends Select> = ReturnType<Q['prepare']>['execute'] extends (
  ...args: never[]
) => Promise<infer R>
  ? R
  : never;

type Decoder = { mapFromDriverValue(value: unknown): unknown };

const same = (value: string) => value;
/** The types drizzle's node-postgres driver leaves as text (its column classes decode them). */
const AS_TEXT = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const parsers = new Map<number, (value: string) => unknown>();
/** Drizzle's parsers (`AS_TEXT` kept as text), each type's found once, not once per column per call. */
const types = {
  getTypeParser(typeId: number, format?: string) {
    if (format === 'binary') return pg.types.getTypeParser(typeId, 'binary');
    const known = parsers.get(typeId);
    if (known) return known;
    const parser = AS_TEXT.has(typeId) ? same : pg.types.getTypeParser(typeId, 'text');
    parsers.set(typeId, parser);
    return parser;
  },
};

/**
 * A function that reads a row (an array, in select order) into an object literal of `keys`, each value
 * decoded by its column. Generated once per statement from the select's own key names (JSON-quoted; never
 * data): writing sixty properties by computed name runs V8's generic keyed stores, about 2 µs a row, where a
 * literal of fixed shape takes a tenth of that (decision 158).
 */
function rowReader(keys: string[], decoders: Decoder[]): (row: unknown[]) => Record<string, unknown> {
  const properties = keys.map(
    (key, i) => `${JSON.stringify(key)}: r[${i}] === null ? null : d[${i}].mapFromDriverValue(r[${i}])`,
  );
  return new Function('d', `return (r) => ({ ${properties.join(', ')} });`)(decoders);
}

/**
 * A flat select run as a named statement on the node-postgres pool itself, its rows (arrays) read into
 * objects by a reader generated once (decision 158). drizzle's prepared `execute` does the same work
 * through three async layers, a tracing span and a generic row mapping that asks each column's kind on every
 * row: several microseconds on the lightest call. The text, name, parameters and decoding are drizzle's
 * own (`toSQL()`, each column's `mapFromDriverValue`), so the rows are the ones `execute` would give; on
 * PGlite, or inside a transaction, drizzle's prepared statement runs as before.
 */
export function driverSelect<Q extends Select>(
  db: Db,
  name: string,
  query: Q,
  fields: Record<string, Column | SQL>,
): (values: Record<string, unknown>) => Promise<Rows<Q>> {
  const pool = is(db, NodePgDatabase)
    ? (db as unknown as { $client: pg.Pool | pg.Client }).$client
    : undefined;
  if (!pool) {
    const prepared = query.prepare(name);
    return (values) => prepared.execute(values) as unknown as Promise<Rows<Q>>;
  }
  const keys = Object.keys(fields);
  const decoders: Decoder[] = keys.map((key) => {
    // In an object literal this key would set the prototype, not a property.
    if (key === '__proto__') throw new Error(`driverSelect: ${name} selects a key named __proto__`);
    const field = fields[key];
    if (is(field, Column)) return field;
    // The decoder `sql<T>`…`.mapWith()` set (drizzle's own mapping reads it the same way).
    if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
    throw new Error(
      `driverSelect: ${name}.${key} is neither a column nor SQL (nested selections are not read)`,
    );
  });
  const { sql: text, params } = query.toSQL();
  const config = { name, text, rowMode: 'array' as const, types };
  const toObject = rowReader(keys, decoders);
  const run = (values: unknown[]) => pool.query<unknown[]>(config, values);
  return async (values) => {
    const result = await run(fillPlaceholders(params, values));
    return result.rows.map(toObject) as Rows<Q>;
  };
}
