import type { FastifyPluginAsync } from 'fastify';
import type { SettingsService } from '../settings';
import { handleReminderJobs } from './calendar.jobs';
import { calendarRoutes } from './calendar.routes';
import { calendarService } from './calendar.service';
import { remindersService } from './reminders.service';

type Options = { secret: string; publicUrl: string; settings: SettingsService };

/** The student's deadline calendar (decision 56). */
export const calendarModule: FastifyPluginAsync<Options> = async (app, { secret, publicUrl, settings }) => {
  await app.register(calendarRoutes, {
    service: calendarService({ db: app.db, uow: app.uow, secret, publicUrl }),
  });
  const reminders = remindersService({
    db: app.db,
    uow: app.uow,
    mail: app.mail,
    publicUrl,
    settings,
  });
  handleReminderJobs(app.jobs, reminders);
};
