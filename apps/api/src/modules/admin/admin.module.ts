import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin.routes';
import { adminService } from './admin.service';
import { handleAuditJobs } from './audit.jobs';
import { auditRoutes } from './audit.routes';
import { auditService } from './audit.service';

/** The administrator's calls (spec B §6): acting as a student, access links, the audit trail. */
export const adminModule: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const audit = auditService({ db: app.db, uow: app.uow, routes: app.auditRoutes });
  const service = adminService({
    db: app.db,
    uow: app.uow,
    jobs: app.jobs,
    sign: app.signToken,
    publicUrl,
    audit,
  });
  await app.register(adminRoutes, { service });
  await app.register(auditRoutes, { service: audit });
  handleAuditJobs(app.jobs, audit);
};
