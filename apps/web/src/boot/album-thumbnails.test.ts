import { describe, expect, it } from 'vitest';
import { preloadThumbnails, THUMBNAILS_AHEAD, thumbnailPreloads, thumbnailsOf } from './album-thumbnails';

const photo = (n: number) => ({ idFoto: n, caminho: `/api/midia/1/sig/fotos/1/t/${n}.jpg` });

describe('decision 146: a page load on the album fetches its first thumbnails when the page answers', () => {
  it('takes the first thumbnails a phone shows, in order', () => {
    const photos = [1, 2, 3, 4, 5, 6].map(photo);
    expect(thumbnailsOf(photos)).toEqual(photos.slice(0, THUMBNAILS_AHEAD).map((p) => p.caminho));
  });

  it("decision 157: only a phone's first row, so that no more images share the link with the app's scripts", () => {
    expect(thumbnailsOf([1, 2, 3, 4].map(photo))).toEqual([photo(1).caminho, photo(2).caminho]);
  });

  it('skips what is not a photo of this site, and answers that are not a page', () => {
    expect(thumbnailsOf([{ caminho: '//elsewhere.example/x.jpg' }, photo(2)])).toEqual([photo(2).caminho]);
    expect(thumbnailsOf([{ caminho: 7 }, null])).toEqual([]);
    expect(thumbnailsOf({ error: 'x' })).toEqual([]);
    expect(thumbnailsOf(null)).toEqual([]);
  });

  it('preloads them as urgent images, without CORS (as the grid <img>s ask for them)', () => {
    const [link] = thumbnailPreloads(document, ['/api/midia/1/t/1.jpg']);
    expect(link?.rel).toBe('preload');
    expect(link?.as).toBe('image');
    expect(link?.fetchPriority).toBe('high');
    expect(link?.getAttribute('href')).toBe('/api/midia/1/t/1.jpg');
    expect(link?.hasAttribute('crossorigin')).toBe(false);
  });

  it('reads a copy of the answer: the app still reads the answer itself', async () => {
    const response = new Response(JSON.stringify([photo(1)]), { status: 200 });
    const call = Promise.resolve<Response | null>(response);
    const doc = document.implementation.createHTMLDocument();
    preloadThumbnails(doc, call);
    expect(await (await call)?.json()).toEqual([photo(1)]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...doc.head.querySelectorAll('link[rel=preload]')].map((l) => l.getAttribute('href'))).toEqual([
      photo(1).caminho,
    ]);
  });

  it('preloads nothing when the call failed', async () => {
    const doc = document.implementation.createHTMLDocument();
    preloadThumbnails(doc, Promise.resolve(new Response('{}', { status: 403 })));
    preloadThumbnails(doc, Promise.resolve(null));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(doc.head.querySelectorAll('link').length).toBe(0);
  });
});
