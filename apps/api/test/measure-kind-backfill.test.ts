import { readFileSync } from 'node:fs';
import { legacyMeasureKind } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

// Decision 116: migration 0020 gives existing measures and order lines the kind their slug had in code. Its
// SQL rule and the domain's legacyMeasureKind (which reads carts saved before it) must agree.

const migration = readFileSync(
  new URL('../src/db/migrations/0020_measure_kinds.sql', import.meta.url),
  'utf8',
);
/** The CASE of the measures' backfill, as the migration runs it. */
const backfillCase = /UPDATE "measures" SET "kind" = (CASE[\s\S]*?END);/.exec(migration)?.[1];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migration 0020 backfill (decision 116)', () => {
  it('decision 116: the SQL rule gives each slug the kind legacyMeasureKind gives it', async () => {
    expect(backfillCase).toBeDefined();
    const slugs = [
      'digital',
      'dig+imp',
      '15x21',
      '20x30',
      '10x15',
      'dig+20x30',
      'complementar',
      'produto',
      'a4',
      'arquivo-20x30',
      'x20x30',
    ];
    const values = sql.join(
      slugs.map((s) => sql`(${s})`),
      sql`, `,
    );
    const result = await t.db.execute(
      sql`select slug, ${sql.raw(backfillCase!)} as kind from (values ${values}) as t(slug)`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      slug: string;
      kind: string;
    }[];
    expect(Object.fromEntries(rows.map((r) => [r.slug, r.kind]))).toEqual(
      Object.fromEntries(slugs.map((s) => [s, legacyMeasureKind(s)])),
    );
    expect(legacyMeasureKind('dig+imp')).toBe('digital+impressa');
    expect(legacyMeasureKind('15x21')).toBe('impressa');
    expect(legacyMeasureKind('digital')).toBe('digital');
  });
});
