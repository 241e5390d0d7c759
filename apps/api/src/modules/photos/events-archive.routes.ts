import { adminEventParamsSchema, errorSchema, messageSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventsArchiveService } from './events-archive.service';

const tags = ['back-office: eventos'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Archive, unarchive and delete an event (decision 124): administrators only, every call audited. */
export const eventsArchiveRoutes: FastifyPluginAsyncZod<{ service: EventsArchiveService }> = async (
  app,
  { service },
) => {
  const schema = (summary: string) => ({
    tags,
    security,
    summary,
    params: adminEventParamsSchema,
    response: { 200: messageSchema, ...errors },
  });
  app.post(
    '/admin/eventos/:id/arquivar',
    {
      onRequest: app.requireAdmin,
      config: { growsDisk: false, audit: 'evento.arquivar' },
      schema: schema('Arquivar o evento: os formandos deixam de vê-lo, como um rascunho; nada é apagado'),
    },
    (req) => service.archive(req.actor, req.params.id),
  );
  app.post(
    '/admin/eventos/:id/desarquivar',
    {
      onRequest: app.requireAdmin,
      config: { growsDisk: false, audit: 'evento.desarquivar' },
      schema: schema('Desarquivar o evento'),
    },
    (req) => service.unarchive(req.actor, req.params.id),
  );
  app.delete(
    '/admin/eventos/:id',
    {
      onRequest: app.requireAdmin,
      config: { growsDisk: false, audit: 'evento.excluir' },
      schema: schema('Excluir o evento, suas fotos e seus arquivos (só se nenhum pedido tiver fotos dele)'),
    },
    (req) => service.remove(req.actor, req.params.id),
  );
};
