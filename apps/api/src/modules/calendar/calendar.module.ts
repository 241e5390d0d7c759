import type { FastifyPluginAsync } from 'fastify';
import { settingsService } from '../settings';
import { calendarRoutes } from './calendar.routes';
import { calendarService } from './calendar.service';
import { remindersService } from './reminders.service';

/** The student's deadline calendar (issue 12). */
export const calendarModule: FastifyPluginAsync<{ secret: string; publicUrl: string }> = async (
  app,
  { secret, publicUrl },
) => {
  await app.register(calendarRoutes, {
    service: calendarService({ db: app.db, uow: app.uow, secret, publicUrl }),
  });
  const reminders = remindersService({
    db: app.db,
    uow: app.uow,
    mail: app.mail,
    publicUrl,
    settings: settingsService({ db: app.db, uow: app.uow }),
  });
  app.jobs.handle('reminders.daily', () => reminders.run().then(() => {}));
  // Every morning at 8 in São Paulo.
  app.jobs.schedule('reminders.daily', '0 8 * * *');
};
