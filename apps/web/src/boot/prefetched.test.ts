import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch } from './prefetch';
import { takePrefetched, takePrefetchedAnswer } from './prefetched';

afterEach(() => {
  delete window.__portalPrefetch;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function answering(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('calls started by boot.ts (decision 42)', () => {
  it('are made with the bearer token and handed over once, to the same session', async () => {
    const fetchMock = answering(200, { todos: [], aluno: [] });
    window.__portalPrefetch = prefetch(['/perfil/bcast'], 'tok');
    expect(fetchMock).toHaveBeenCalledWith('/api/perfil/bcast', {
      headers: { Accept: 'application/json', Authorization: 'Bearer tok' },
    });
    expect(await takePrefetched('/perfil/bcast', 'tok')).toEqual({ todos: [], aluno: [] });
    expect(await takePrefetched('/perfil/bcast', 'tok')).toBeUndefined();
  });

  it('are not used by another session, after a failure, or when old', async () => {
    answering(200, { ok: true });
    window.__portalPrefetch = prefetch(['/a', '/b'], 'tok');
    expect(await takePrefetched('/a', 'other')).toBeUndefined();
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    expect(await takePrefetched('/b', 'tok')).toBeUndefined();
    answering(401, { error: 'x', type: 'UNAUTHORIZED' });
    window.__portalPrefetch = prefetch(['/c'], 'tok');
    expect(await takePrefetched('/c', 'tok')).toBeUndefined();
  });

  it('leave the caller to its own call when there was none', async () => {
    expect(await takePrefetched('/perfil/bcast', 'tok')).toBeUndefined();
  });
});

describe('decision 142: a page prefetched by boot.ts keeps its total', () => {
  it("hands over the answer with its headers (the album's X-Total-Count), once", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers: { 'X-Total-Count': '120' } })),
    );
    window.__portalPrefetch = prefetch(['/eventos/album/1?pagina=1&porPagina=50'], 'tok');
    const answer = await takePrefetchedAnswer('/eventos/album/1?pagina=1&porPagina=50', 'tok');
    expect(answer?.body).toEqual([]);
    expect(answer?.headers.get('X-Total-Count')).toBe('120');
    expect(await takePrefetchedAnswer('/eventos/album/1?pagina=1&porPagina=50', 'tok')).toBeUndefined();
  });
});
