import type { FastifyPluginAsync } from 'fastify';
import { calendarRoutes } from './calendar.routes';
import { calendarService } from './calendar.service';

/** The student's deadline calendar (issue 12). */
export const calendarModule: FastifyPluginAsync<{ secret: string; publicUrl: string }> = async (
  app,
  { secret, publicUrl },
) => {
  await app.register(calendarRoutes, { service: calendarService({ db: app.db, secret, publicUrl }) });
};
