import { errorSchema, idParamSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CalendarService } from './calendar.service';

const tags = ['prazos'];
const linkSchema = z.object({ url: z.string(), webcal: z.string() });

/** The student's deadline calendar (decision 56). */
export const calendarRoutes: FastifyPluginAsyncZod<{ service: CalendarService }> = async (
  app,
  { service },
) => {
  app.get(
    '/calendario',
    {
      config: { audit: 'calendario.ver' },
      ...app.student(undefined, service.linkLoader),
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Endereço para assinar o calendário de prazos',
        response: { 200: linkSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    (req) => service.link(req.access),
  );
  app.post(
    '/calendario/renovar',
    {
      ...app.student(),
      // One integer changes: a full disk does not refuse a renewal (a leaked address must be endable).
      config: { audit: 'calendario.renovar', growsDisk: false },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Renovar o endereço do calendário de prazos (o antigo deixa de funcionar)',
        response: { 200: linkSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    (req) => service.renew(req.access),
  );
  app.get(
    '/calendario/:studentId/:file',
    {
      schema: {
        tags,
        summary: 'Calendário de prazos (.ics) do endereço assinado',
        params: z.object({ studentId: idParamSchema, file: z.string().regex(/^[\w-]{1,64}\.ics$/) }),
        response: { 200: z.string().meta({ format: 'binary' }), 400: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const text = await service.calendar(req.params.studentId, req.params.file.slice(0, -4));
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('cache-control', 'private, max-age=3600');
      return text;
    },
  );
};
