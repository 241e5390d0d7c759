import { describe, expect, it } from 'vitest';
import {
  ALBUM_MAX_PAGE_SIZE,
  ALBUM_PAGE_SIZE,
  albumPageCount,
  albumPageSlice,
  clampAlbumPage,
  normalisePageSize,
} from './album';

describe('album pages', () => {
  it.each([
    ['spec B §2.8: empty album has no pages', 0, 50, 0],
    ['spec B §2.8: one photo is one page', 1, 50, 1],
    ['spec B §2.8: exactly one full page', 50, 50, 1],
    ['spec B §2.8: one over starts a new page', 51, 50, 2],
    ['spec B §2.8: ceiling of total over page size', 1234, 50, 25],
    ['spec B §2.8: page size from the route', 10, 3, 4],
  ])('%s', (_name, total, size, pages) => {
    expect(albumPageCount(total, size)).toBe(pages);
  });

  it('spec B §9: the default page size is 50', () => {
    expect(ALBUM_PAGE_SIZE).toBe(50);
    expect(albumPageCount(101)).toBe(3);
  });

  it.each([
    ['spec B §2.8: a valid size is kept', '30', 30],
    ['spec B §2.8: zero falls back to the default', 0, ALBUM_PAGE_SIZE],
    ['spec B §2.8: text falls back to the default', 'abc', ALBUM_PAGE_SIZE],
    ['spec B §2.8: a fraction falls back to the default', 2.5, ALBUM_PAGE_SIZE],
    ['spec B §2.8: missing falls back to the default', undefined, ALBUM_PAGE_SIZE],
    ['spec B §2.8: a huge size is capped', 10_000, ALBUM_MAX_PAGE_SIZE],
  ])('%s', (_name, value, expected) => {
    expect(normalisePageSize(value)).toBe(expected);
  });

  it.each([
    ['spec B §2.8: page within bounds is kept', '2', 120, 50, 2],
    ['spec B §2.8: page past the last is the last', 9, 120, 50, 3],
    ['spec B §2.8: page 0 is the first', 0, 120, 50, 1],
    ['spec B §2.8: a non-number is the first', 'x', 120, 50, 1],
    ['spec B §2.8: an empty album stays on page 1', 4, 0, 50, 1],
    ['spec B §2.8: missing page is the first', undefined, 120, 50, 1],
  ])('%s', (_name, page, total, size, expected) => {
    expect(clampAlbumPage(page, total, size)).toBe(expected);
  });

  it.each([
    ['spec B §2.8: first page', 120, 50, 1, { offset: 0, limit: 50 }],
    ['spec B §2.8: last, partial page', 120, 50, 3, { offset: 100, limit: 20 }],
    ['spec B §2.8: page past the end shows the last', 120, 50, 7, { offset: 100, limit: 20 }],
    ['spec B §2.8: empty album', 0, 50, 1, { offset: 0, limit: 0 }],
  ])('%s', (_name, total, size, page, expected) => {
    expect(albumPageSlice(total, size, page)).toEqual(expected);
  });
});
