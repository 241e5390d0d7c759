import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { type UnitOfWork, unitOfWork } from '../platform/unit-of-work';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** For repositories: a database handle on either driver. */
    db: Db;
    uow: UnitOfWork;
  }
}

/** The database every module receives, opened by the caller (main.ts or a test) and closed by it. */
export const dbPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('uow', unitOfWork(database.db));
  },
  { name: 'db' },
);
