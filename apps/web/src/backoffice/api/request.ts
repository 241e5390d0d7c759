import type { z } from 'zod';
import { api, type RequestOptions } from '../../lib/api-client';

/** A back-office call whose answer is parsed with the contract's schema: an answer is never trusted as cast. */
export async function call<S extends z.ZodType>(
  schema: S,
  path: string,
  options?: RequestOptions,
): Promise<z.output<S>> {
  return schema.parse(await api<unknown>(path, options));
}

type Param = string | number | boolean | null | undefined;

/** `?a=1&b=x` from the set values (empty strings, null and undefined left out). */
export function queryString(params: Record<string, Param>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Every back-office query key starts here, so a sign-out or a switch can drop them together. */
export const BACKOFFICE_KEY = 'backoffice';
