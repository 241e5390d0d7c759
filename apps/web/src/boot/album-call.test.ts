import { normalisePageSize } from '@portal/domain';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { patterns } from '../config/paths';
import { getAlbumPage } from '../features/album/api/album-photos';
import { albumCallOf } from './album-call';
import { landingOf } from './landing';

/** The album page's own reading of its route (album-page.tsx), then its call's path. */
function appCall(pathname: string): string | null {
  const params = matchPath(patterns.album, pathname)?.params;
  if (!params) return null;
  const whole = (v: string | undefined) => (Number.isInteger(Number(v)) && Number(v) >= 1 ? Number(v) : null);
  const eventId = whole(params.id);
  if (eventId === null) return null;
  return getAlbumPage.spec.path instanceof Function
    ? getAlbumPage.spec.path({
        eventId,
        pageSize: normalisePageSize(params.pageSize),
        page: whole(params.page) ?? 1,
      })
    : null;
}

describe('decision 142: a page load on the album asks for its first page before the app has loaded', () => {
  it.each([
    ['/album/1/50/1', '/eventos/album/1?pagina=1&porPagina=50'],
    ['/album/7/24/3', '/eventos/album/7?pagina=3&porPagina=24'],
    ['/album/7/500/2', '/eventos/album/7?pagina=2&porPagina=200'],
    ['/album/7/abc/x', '/eventos/album/7?pagina=1&porPagina=50'],
    ['/album/7/0/0', '/eventos/album/7?pagina=1&porPagina=50'],
    ['/album/0/50/1', null],
    ['/album/x/50/1', null],
    ['/album/1/50', null],
    ['/album/encontre-suas-fotos', null],
    ['/perfil', null],
  ])('decision 142: %s asks %s, as the album page does', (pathname, call) => {
    expect(albumCallOf(pathname)).toBe(call);
    expect(albumCallOf(pathname)).toBe(appCall(pathname));
  });

  it('decision 142: the album call is prefetched and checked by hand (zod off the album first paint)', () => {
    expect(getAlbumPage.spec.prefetched).toBe(true);
    expect(typeof getAlbumPage.spec.answer).toBe('object');
  });

  it('decision 142: a signed-in page load on an album lands on the album; without a session, nowhere', () => {
    expect(landingOf('/album/1/50/1', true)).toBe('album');
    expect(landingOf('/album/1/50/1', false)).toBeNull();
  });
});
