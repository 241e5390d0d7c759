import { errorSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NotificationsService } from './notifications.service';

/**
 * The endpoint providers notify (the sandbox through the same one): no session, the signature over the
 * raw bytes is the authentication. Providers send bursts from few addresses, so it is counted apart.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/pagamentos/notificacao/:provider',
    {
      config: { rawBody: true, rateLimit: { max: 6_000, timeWindow: '1 minute' } },
      schema: {
        tags: ['pagamentos'],
        summary: 'Notificação assinada de um provedor de pagamento',
        params: z.object({ provider: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
        // The provider's own shape: the provider reads it from the raw bytes it signed.
        body: z.record(z.string(), z.unknown()),
        response: {
          200: z.object({ recebidos: z.number().int() }),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    (req) =>
      service.receive(req.params.provider, {
        headers: req.headers,
        query: req.query as Record<string, unknown>,
        rawBody: req.rawBody ?? Buffer.alloc(0),
      }),
  );
};
