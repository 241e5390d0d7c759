import { globalMessages } from '@portal/domain';
import { ApiError, api } from './api-client';
import { getToken } from './session';

export interface SendOptions {
  /** Bytes sent so far, as a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** For a raw body (a CSV); FormData sets its own multipart boundary. */
  contentType?: string;
  /** The text of a dropped connection. */
  networkMessage?: string;
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (body && typeof body === 'object') {
      const { error, type } = body as Record<string, unknown>;
      if (typeof error === 'string' && typeof type === 'string') return new ApiError(xhr.status, type, error);
    }
  } catch {
    // Not JSON (a proxy's page): the generic text below.
  }
  return new ApiError(xhr.status, 'UNEXPECTED', globalMessages.unexpected);
}

/**
 * POST `body` to /api`path` with upload progress. XMLHttpRequest rather than the one client's fetch: only
 * it reports the progress of a request body over HTTP/1.1 (a streamed fetch body needs HTTP/2 in Chromium).
 * Errors become the client's ApiError, so screens show them the same way; an answer `parse` refuses is
 * UNEXPECTED; aborting through `signal` rejects with an AbortError.
 */
export function sendWithProgress<T>(
  path: string,
  body: Blob | FormData,
  parse: (body: unknown) => T,
  { onProgress, signal, contentType, networkMessage = globalMessages.unexpected }: SendOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
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
          resolve(parse(JSON.parse(xhr.responseText)));
        } catch {
          reject(new ApiError(xhr.status, 'UNEXPECTED', globalMessages.unexpected));
        }
        return;
      }
      // An expired session: one call through the one client, so the expiry takes its usual way
      // (session cleared, the warning, /signin remembering this page).
      if (xhr.status === 401 && token) void api('/sessao').catch(() => {});
      reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', networkMessage));
    xhr.onabort = () => reject(new DOMException('Envio cancelado', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
