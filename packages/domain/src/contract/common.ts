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
 * Iterative, not recursive: a 1 MiB body of nested arrays must not overflow the stack.
 */
export function findNulByte(value: unknown): Array<string | number> | null {
  // Each pending item links to its parent, so that the path is built only once a NUL is found.
  type Pending = { item: unknown; key: string | number; parent: Pending | null };
  const pathOf = (node: Pending | null, last?: string): Array<string | number> => {
    const reversed: Array<string | number> = last === undefined ? [] : [last];
    for (let n = node; n?.parent; n = n.parent) reversed.push(n.key);
    return reversed.reverse();
  };
  const pending: Pending[] = [{ item: value, key: '', parent: null }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const { item } = node;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pathOf(node);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push({ item: item[i], key: i, parent: node });
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      for (const [key] of entries) if (key.includes('\u0000')) return pathOf(node, key);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        pending.push({ item: child, key, parent: node });
      }
    }
  }
  return null;
}
