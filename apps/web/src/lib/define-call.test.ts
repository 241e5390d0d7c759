import { globalMessages, messageSchema } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch } from '../boot/prefetch';
import { ApiError } from './api-client';
import { defineCall, fetchPage } from './define-call';

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  delete window.__portalPrefetch;
});

describe('defineCall: one way to call the API, answers parsed (decision 109)', () => {
  const save = defineCall({
    method: 'POST',
    path: (id: number) => `/coisas/${id}`,
    body: (id: number) => ({ id }),
    answer: messageSchema,
    key: (id: number) => ['coisas', id] as const,
  });

  it('sends the path, method and body through the one client and parses the answer', async () => {
    const fetchMock = reply(200, { message: 'ok' });
    await expect(save(7)).resolves.toEqual({ message: 'ok' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/coisas/7');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"id":7}');
  });

  it('refuses an answer off the contract as UNEXPECTED, never handing it on', async () => {
    reply(200, { mensagem: 'ok' });
    await expect(save(7)).rejects.toEqual(new ApiError(200, 'UNEXPECTED', globalMessages.unexpected));
  });

  it('gives query options under the feature key, and loads a lazy schema with the call', async () => {
    reply(200, { message: 'ok' });
    const lazy = defineCall({
      path: '/x',
      answer: () => Promise.resolve(messageSchema),
      key: () => ['x'] as const,
    });
    const options = lazy.queryOptions(undefined, { staleTime: 5 });
    expect(options.queryKey).toEqual(['x']);
    expect(options.staleTime).toBe(5);
    expect(save.queryOptions(3).queryKey).toEqual(['coisas', 3]);
    await expect(lazy()).resolves.toEqual({ message: 'ok' });
  });

  it('parses the boot prefetch’s answer with the same schema (decisions 42, 90)', async () => {
    sessionStorage.setItem('token', 'tok');
    const fetchMock = reply(200, { nope: 1 });
    window.__portalPrefetch = prefetch(['/perfil/x'], 'tok');
    const prefetched = defineCall({ path: '/perfil/x', answer: messageSchema, prefetched: true });
    await expect(prefetched()).rejects.toMatchObject({ type: 'UNEXPECTED' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads a page’s total from X-Total-Count', async () => {
    reply(200, { message: 'ok' }, { 'X-Total-Count': '12' });
    await expect(fetchPage(save, 1)).resolves.toEqual({ data: { message: 'ok' }, total: 12 });
  });
});
