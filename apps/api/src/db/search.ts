import { or, type SQL, sql } from 'drizzle-orm';
import { students } from './schema/index';

/** `%q%` for LIKE, with LIKE's own wildcards in `q` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Students whose name, e-mail or CPF contains `q`, on the expressions of the trigram indexes of migration
 * 0003 (so a whole university's search stays indexed). CPF digits count only for a query made of digits and
 * the CPF mask: an e-mail's digits are no CPF.
 */
export function studentTextSearch(q: string): SQL {
  const like = containsPattern(q.toLowerCase());
  const digits = /^[\d.\-\s]+$/.test(q) ? q.replace(/\D/g, '') : '';
  return or(
    sql`lower(${students.firstName} || ' ' || ${students.surname}) like ${like}`,
    sql`lower(${students.email}) like ${like}`,
    ...(digits.length >= 3 ? [sql`${students.cpf} like ${`%${digits}%`}`] : []),
  )!;
}
