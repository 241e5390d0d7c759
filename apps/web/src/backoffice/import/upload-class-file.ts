import { globalMessages, type ImportResult, importResultSchema } from '@portal/domain';
import { ApiError, api } from '../../lib/api-client';
import { getToken } from '../../lib/session';

export interface UploadOptions {
  graduationId: number;
  file: Blob;
  /** false: the preview; true: the rows applied in one transaction. */
  apply: boolean;
  /** Bytes sent so far, as a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
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
 * POST /api/admin/formaturas/:id/importacao with the raw CSV as the body (no multipart), answered by the
 * contract's importResultSchema. XMLHttpRequest rather than the one client's fetch: only it reports upload
 * progress over HTTP/1.1 (a streamed fetch body needs HTTP/2 in Chromium), and a class file can take a while.
 * Errors become the client's ApiError, so screens show them the same way.
 */
export function uploadClassFile({ graduationId, file, apply, onProgress, signal }: UploadOptions) {
  return new Promise<ImportResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/formaturas/${graduationId}/importacao?aplicar=${apply}`);
    xhr.setRequestHeader('Content-Type', 'text/csv');
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
          resolve(importResultSchema.parse(JSON.parse(xhr.responseText)));
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
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', globalMessages.unexpected));
    xhr.onabort = () => reject(new DOMException('Envio cancelado', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
