import { z } from 'zod';

/** Longest page a list of the back-office answers. */
export const PAGE_SIZE_MAX = 100;

/** `?page=&pageSize=` of every back-office list: pages count from 1. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list, with the total so the screen can say how many there are and page on. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

/** How many pages `total` rows fill. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
