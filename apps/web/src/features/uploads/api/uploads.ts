import type { Upload, UploadCreated, UploadType } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { blobAnswer, defineCall } from '../../../lib/define-call';
import { saveBlob } from '../../../lib/save-blob';
import { sendCall } from '../../../lib/send-with-progress';
import { uploadsKeys } from './keys';

const messageSchema = () => import('./schemas').then((s) => s.messageSchema);

/** GET /api/uploads/{tipo}: the student's files of one screen. */
export const getUploads = defineCall({
  path: (tipo: UploadType) => `/uploads/${tipo}`,
  answer: () => import('./schemas').then((s) => s.uploadListSchema),
});

/** The student's files of one screen; null when the screen is not theirs (403). */
export function uploadsQuery(tipo: UploadType) {
  return queryOptions({
    queryKey: uploadsKeys.list(tipo),
    queryFn: async ({ signal }): Promise<Upload[] | null> => {
      try {
        return await getUploads(tipo, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return null;
        throw error;
      }
    },
  });
}

/** POST /api/uploads, multipart with `tipo` before the file (decision 54). */
export const createUpload = defineCall({
  method: 'POST',
  path: '/uploads',
  body: ({ tipo, file }: { tipo: UploadType; file: File }) => {
    const form = new FormData();
    form.append('tipo', tipo);
    form.append('file', file, file.name);
    return form;
  },
  answer: () => import('./schemas').then((s) => s.uploadCreatedSchema),
});

/** Sends a file through the uploader, with its progress (0–1). */
export function sendUpload(
  tipo: UploadType,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadCreated> {
  return sendCall(createUpload, { tipo, file }, { onProgress });
}

/** DELETE /api/uploads/{id}. */
export const deleteUpload = defineCall({
  method: 'DELETE',
  path: (id: string) => `/uploads/${encodeURIComponent(id)}`,
  answer: messageSchema,
});

const saveUploadField = (path: string) =>
  defineCall({ method: 'POST', path, body: (body: Record<string, string>) => body, answer: messageSchema });
const postLabel = saveUploadField('/uploads/label');
const postObs = saveUploadField('/uploads/obs');
const postTime = saveUploadField('/uploads/time');

/** POST /api/uploads/label {id, label}. */
export const saveUploadLabel = (id: string, label: string) => postLabel({ id, label });

/** POST /api/uploads/obs {id, obs}. */
export const saveUploadObs = (id: string, obs: string) => postObs({ id, obs });

/** POST /api/uploads/time {id, label, time}: where a song starts. */
export const saveMusicStart = (id: string, label: string, time: string) => postTime({ id, label, time });

/** GET /api/uploads/{id}/arquivo with the bearer token, saved under the student's file name. */
export async function downloadUpload(upload: Pick<Upload, '_id' | 'name'>): Promise<void> {
  saveBlob(await getUploadFile(upload._id), upload.name);
}

/** GET /api/uploads/{id}/miniatura: a sent photo as a small JPEG, with the bearer token (decision 133). */
export const getUploadThumbnail = defineCall({
  path: (id: string) => `/uploads/${encodeURIComponent(id)}/miniatura`,
  answer: blobAnswer,
});

const getUploadFile = defineCall({
  path: (id: string) => `/uploads/${encodeURIComponent(id)}/arquivo`,
  answer: blobAnswer,
});
