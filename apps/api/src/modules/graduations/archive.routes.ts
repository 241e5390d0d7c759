import { errorSchema, idParamSchema, messageSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ArchiveService, PlaceKind } from './archive.service';

const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const params = z.object({ id: idParamSchema });

/** Where each kind lives under the back-office prefix, and how the OpenAPI document names it. */
// `audit` prefixes each route's action code (decision 126): 'formatura.arquivar', 'polo.excluir'…
const PLACES: {
  kind: PlaceKind;
  path: string;
  noun: string;
  tag: string;
  audit: 'formatura' | 'instituicao' | 'polo' | 'curso';
}[] = [
  {
    kind: 'graduation',
    path: '/admin/formaturas',
    noun: 'formatura',
    tag: 'back-office: formaturas',
    audit: 'formatura',
  },
  {
    kind: 'institution',
    path: '/admin/instituicoes',
    noun: 'instituição',
    tag: 'back-office: formaturas',
    audit: 'instituicao',
  },
  { kind: 'campus', path: '/admin/polos', noun: 'polo', tag: 'back-office: formaturas', audit: 'polo' },
  { kind: 'course', path: '/admin/cursos', noun: 'curso', tag: 'back-office: formaturas', audit: 'curso' },
];

/** Archive, unarchive and delete (decision 124): administrators only, one call deep, every call audited. */
export const archiveRoutes: FastifyPluginAsyncZod<{ service: ArchiveService }> = async (app, { service }) => {
  for (const { kind, path, noun, tag, audit } of PLACES) {
    const schema = (summary: string) => ({
      tags: [tag],
      security,
      summary,
      params,
      response: { 200: messageSchema, ...errors },
    });
    const config = { growsDisk: false };
    app.post(
      `${path}/:id/arquivar`,
      {
        onRequest: app.requireAdmin,
        config: { ...config, audit: `${audit}.arquivar` as const },
        schema: schema(`Arquivar ${noun}`),
      },
      (req) => service.archive(req.actor, kind, req.params.id),
    );
    app.post(
      `${path}/:id/desarquivar`,
      {
        onRequest: app.requireAdmin,
        config: { ...config, audit: `${audit}.desarquivar` as const },
        schema: schema(`Desarquivar ${noun}`),
      },
      (req) => service.unarchive(req.actor, kind, req.params.id),
    );
    app.delete(
      `${path}/:id`,
      {
        onRequest: app.requireAdmin,
        config: { ...config, audit: `${audit}.excluir` as const },
        schema: schema(`Excluir ${noun} (só sem nada ligado a ela ou a ele)`),
      },
      (req) => service.remove(req.actor, kind, req.params.id),
    );
  }
};
