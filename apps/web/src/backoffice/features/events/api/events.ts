import {
  type AdminEventForm,
  adminEventDetailSchema,
  adminEventListSchema,
  adminPhotoListSchema,
  eventCoverAnswerSchema,
  idAnswerSchema,
  type PhotoIngestState,
  photoReceivedSchema,
  sentPhotoListSchema,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../../lib/api-client';
import { type SendOptions, sendWithProgress } from '../../../../lib/send-with-progress';
import { BACKOFFICE_KEY, call, queryString } from '../../../api/request';

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
  call(idAnswerSchema, `/admin/formaturas/${graduationId}/eventos`, {
    method: 'POST',
    body: form,
  });

export const updateEvent = (eventId: number, form: AdminEventForm) =>
  call(idAnswerSchema, `/admin/eventos/${eventId}`, { method: 'PUT', body: form });

export const removePhoto = (eventId: number, photoId: number) =>
  api<void>(`/admin/eventos/${eventId}/fotos/${photoId}`, { method: 'DELETE' });

/** One file as multipart to `path`, with upload progress; a dropped connection rejects with NETWORK. */
const sendFile = <T>(path: string, file: File, parse: (body: unknown) => T, options: SendOptions = {}) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendWithProgress(path, form, parse, { ...options, networkMessage: 'A conexão caiu.' });
};

export const uploadPhoto = (eventId: number, file: File, options: SendOptions) =>
  sendFile(`/admin/eventos/${eventId}/fotos`, file, (b) => photoReceivedSchema.parse(b), options);

export const uploadCover = (eventId: number, file: File) =>
  sendFile(`/admin/eventos/${eventId}/capa`, file, (b) => eventCoverAnswerSchema.parse(b));
