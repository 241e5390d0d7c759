import { globalMessages, messageSchema } from '@portal/domain';
import { bcastCheck } from '@portal/domain/contract/home-checks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch } from '../boot/prefetch';
import { ApiError } from './api-client';
import { blobAnswer, defineCall, fetchPage, noAnswer } from './define-call';

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

describe('decision 113: defineCall, one way to call the API, answers checked', () => {
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

  it('checks the home’s prefetched answer with its hand-written check, refusing one off the contract', async () => {
    sessionStorage.setItem('token', 'tok');
    const notices = { todos: [], aluno: [] };
    reply(200, notices);
    window.__portalPrefetch = prefetch(['/perfil/bcast'], 'tok');
    const getNotices = defineCall({ path: '/perfil/bcast', answer: bcastCheck, prefetched: true });
    await expect(getNotices()).resolves.toEqual(notices);
    reply(200, { todos: [{ crmid: 'x' }], aluno: [] });
    await expect(getNotices()).rejects.toMatchObject({ type: 'UNEXPECTED' });
  });

  it('reads a file as a Blob, and a 204 as nothing, through the same client', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('.csv') ? new Response('a;b', { status: 200 }) : new Response(null, { status: 204 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const csv = defineCall({ path: '/x.csv', answer: blobAnswer });
    await expect((await csv()).text()).resolves.toBe('a;b');
    const remove = defineCall({ method: 'DELETE', path: '/x', answer: noAnswer });
    await expect(remove()).resolves.toBeUndefined();
  });

  it('reads a page’s total from X-Total-Count', async () => {
    reply(200, { message: 'ok' }, { 'X-Total-Count': '12' });
    await expect(fetchPage(save, 1)).resolves.toEqual({ data: { message: 'ok' }, total: 12 });
  });
});
