import { globalMessages, type Upload, type UploadCreated, type UploadType } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { getToken } from '../../../lib/session';

/** GET /api/uploads/{tipo}: the student's files of one screen; null when the screen is not theirs (403). */
export function uploadsQuery(tipo: UploadType) {
  return queryOptions({
    queryKey: ['uploads', tipo],
    queryFn: async ({ signal }): Promise<Upload[] | null> => {
      try {
        return await api<Upload[]>(`/uploads/${tipo}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return null;
        throw error;
      }
    },
  });
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (body && typeof body === 'object') {
      const { error, type } = body as Record<string, unknown>;
      if (typeof error === 'string' && typeof type === 'string') return new ApiError(xhr.status, type, error);
    }
  } catch {
    // Not JSON: the generic text below.
  }
  return new ApiError(xhr.status, 'UNEXPECTED', globalMessages.unexpected);
}

/**
 * POST /api/uploads, multipart with `tipo` before the file (decision 54), through XMLHttpRequest so the
 * upload progress (0–1) can be shown; the same bearer token as the API client. Failures become ApiError.
 */
export function sendUpload(
  tipo: UploadType,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadCreated> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadCreated);
        } catch {
          reject(new ApiError(xhr.status, 'UNEXPECTED', globalMessages.unexpected));
        }
      } else reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', globalMessages.unexpected));
    const form = new FormData();
    form.append('tipo', tipo);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

type Answer = { message: string };

export const deleteUpload = (id: string) =>
  api<Answer | undefined>(`/uploads/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const saveUploadLabel = (id: string, label: string) =>
  api<Answer>('/uploads/label', { method: 'POST', body: { id, label } });

export const saveUploadObs = (id: string, obs: string) =>
  api<Answer>('/uploads/obs', { method: 'POST', body: { id, obs } });

export const saveMusicStart = (id: string, label: string, time: string) =>
  api<Answer>('/uploads/time', { method: 'POST', body: { id, label, time } });

/** GET /api/uploads/{id}/arquivo with the bearer token, saved under the student's file name. */
export async function downloadUpload(upload: Pick<Upload, '_id' | 'name'>): Promise<void> {
  saveBlob(await apiBlob(`/uploads/${encodeURIComponent(upload._id)}/arquivo`), upload.name);
}
