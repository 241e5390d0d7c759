import { z } from 'zod';

/** Every failure answers `{ error, type }` (DESIGN §3). */
export const ERROR_TYPES = [
  'EMPTY',
  'FOUND',
  'NOT_FOUND',
  'INVALID',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'DEADLINE',
  'LIMIT',
  'RATE_LIMIT',
  'UNEXPECTED',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const errorSchema = z.object({ error: z.string(), type: z.enum(ERROR_TYPES) });
export type ApiError = z.infer<typeof errorSchema>;

export const messageSchema = z.object({ message: z.string() });

/** A business date on the wire. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The largest value of a PostgreSQL `integer` (int4), the type of every id column. */
export const INT4_MAX = 2_147_483_647;

/** A row id in a JSON body: a positive int4, so an id past the column's range is refused as input. */
export const idSchema = z.number().int().positive().max(INT4_MAX);

/** A row id in a path or query string: digits that become a positive int4. */
export const idParamSchema = z.coerce.number().int().positive().max(INT4_MAX);

/**
 * The path to the first text holding a NUL byte (U+0000) in a decoded request (body, query or params),
 * keys included, or null. PostgreSQL's text cannot store NUL, so the wire refuses it for every route at once.
 */
export function findNulByte(
  value: unknown,
  path: Array<string | number> = [],
): Array<string | number> | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNulByte(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = findNulByte(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
