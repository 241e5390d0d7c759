import { or, type SQL, sql } from 'drizzle-orm';
import { students } from './schema/index';

/** `%q%` for LIKE, with LIKE's own wildcards in `q` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The lowered name and e-mail the search matches, kept by the database beside each row (generated columns of
 * migration 0039, decision 145: lower(first_name || ' ' || surname) and lower(email)); not in the drizzle
 * schema, so no row read elsewhere carries them.
 */
const searchName = sql`${students}.${sql.identifier('search_name')}`;
const searchEmail = sql`${students}.${sql.identifier('search_email')}`;

/**
 * Students whose name, e-mail or CPF contains `q`, on the columns of the trigram indexes (migrations 0003 and
 * 0039, so a whole university's search stays indexed). CPF digits count only for a query made of digits and
 * the CPF mask: an e-mail's digits are no CPF.
 */
export function studentTextSearch(q: string): SQL {
  const like = containsPattern(q.toLowerCase());
  const digits = /^[\d.\-\s]+$/.test(q) ? q.replace(/\D/g, '') : '';
  return or(
    sql`${searchName} like ${like}`,
    sql`${searchEmail} like ${like}`,
    ...(digits.length >= 3 ? [sql`${students.cpf} like ${`%${digits}%`}`] : []),
  )!;
}
