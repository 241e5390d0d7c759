import {
  addressMessages,
  errorSchema,
  isValidCep,
  postalAddressSchema,
  revEnderecoRequestSchema,
  revEnderecoResponseSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AddressService } from './address.service';

const cepParamsSchema = z.object({
  cep: z.string().refine(isValidCep, { error: addressMessages.cepInvalid }),
});

/** The address form of the profile and of the delivery review (spec B §2.12, §5.4, §7; spec A §5). */
export const addressRoutes: FastifyPluginAsyncZod<{ service: AddressService }> = async (app, { service }) => {
  const tags = ['perfil'];
  const security = [{ bearer: [] }];

  app.get(
    '/cep/:cep',
    {
      onRequest: app.authenticate,
      // Each lookup costs a call to the provider, which blocks addresses that query in bulk.
      config: { audit: 'perfil.cep.consultar', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Consultar CEP',
        security,
        params: cepParamsSchema,
        response: {
          200: postalAddressSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    (req) => service.lookupCep(req.params.cep),
  );

  app.post(
    '/revendereco',
    {
      config: { audit: 'perfil.endereco.revisar' },
      ...app.student(),
      schema: {
        tags,
        summary: 'Revisar endereço',
        security,
        body: revEnderecoRequestSchema,
        response: {
          200: revEnderecoResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    (req) => service.save(req.access, req.body),
  );
};
