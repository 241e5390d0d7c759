import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/index';

/**
 * The value read as JSON text and parsed here (decision 122): the drivers hand drizzle the JSON already
 * parsed, and drizzle parses a string a second time, so a key of digits such as a CNPJ PIX key came back
 * a number (and was then dropped as invalid).
 */
const settingValueText = sql<string>`${settings.value}::text`;

/** The producer's settings, one row per key. */
export function settingsRepository(db: Db) {
  return {
    async all(): Promise<Record<string, unknown>> {
      const rows = await db.select({ key: settings.key, value: settingValueText }).from(settings);
      return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
    },
    /** One key's stored value, undefined when none is stored. */
    async get(key: string): Promise<unknown> {
      const [row] = await db.select({ value: settingValueText }).from(settings).where(eq(settings.key, key));
      return row ? (JSON.parse(row.value) as unknown) : undefined;
    },
    async save(values: Record<string, unknown>): Promise<void> {
      // A cleared value (null) is stored as JSON null: the column holds a JSON document, never SQL NULL.
      const rows = Object.entries(values).map(([key, value]) => ({
        key,
        value: value === null ? sql`'null'::jsonb` : value,
        updatedAt: new Date(),
      }));
      if (rows.length === 0) return;
      await db
        .insert(settings)
        .values(rows)
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
        });
    },
  };
}
