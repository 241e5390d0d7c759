import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import journal from '../../db/migrations/meta/_journal.json' with { type: 'json' };
import type { Storage } from '../../lib/storage';
import { healthRepository } from './health.repository';

/** The journal's newest migration: the build carries the journal, so a node knows what it expects. */
const EXPECTED_MIGRATION = Math.max(...journal.entries.map((e) => e.when));

export type ReadinessCheck = 'ok' | 'failing';
export type Readiness = {
  ready: boolean;
  checks: { database: ReadinessCheck; storage: ReadinessCheck; migrations: ReadinessCheck };
};

/** Whether this node can serve (GET /api/health, /api/health/ready; decision 132). */
export function healthService(database: Database, storage: Storage) {
  const repo = healthRepository(database.db);
  // Migrations never go backwards under a running node: once seen done, the check stops asking.
  let migrated = false;
  // A key of its own per node, written and deleted at each check: nothing accumulates.
  const probeKey = `health/${randomUUID()}`;
  return {
    /** The driver's name once the database answered a trivial query; throws while it does not. */
    async check(): Promise<Database['driver']> {
      await repo.ping();
      return database.driver;
    },
    /**
     * Database answers, storage takes a write (a tiny object, deleted at once) and every committed
     * migration is applied. Each check runs even when another failed, so the answer names all of them.
     */
    async readiness(): Promise<Readiness & { errors: unknown[] }> {
      const errors: unknown[] = [];
      const run = async (probe: () => Promise<boolean>): Promise<ReadinessCheck> => {
        try {
          return (await probe()) ? 'ok' : 'failing';
        } catch (err) {
          errors.push(err);
          return 'failing';
        }
      };
      const [db, files, migrations] = await Promise.all([
        run(async () => {
          await repo.ping();
          return true;
        }),
        run(async () => {
          await storage.put(probeKey, Buffer.from('ok'));
          await storage.delete(probeKey);
          return true;
        }),
        run(async () => {
          if (migrated) return true;
          migrated = ((await repo.lastAppliedMigration()) ?? 0) >= EXPECTED_MIGRATION;
          return migrated;
        }),
      ]);
      const checks = { database: db, storage: files, migrations };
      return { ready: Object.values(checks).every((c) => c === 'ok'), checks, errors };
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
