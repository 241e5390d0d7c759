import {
  alunosCountParamsSchema,
  alunosCountResponseSchema,
  autostoreRequestSchema,
  autostoreResponseSchema,
  errorSchema,
  hashParamsSchema,
  hashResponseSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autostoreValidationError, type RegistrationService } from './registration.service';

type Options = { service: RegistrationService; perMinute: number };

/** spec B §7 self-registration calls: public, no token needed (a token, if sent, changes nothing). */
export const registrationRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, perMinute }) => {
  const tags = ['autocadastro'];

  app.get(
    '/hash/:key',
    {
      schema: {
        tags,
        summary: 'Dados do link de autocadastro',
        params: hashParamsSchema,
        response: { 200: hashResponseSchema, 400: errorSchema },
      },
    },
    (req) => service.lookup(req.params.key),
  );

  app.get(
    '/alunoscount/:formatura',
    {
      schema: {
        tags,
        summary: 'Formandos cadastrados na formatura',
        params: alunosCountParamsSchema,
        response: { 200: alunosCountResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    (req) => service.count(req.params.formatura),
  );

  app.post(
    '/autostore',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      // The §5.2 messages of the contract, typed EMPTY or INVALID, instead of the generic validation answer.
      schemaErrorFormatter: autostoreValidationError,
      schema: {
        tags,
        summary: 'Autocadastro',
        body: autostoreRequestSchema,
        response: {
          200: autostoreResponseSchema.describe('match ou full'),
          201: autostoreResponseSchema.describe('created'),
          400: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const answer = await service.autostore(req.body);
      return reply.code(answer.status === 'created' ? 201 : 200).send(answer);
    },
  );
};
