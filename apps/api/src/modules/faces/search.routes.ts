import multipart from '@fastify/multipart';
import { errorSchema, faceSearchMessages, faceSearchResultSchema, SELFIE_MAX_BYTES } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { multipartBytes, multipartFile } from '../../lib/multipart-file';
import type { PhotoMedia } from '../photos';
import type { FaceSearchService } from './search.service';

/** The search by selfie (decision 139): multipart `selfie`, read in memory, never stored. */
export const faceSearchRoutes: FastifyPluginAsyncZod<{
  service: FaceSearchService;
  media: PhotoMedia;
}> = async (app, { service, media }) => {
  await app.register(multipart, { limits: { files: 1, fields: 0, fileSize: SELFIE_MAX_BYTES } });

  app.post(
    '/encontre-suas-fotos/busca',
    {
      ...app.student(undefined, media.access.load),
      // A search runs the face models: a few a minute are what a person takes.
      config: { audit: 'fotos.rosto.buscar', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['encontre suas fotos'],
        security: [{ bearer: [] }],
        summary: 'Buscar as fotos da turma em que o rosto da selfie aparece (multipart: selfie)',
        consumes: ['multipart/form-data'],
        querystring: z.object({ avisar: z.enum(['0', '1']).optional() }),
        response: {
          200: faceSearchResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          413: errorSchema,
          415: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    (req) =>
      service.search(
        req.access,
        async () => multipartBytes(await multipartFile(req, faceSearchMessages.selfieMissing)),
        req.query.avisar === '1',
      ),
  );
};
