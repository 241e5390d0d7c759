import { globalMessages } from '@portal/domain';
import { ApiError, errorFromBody } from './api-client';
import { type Call, defineCall, noAnswer, parseAnswer, pathOf } from './define-call';
import { getToken } from './session';

/** GET /api/sessao, made for its 401 only: the client's one path when a session ended (decision 113). */
const confirmSession = defineCall({ path: '/sessao', answer: noAnswer });

export interface SendOptions {
  /** Bytes sent so far, as a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** For a raw body (a CSV); FormData sets its own multipart boundary. */
  contentType?: string;
  /** The text of a dropped connection. */
  networkMessage?: string;
}

/**
 * Sends `body` to /api`path` (POST unless told) with upload progress. XMLHttpRequest rather than the one client's fetch: only
 * it reports the progress of a request body over HTTP/1.1 (a streamed fetch body needs HTTP/2 in Chromium).
 * Errors become the client's ApiError, so screens show them the same way; an answer `parse` refuses is
 * UNEXPECTED; aborting through `signal` rejects with an AbortError.
 */
function sendWithProgress<T>(
  method: string,
  path: string,
  body: Blob | FormData,
  parse: (body: unknown, status: number) => T,
  { onProgress, signal, contentType, networkMessage = globalMessages.unexpected }: SendOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(parse(xhr.responseText ? JSON.parse(xhr.responseText) : undefined, xhr.status));
        } catch {
          reject(new ApiError(xhr.status, 'UNEXPECTED', globalMessages.unexpected));
        }
        return;
      }
      // An expired session: one call through the one client, so the expiry takes its one path (session
      // cleared, the warning, /signin remembering this page) and the client confirms it is over.
      if (xhr.status === 401 && token) void confirmSession().catch(() => {});
      reject(errorFromBody(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', networkMessage));
    xhr.onabort = () => reject(new DOMException('Envio cancelado', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * A call of defineCall sent by the uploader, for its progress: the same path, body and answer schema, the
 * same error parser and 401 path as every other call.
 */
export async function sendCall<I, T>(call: Call<I, T>, input: I, options: SendOptions = {}): Promise<T> {
  const body = call.spec.body?.(input);
  if (!(body instanceof Blob || body instanceof FormData)) throw new TypeError('An upload sends a file');
  let status = 200;
  const raw = await sendWithProgress(
    call.spec.method ?? 'POST',
    pathOf(call.spec, input),
    body,
    (answer, answered) => {
      status = answered;
      return answer;
    },
    options,
  );
  return parseAnswer(call, raw, status);
}
