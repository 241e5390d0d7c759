import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClassEvents } from '../features/album/api/album-event';
import { prefetch, prefetchAfter } from './prefetch';

// decision 153: a call the screen makes only after its first answer (the album's title, once the photos
// came) starts with boot's call instead of after the app's render, the last request before the largest paint.
describe("decision 153: boot asks for a call that waits on another one's answer", () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubFetch = (status: number) => {
    const fetchMock = vi.fn(async () => new Response('[]', { status }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };
  const askedPaths = (fetchMock: ReturnType<typeof stubFetch>) =>
    fetchMock.mock.calls.map((args: unknown[]) => String(args[0]));

  it("asks once the first call answered well, with the session's token", async () => {
    const fetchMock = stubFetch(200);
    const prefetched = prefetch(['/eventos/album/9?pagina=1&porPagina=50'], 'token-a');
    prefetchAfter(prefetched, '/eventos/album/9?pagina=1&porPagina=50', '/perfil/fotos');
    const response = await prefetched.calls['/perfil/fotos'];
    expect(response?.ok).toBe(true);
    expect(askedPaths(fetchMock)).toEqual([
      '/api/eventos/album/9?pagina=1&porPagina=50',
      '/api/perfil/fotos',
    ]);
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-a');
  });

  it('asks nothing after a refusal or a failure, as the app would not', async () => {
    const refused = stubFetch(403);
    const prefetched = prefetch(['/eventos/album/9?pagina=1&porPagina=50'], 'token-a');
    prefetchAfter(prefetched, '/eventos/album/9?pagina=1&porPagina=50', '/perfil/fotos');
    expect(await prefetched.calls['/perfil/fotos']).toBeNull();
    expect(askedPaths(refused)).toEqual(['/api/eventos/album/9?pagina=1&porPagina=50']);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const failed = prefetch(['/eventos/album/9?pagina=1&porPagina=50'], 'token-a');
    prefetchAfter(failed, '/eventos/album/9?pagina=1&porPagina=50', '/perfil/fotos');
    expect(await failed.calls['/perfil/fotos']).toBeNull();
  });

  it('asks nothing when boot did not start the first call', () => {
    const fetchMock = stubFetch(200);
    const prefetched = prefetch([], 'token-a');
    prefetchAfter(prefetched, '/eventos/album/9?pagina=1&porPagina=50', '/perfil/fotos');
    expect(prefetched.calls['/perfil/fotos']).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is, on an album's page load, the album's title call, which the app takes from boot", () => {
    const boot = readFileSync(join(import.meta.dirname, 'boot.ts'), 'utf8');
    expect(boot).toContain("prefetchAfter(window.__portalPrefetch, album, '/perfil/fotos')");
    expect(getClassEvents.spec.path).toBe('/perfil/fotos');
    expect(getClassEvents.spec.prefetched).toBe(true);
    // Checked by hand, not by a schema loaded later: zod stays off the album's first paint (decision 142).
    expect(typeof getClassEvents.spec.answer).toBe('object');
  });
});
