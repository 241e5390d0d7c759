import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decideAccess, linkedStudentId, type Permission, type StudentAccess } from './access';
import { type AccessStudent, accessRepository } from './access.repository';

/** Reads the acting student's row by id; the default reads `access_student`, photo routes a richer one. */
export type StudentLoader = (studentId: number) => Promise<AccessStudent | undefined>;

/** The hooks a student route spreads into its options: authenticate, then decide access once. */
export type StudentRouteOptions = {
  onRequest: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  preHandler: (req: FastifyRequest) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route options for a student call (DESIGN §4a "Access decided once"): the session is checked, then
     * the acting student is loaded once (by `load`, one statement) and `need` refused with 403; the
     * handler reads `req.access`.
     */
    student(need?: Permission, load?: StudentLoader): StudentRouteOptions;
  }
  interface FastifyRequest {
    access: StudentAccess;
  }
}

export const accessPlugin = fp(
  async (app) => {
    const repo = accessRepository(app.db);
    const byDefault: StudentLoader = (id) => repo.student(id);
    app.decorateRequest('access', null as unknown as StudentAccess);
    app.decorate('student', (need?: Permission, load: StudentLoader = byDefault) => ({
      onRequest: app.authenticate,
      preHandler: async (req: FastifyRequest) => {
        req.access = decideAccess(req.actor, await load(linkedStudentId(req.actor)), need);
      },
    }));
  },
  { name: 'access', dependencies: ['db', 'auth'] },
);
