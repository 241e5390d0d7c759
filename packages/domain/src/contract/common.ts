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
