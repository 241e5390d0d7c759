import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** GET /api/health: answers 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Saúde do serviço',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'pg']) }) },
      },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.driver };
    },
  );
};
