import {
  albumParamsSchema,
  albumPhotoListSchema,
  albumQuerySchema,
  authMessages,
  errorSchema,
  globalMessages,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { sendJson } from '../../lib/send-json';
import type { Storage } from '../../lib/storage';
import type { AlbumService } from './album.service';
import { SERVABLE_KEY } from './keys';
import type { MediaUrls } from './media-urls';

const YEAR = 365 * 24 * 3600;

type Options = { service: AlbumService; urls: MediaUrls; storage: Storage };

/** The album call (spec B §7) and the signed media addresses its photos point at (decision 66). */
export const albumRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, urls, storage }) => {
  app.get(
    '/eventos/album/:id',
    {
      config: { audit: 'evento.album.ver' },
      onRequest: app.authenticate,
      schema: {
        tags: ['álbum'],
        security: [{ bearer: [] }],
        summary: 'Fotos de um evento da formatura, uma página por vez (total em X-Total-Count)',
        params: albumParamsSchema,
        querystring: albumQuerySchema,
        response: { 200: albumPhotoListSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const { body, total } = await service.page(req.actor, req.params.id, req.query);
      reply.header('x-total-count', total);
      // The addresses inside are signed for this student's session: no shared cache keeps them.
      reply.header('cache-control', 'private, no-store');
      // Sent as JSON text: the list is built typed as the wire schema (AlbumPhotoWire) and kept built
      // (decision 84), so running the zod response schema over 50 photos again on every page only cost CPU
      // (bench 41). The schema stays on the route for the documentation, and the tests parse the answer with it.
      return sendJson(reply as FastifyReply, body);
    },
  );

  app.get(
    '/midia/:exp/:sig/*',
    {
      // The signature is the authorisation and the file cannot change at its address: like the web app's
      // static files, not counted against the caller's API calls (an album page is 50 of them).
      config: { rateLimit: false },
      schema: {
        tags: ['álbum'],
        summary: 'Miniatura, prévia ou capa por endereço assinado e com validade',
        params: z.object({
          exp: z.coerce.number().int().positive().max(99_999_999_999),
          sig: z.string().regex(/^[\w-]{32}$/),
          '*': z.string().max(200),
        }),
        response: {
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const key = req.params['*'];
      const left = SERVABLE_KEY.test(key) ? urls.check(key, req.params.exp, req.params.sig) : null;
      if (left === null) throw new AppError('FORBIDDEN', authMessages.forbidden);
      const file = await storage.get(key);
      if (!file) throw new AppError('NOT_FOUND', globalMessages.notFound);
      reply.header('content-type', 'image/jpeg');
      reply.header('content-length', file.size);
      reply.header('cache-control', `private, max-age=${Math.min(left, YEAR)}, immutable`);
      // A stream is sent as is; the route's schema only describes the refusals.
      return (reply as FastifyReply).send(file.stream);
    },
  );
};
