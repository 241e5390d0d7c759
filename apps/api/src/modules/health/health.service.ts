import type { Database } from '../../db/client';
import { healthRepository } from './health.repository';

/** Whether this node's database answers, and which driver it runs on (GET /api/health). */
export function healthService(database: Database) {
  const repo = healthRepository(database.db);
  return {
    /** The driver's name once the database answered a trivial query; throws while it does not. */
    async check(): Promise<Database['driver']> {
      await repo.ping();
      return database.driver;
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
