import {
  type AdminEventForm,
  type AlbumOrderChoice,
  adminAlbumPhotoListSchema,
  adminEventDetailSchema,
  adminEventListSchema,
  adminPhotoListSchema,
  albumOrderFormSchema,
  type EventPublicationForm,
  eventCoverAnswerSchema,
  eventPublicationSchema,
  idAnswerSchema,
  type PhotoIngestState,
  photoMoveFormSchema,
  photoReceivedSchema,
  sentPhotoListSchema,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, fetchPage, noAnswer } from '../../../../lib/define-call';
import { type SendOptions, sendCall } from '../../../../lib/send-with-progress';
import { BACKOFFICE_KEY, queryString } from '../../../api/request';

/** The producer's events and photos (decision 65): every call of /api/admin/…/eventos. */
export const eventsKey = (graduationId: number) => [BACKOFFICE_KEY, 'events', graduationId] as const;
export const eventKey = (eventId: number) => [BACKOFFICE_KEY, 'event', eventId] as const;

/** GET /api/admin/formaturas/:id/eventos[?arquivados=1]: archived events only when asked (decision 124). */
const getEvents = defineCall({
  path: ({ graduationId, archived }: { graduationId: number; archived: boolean }) =>
    `/admin/formaturas/${graduationId}/eventos${archived ? '?arquivados=1' : ''}`,
  answer: adminEventListSchema,
  key: ({ graduationId, archived }) => [...eventsKey(graduationId), archived] as const,
});

export const eventsQuery = (graduationId: number, archived = false) =>
  getEvents.queryOptions({ graduationId, archived });

/** GET /api/admin/eventos/:id */
const getEvent = defineCall({
  path: (eventId: number) => `/admin/eventos/${eventId}`,
  answer: adminEventDetailSchema,
  key: eventKey,
});

export const eventQuery = (eventId: number) => getEvent.queryOptions(eventId);

export const EVENT_PHOTOS_PAGE = 60;

interface PhotosPage {
  eventId: number;
  page: number;
  state: PhotoIngestState | null;
}

/** GET /api/admin/eventos/:id/fotos?pagina=&porPagina=&estado=: a page, its total in X-Total-Count. */
const getEventPhotos = defineCall({
  path: ({ eventId, page, state }: PhotosPage) =>
    `/admin/eventos/${eventId}/fotos${queryString({ pagina: page, porPagina: EVENT_PHOTOS_PAGE, estado: state })}`,
  answer: adminPhotoListSchema,
});

export const eventPhotosQuery = (eventId: number, page: number, state: PhotoIngestState | null) =>
  queryOptions({
    queryKey: [...eventKey(eventId), 'photos', page, state],
    queryFn: async ({ signal }) => {
      const { data, total } = await fetchPage(getEventPhotos, { eventId, page, state }, { signal });
      return { items: data, total: total ?? 0 };
    },
  });

/** GET /api/admin/eventos/:id/fotos/enviadas: the files already sent, for the uploader to skip. */
const getSentPhotos = defineCall({
  path: (eventId: number) => `/admin/eventos/${eventId}/fotos/enviadas`,
  answer: sentPhotoListSchema,
});

export const sentPhotos = (eventId: number) => getSentPhotos(eventId);

/** POST /api/admin/formaturas/:id/eventos → its id. */
const postEvent = defineCall({
  method: 'POST',
  path: ({ graduationId }: { graduationId: number; form: AdminEventForm }) =>
    `/admin/formaturas/${graduationId}/eventos`,
  body: ({ form }: { graduationId: number; form: AdminEventForm }) => form,
  answer: idAnswerSchema,
});

/** The new event, sent with the form's submit key (decision 117). */
export const createEvent = (graduationId: number, form: AdminEventForm, idempotencyKey?: string) =>
  postEvent({ graduationId, form }, { idempotencyKey });

/** PUT /api/admin/eventos/:id → its id. */
const putEvent = defineCall({
  method: 'PUT',
  path: ({ eventId }: { eventId: number; form: AdminEventForm }) => `/admin/eventos/${eventId}`,
  body: ({ form }: { eventId: number; form: AdminEventForm }) => form,
  answer: idAnswerSchema,
});

export const updateEvent = (eventId: number, form: AdminEventForm) => putEvent({ eventId, form });

/** PUT /api/admin/eventos/:id/publicacao: publish now, schedule, or back to draft (decision 120). */
const putPublication = defineCall({
  method: 'PUT',
  path: ({ eventId }: { eventId: number; form: EventPublicationForm }) =>
    `/admin/eventos/${eventId}/publicacao`,
  body: ({ form }: { eventId: number; form: EventPublicationForm }) => form,
  answer: eventPublicationSchema,
});

export const setPublication = (eventId: number, form: EventPublicationForm) =>
  putPublication({ eventId, form });

/** PUT /api/admin/eventos/:id/ordem: the album's order (decision 120). */
const putAlbumOrder = defineCall({
  method: 'PUT',
  path: ({ eventId }: { eventId: number; ordem: AlbumOrderChoice }) => `/admin/eventos/${eventId}/ordem`,
  body: ({ ordem }: { eventId: number; ordem: AlbumOrderChoice }) => ({ ordem }),
  answer: albumOrderFormSchema,
});

export const setAlbumOrder = (eventId: number, ordem: AlbumOrderChoice) => putAlbumOrder({ eventId, ordem });

export const ALBUM_ORDER_PAGE = 60;

/** GET /api/admin/eventos/:id/album?pagina=&porPagina=: the ready photos in album order, total in X-Total-Count. */
const getAlbum = defineCall({
  path: ({ eventId, page }: { eventId: number; page: number }) =>
    `/admin/eventos/${eventId}/album${queryString({ pagina: page, porPagina: ALBUM_ORDER_PAGE })}`,
  answer: adminAlbumPhotoListSchema,
});

export const albumOrderQuery = (eventId: number, page: number) =>
  queryOptions({
    queryKey: [...eventKey(eventId), 'album', page],
    queryFn: async ({ signal }) => {
      const { data, total } = await fetchPage(getAlbum, { eventId, page }, { signal });
      return { items: data, total: total ?? 0 };
    },
  });

/** PUT /api/admin/eventos/:id/fotos/:photoId/posicao: the photo to place `posicao` of the manual order. */
const putPhotoPosition = defineCall({
  method: 'PUT',
  path: ({ eventId, photoId }: { eventId: number; photoId: number; posicao: number }) =>
    `/admin/eventos/${eventId}/fotos/${photoId}/posicao`,
  body: ({ posicao }: { eventId: number; photoId: number; posicao: number }) => ({ posicao }),
  answer: photoMoveFormSchema,
});

export const movePhoto = (eventId: number, photoId: number, posicao: number) =>
  putPhotoPosition({ eventId, photoId, posicao });

/** DELETE /api/admin/eventos/:id/fotos/:photoId (204). */
const deletePhoto = defineCall({
  method: 'DELETE',
  path: ({ eventId, photoId }: { eventId: number; photoId: number }) =>
    `/admin/eventos/${eventId}/fotos/${photoId}`,
  answer: noAnswer,
});

export const removePhoto = (eventId: number, photoId: number) => deletePhoto({ eventId, photoId });

/** One file as multipart. */
function formOf({ file }: { file: File }): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** POST /api/admin/eventos/:id/fotos (multipart): the photo received, to be processed. */
const postPhoto = defineCall({
  method: 'POST',
  path: ({ eventId }: { eventId: number; file: File }) => `/admin/eventos/${eventId}/fotos`,
  body: formOf,
  answer: photoReceivedSchema,
});

/** POST /api/admin/eventos/:id/capa (multipart): the cover. */
const postCover = defineCall({
  method: 'POST',
  path: ({ eventId }: { eventId: number; file: File }) => `/admin/eventos/${eventId}/capa`,
  body: formOf,
  answer: eventCoverAnswerSchema,
});

// Sent by the uploader, with progress; a dropped connection rejects with NETWORK and this text.
const DROPPED = 'A conexão caiu.';

export const uploadPhoto = (eventId: number, file: File, options: SendOptions) =>
  sendCall(postPhoto, { eventId, file }, { ...options, networkMessage: DROPPED });

export const uploadCover = (eventId: number, file: File) =>
  sendCall(postCover, { eventId, file }, { networkMessage: DROPPED });
