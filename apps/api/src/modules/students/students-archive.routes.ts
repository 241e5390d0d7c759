import { errorSchema, idParamSchema, messageSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudentsArchiveService } from './students-archive.service';

const tags = ['back-office: formandos'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const params = z.object({ id: idParamSchema });
const schema = (summary: string) => ({
  tags,
  security,
  summary,
  params,
  response: { 200: messageSchema, ...errors },
});
const config = { growsDisk: false };

/** A student archived, unarchived or deleted (decision 124): administrators only, every call audited. */
export const studentsArchiveRoutes: FastifyPluginAsyncZod<{ service: StudentsArchiveService }> = async (
  app,
  { service },
) => {
  app.post(
    '/admin/alunos/:id/arquivar',
    {
      onRequest: app.requireAdmin,
      config: { ...config, audit: 'aluno.arquivar' },
      schema: schema('Arquivar formando (encerra o acesso ao portal)'),
    },
    (req) => service.archive(req.actor, req.params.id),
  );
  app.post(
    '/admin/alunos/:id/desarquivar',
    {
      onRequest: app.requireAdmin,
      config: { ...config, audit: 'aluno.desarquivar' },
      schema: schema('Desarquivar formando'),
    },
    (req) => service.unarchive(req.actor, req.params.id),
  );
  app.delete(
    '/admin/alunos/:id',
    {
      onRequest: app.requireAdmin,
      config: { ...config, audit: 'aluno.excluir' },
      schema: schema('Excluir formando (só sem contrato, pedido ou envio)'),
    },
    (req) => service.remove(req.actor, req.params.id),
  );
};
