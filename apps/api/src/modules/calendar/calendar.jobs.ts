import type { Jobs, QueueDeclarations } from '../../platform/jobs/jobs';
import type { RemindersService } from './reminders.service';

/** Once a day: the deadline reminders (decision 56). */
const REMINDERS_QUEUE = 'reminders.daily';

/** The calendar module's queues, beside their handler (decision 112); the composition root installs them. */
export const calendarQueues = {
  // A failed run is tried again within the hour.
  [REMINDERS_QUEUE]: { retryLimit: 3, retryDelay: 600, retryBackoff: false, expireInSeconds: 1800 },
} as const satisfies QueueDeclarations;

/** Registers the reminders' run, every morning at 8 in São Paulo. */
export function handleReminderJobs(jobs: Jobs, reminders: RemindersService) {
  jobs.handle(REMINDERS_QUEUE, () => reminders.run().then(() => {}));
  jobs.schedule(REMINDERS_QUEUE, '0 8 * * *');
}
