import { globalMessages } from '@portal/domain';
import { clearSession, getToken } from './session';

/** A failed call: the HTTP status (0 when the server could not be reached), the type and a pt-BR text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown, type?: string): error is ApiError {
  return error instanceof ApiError && (type === undefined || error.type === type);
}

/** The error type of any error thrown by a call ('UNEXPECTED' for anything else). */
export function errorType(error: unknown): string {
  return error instanceof ApiError ? error.type : 'UNEXPECTED';
}

/** The pt-BR text to show for any error thrown by a call. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : globalMessages.unexpected;
}

let onUnauthorized: () => void = () => {};

/** The app decides what a 401 on an authenticated call does (go to /signin remembering the origin). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** JSON, or a FormData sent as multipart (its boundary set by the browser). */
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in and account calls: no bearer token, so their 401 never ends a session. */
  anonymous?: boolean;
}

async function readError(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { error, type } = body as Record<string, unknown>;
      if (typeof error === 'string' && typeof type === 'string')
        return new ApiError(response.status, type, error);
    }
  } catch {
    // Not JSON (a proxy page, an empty body): fall through to the generic text.
  }
  return new ApiError(response.status, 'UNEXPECTED', globalMessages.unexpected);
}

/** Sends a call with the bearer token; a failed answer becomes ApiError (a 401 with a token ends the session). */
async function send(
  path: string,
  { method = 'GET', body, signal, anonymous = false }: RequestOptions,
  accept: string,
): Promise<Response> {
  const token = anonymous ? null : getToken();
  const headers: Record<string, string> = { Accept: accept };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK', globalMessages.unexpected);
  }

  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && token) {
      clearSession();
      onUnauthorized();
    }
    throw error;
  }
  return response;
}

/**
 * The one HTTP client: `/api` prefix, bearer token, JSON both ways, `{error, type}` turned into ApiError.
 * A 401 on a call that carried a token ends the session.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A page of a list whose total rides in the X-Total-Count header (the album, the home's lists). */
export async function apiPage<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; total: number | null }> {
  const response = await send(path, options, 'application/json');
  const header = Number(response.headers.get('X-Total-Count'));
  const text = await response.text();
  return {
    data: (text ? JSON.parse(text) : undefined) as T,
    total: Number.isInteger(header) && header >= 0 && response.headers.has('X-Total-Count') ? header : null,
  };
}

/**
 * A binary answer (an image, a download) through the same client: the bearer token goes along, so files
 * behind authentication load without exposing the token in a URL.
 */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, '*/*');
  return response.blob();
}
