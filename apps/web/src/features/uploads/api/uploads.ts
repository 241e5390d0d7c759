import type { Upload, UploadCreated, UploadType } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { sendWithProgress } from '../../../lib/send-with-progress';
import { uploadsKeys } from './keys';

/** GET /api/uploads/{tipo}: the student's files of one screen; null when the screen is not theirs (403). */
export function uploadsQuery(tipo: UploadType) {
  return queryOptions({
    queryKey: uploadsKeys.list(tipo),
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

/** POST /api/uploads, multipart with `tipo` before the file (decision 54), with upload progress (0–1). */
export function sendUpload(
  tipo: UploadType,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadCreated> {
  const form = new FormData();
  form.append('tipo', tipo);
  form.append('file', file, file.name);
  return sendWithProgress('/uploads', form, (body) => body as UploadCreated, { onProgress });
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
