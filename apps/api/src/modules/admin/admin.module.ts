import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin.routes';
import { adminService } from './admin.service';

/** The administrator's calls (spec B §6): acting as a student, access links, the audit trail. */
export const adminModule: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const service = adminService({ db: app.db, uow: app.uow, jobs: app.jobs, sign: app.signToken, publicUrl });
  await app.register(adminRoutes, { service });
};
