import fp from 'fastify-plugin';
import type { Storage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Where files live (DESIGN §6): local disk by default, another adapter by configuration. */
export const storagePlugin = fp<{ storage: Storage }>(
  async (app, { storage }) => {
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);
