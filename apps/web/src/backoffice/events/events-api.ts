import {
  type AdminEventForm,
  adminEventDetailSchema,
  adminEventListSchema,
  adminPhotoListSchema,
  globalMessages,
  type PhotoIngestState,
  sentPhotoListSchema,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api, apiPage } from '../../lib/api-client';
import { getToken } from '../../lib/session';
import { BACKOFFICE_KEY, call, queryString } from '../api/request';

/** The producer's events and photos (issue 10): every call of /api/admin/…/eventos. */
export const eventsKey = (graduationId: number) => [BACKOFFICE_KEY, 'events', graduationId] as const;
export const eventKey = (eventId: number) => [BACKOFFICE_KEY, 'event', eventId] as const;

export const eventsQuery = (graduationId: number) =>
  queryOptions({
    queryKey: eventsKey(graduationId),
    queryFn: ({ signal }) =>
      call(adminEventListSchema, `/admin/formaturas/${graduationId}/eventos`, { signal }),
  });

export const eventQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventKey(eventId),
    queryFn: ({ signal }) => call(adminEventDetailSchema, `/admin/eventos/${eventId}`, { signal }),
  });

export const EVENT_PHOTOS_PAGE = 60;

export const eventPhotosQuery = (eventId: number, page: number, state: PhotoIngestState | null) =>
  queryOptions({
    queryKey: [...eventKey(eventId), 'photos', page, state],
    queryFn: async ({ signal }) => {
      const { data, total } = await apiPage<unknown>(
        `/admin/eventos/${eventId}/fotos${queryString({ pagina: page, porPagina: EVENT_PHOTOS_PAGE, estado: state })}`,
        { signal },
      );
      return { items: adminPhotoListSchema.parse(data), total: total ?? 0 };
    },
  });

export const sentPhotos = (eventId: number) =>
  call(sentPhotoListSchema, `/admin/eventos/${eventId}/fotos/enviadas`);

export const createEvent = (graduationId: number, form: AdminEventForm) =>
  call(z.object({ id: z.number() }), `/admin/formaturas/${graduationId}/eventos`, {
    method: 'POST',
    body: form,
  });

export const updateEvent = (eventId: number, form: AdminEventForm) =>
  call(z.object({ id: z.number() }), `/admin/eventos/${eventId}`, { method: 'PUT', body: form });

export const removePhoto = (eventId: number, photoId: number) =>
  api<void>(`/admin/eventos/${eventId}/fotos/${photoId}`, { method: 'DELETE' });

export const receivedSchema = z.object({
  id: z.number(),
  nome: z.string(),
  estado: z.enum(['pending', 'ready', 'refused']),
  motivo: z.enum(['not_image', 'corrupt', 'duplicate', 'too_large']).nullable(),
  repetido: z.boolean(),
});
export type Received = z.infer<typeof receivedSchema>;

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
 * One file as multipart to `path`, with upload progress: XMLHttpRequest, since only it reports progress
 * of a request body over HTTP/1.1 (as the class import does). A dropped connection rejects with NETWORK.
 */
export function sendFile<T>(
  path: string,
  file: File,
  parse: (body: unknown) => T,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(parse(JSON.parse(xhr.responseText)));
        } catch {
          reject(new ApiError(xhr.status, 'UNEXPECTED', globalMessages.unexpected));
        }
        return;
      }
      // An expired session takes the one client's usual way (cleared, /signin remembering the page).
      if (xhr.status === 401 && token) void api('/sessao').catch(() => {});
      reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'A conexão caiu.'));
    xhr.onabort = () => reject(new DOMException('Envio cancelado', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export const uploadPhoto = (eventId: number, file: File, options: Parameters<typeof sendFile>[3]) =>
  sendFile(`/admin/eventos/${eventId}/fotos`, file, (b) => receivedSchema.parse(b), options);

export const uploadCover = (eventId: number, file: File) =>
  sendFile(`/admin/eventos/${eventId}/capa`, file, (b) => z.object({ capa: z.string() }).parse(b));
