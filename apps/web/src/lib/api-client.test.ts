import { globalMessages } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiAnswer, type RequestOptions, setUnauthorizedHandler } from './api-client';

/** The client's answer, as defineCall reads it before its check. */
const api = async (path: string, options?: RequestOptions) => (await apiAnswer(path, options)).body;

function reply(status: number, body?: unknown, contentType = 'application/json') {
  return vi.fn(
    async () =>
      new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': contentType },
      }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  setUnauthorizedHandler(() => {});
});

describe('api client', () => {
  it('prefixes /api, sends JSON and the bearer token from session storage', async () => {
    sessionStorage.setItem('token', 'abc');
    const fetchMock = reply(200, { ok: 1 });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/perfil/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/perfil/x');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends a FormData as it is, leaving the multipart Content-Type to the browser', async () => {
    const fetchMock = reply(200, { ok: 1 });
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.jpg');
    await api('/admin/produtos/1/imagem', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('DESIGN §3: turns {error, type} into a typed ApiError with the pt-BR text', async () => {
    vi.stubGlobal('fetch', reply(409, { error: 'Já existe.', type: 'FOUND' }));
    const error = await api('/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, type: 'FOUND', message: 'Já existe.' });
  });

  it('answers the generic text for a body that is not {error, type} and for a network failure', async () => {
    vi.stubGlobal('fetch', reply(502, '<html>Bad gateway</html>', 'text/html'));
    await expect(api('/x')).rejects.toMatchObject({ status: 502, message: globalMessages.unexpected });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(api('/x')).rejects.toMatchObject({ status: 0, type: 'NETWORK' });
  });

  it('a 401 on an authenticated call clears the session and calls the handler', async () => {
    sessionStorage.setItem('token', 'abc');
    sessionStorage.setItem('user', '{}');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', reply(401, { error: 'Sessão expirada.', type: 'UNAUTHORIZED' }));
    await expect(api('/perfil/cadastro')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('an anonymous call sends no token and its 401 (wrong password) keeps the session', async () => {
    sessionStorage.setItem('token', 'abc');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const fetchMock = reply(401, { error: 'E-mail ou senha incorretos.', type: 'NOT_FOUND' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/auth', { method: 'POST', body: {}, anonymous: true })).rejects.toMatchObject({
      type: 'NOT_FOUND',
    });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(handler).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('token')).toBe('abc');
  });

  it('answers undefined for 204', async () => {
    vi.stubGlobal('fetch', reply(204));
    await expect(api('/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
