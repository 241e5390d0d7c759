import { globalMessages, IDEMPOTENCY_HEADER } from '@portal/domain';
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

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** JSON, or a FormData sent as multipart (its boundary set by the browser). */
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in and account calls: no bearer token, so their 401 never ends a session. */
  anonymous?: boolean;
  /** A create form's submit key (decision 117): a repeat with the same key creates nothing more. */
  idempotencyKey?: string;
}

/**
 * The one error parser: a failed answer's body (`{error, type}` as text) becomes ApiError, anything else
 * the generic text. The uploader's XMLHttpRequest uses it too (lib/send-with-progress.ts).
 */
export function errorFromBody(status: number, text: string): ApiError {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'error' in body && 'type' in body) {
      const { error, type } = body;
      if (typeof error === 'string' && typeof type === 'string') return new ApiError(status, type, error);
    }
  } catch {
    // Not JSON (a proxy page, an empty body): fall through to the generic text.
  }
  return new ApiError(status, 'UNEXPECTED', globalMessages.unexpected);
}

async function readError(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // An unreadable body: the generic text.
  }
  return errorFromBody(response.status, text);
}

/** Sends a call with the bearer token; a failed answer becomes ApiError (a 401 with a token ends the session). */
async function send(
  path: string,
  { method = 'GET', body, signal, anonymous = false, idempotencyKey }: RequestOptions,
  accept: string,
): Promise<Response> {
  const token = anonymous ? null : getToken();
  const headers: Record<string, string> = { Accept: accept };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;

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
 * The one HTTP client: `/api` prefix, bearer token, JSON both ways, `{error, type}` turned into ApiError; a
 * 401 on a call that carried a token ends the session. The answer is read as JSON (undefined when empty, as
 * a 204 is) with its headers, not yet checked: only defineCall (lib/define-call.ts) calls it, and checks it
 * with the call's schema or check (decision 113).
 */
export async function apiAnswer(
  path: string,
  options: RequestOptions = {},
): Promise<{ body: unknown; headers: Headers }> {
  const response = await send(path, options, 'application/json');
  const text = response.status === 204 ? '' : await response.text();
  return { body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** The total of a list that rides in the X-Total-Count header (the album, the home's lists); null without it. */
export function totalCount(headers: Headers): number | null {
  const header = Number(headers.get('X-Total-Count'));
  return Number.isInteger(header) && header >= 0 && headers.has('X-Total-Count') ? header : null;
}

/**
 * A binary answer (an image, a download) through the same client: the bearer token goes along, so files
 * behind authentication load without exposing the token in a URL. Called by defineCall (`blobAnswer`).
 */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, '*/*');
  return response.blob();
}
