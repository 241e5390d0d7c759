import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A text as a Brazilian sorts it (decision 123): accents and case beside their letter, so 'Érico' comes
 * after 'Eduardo' and before 'Zé'. The collation is created by migration 0025.
 */
export function ptBr(text: AnyColumn | SQL): SQL {
  return sql`${text} collate "pt_br"`;
}
