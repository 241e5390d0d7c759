/** Photos per album page (spec B §2.8, §9: about 50). */
export const ALBUM_PAGE_SIZE = 50;
/** Largest page size a route may ask for, so that one page never loads a whole event. */
export const ALBUM_MAX_PAGE_SIZE = 200;

/** Number of album pages: ⌈total ÷ page size⌉ (spec B §2.8); 0 for an empty album. */
export function albumPageCount(total: number, pageSize: number = ALBUM_PAGE_SIZE): number {
  if (total <= 0) return 0;
  return Math.ceil(total / normalisePageSize(pageSize));
}

/** A page size from the route: a whole number in 1..ALBUM_MAX_PAGE_SIZE, else the default. */
export function normalisePageSize(value: number | string | undefined): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === undefined || !Number.isInteger(n) || n < 1) return ALBUM_PAGE_SIZE;
  return Math.min(n, ALBUM_MAX_PAGE_SIZE);
}

/** A page number from the route, kept within 1..page count (page 1 for an empty album). */
export function clampAlbumPage(page: number | string | undefined, total: number, pageSize: number): number {
  const n = typeof page === 'string' ? Number(page) : page;
  const last = Math.max(1, albumPageCount(total, pageSize));
  if (n === undefined || !Number.isInteger(n) || n < 1) return 1;
  return Math.min(n, last);
}

/** The slice of photos one page shows: start index and count (spec B §2.8). */
export function albumPageSlice(
  total: number,
  pageSize: number,
  page: number,
): { offset: number; limit: number } {
  const size = normalisePageSize(pageSize);
  const offset = (clampAlbumPage(page, total, size) - 1) * size;
  return { offset, limit: Math.max(0, Math.min(size, total - offset)) };
}
