import fp from 'fastify-plugin';
import { createJobs, type Jobs } from '../platform/jobs/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * The durable job queue (DESIGN §4a), built once. Modules register their handlers while the app is built;
 * the workers start when it is ready and stop, letting the running job finish, when it closes.
 */
export const jobsPlugin = fp<{ workers: boolean }>(
  async (app, { workers }) => {
    const jobs = await createJobs(app.database, { workers, log: app.log });
    app.decorate('jobs', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
