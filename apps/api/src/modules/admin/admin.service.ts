import { type AuthResponse, authMessages, globalMessages } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Actor, TokenPayload } from '../../platform/sessions/actor';
import { issueSession, sessionUser } from '../../platform/sessions/session';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { autoLoginLinks } from '../auth';
import { adminRepository } from './admin.repository';
import type { AuditService } from './audit.service';

type Deps = {
  db: Db;
  uow: UnitOfWork;
  jobs: Jobs;
  sign: (payload: TokenPayload) => string;
  publicUrl: string;
  audit: AuditService;
};

/**
 * The administrator's calls (spec A §6, spec B §6). Every call is audited with the administrator's
 * identity: the writes in their unit of work, naming the student they concern; the reads before answering.
 */
export function adminService({ db, uow, jobs, sign, publicUrl, audit }: Deps) {
  const repo = adminRepository(db);
  const links = autoLoginLinks(publicUrl);

  async function admin(actor: Actor) {
    const user = await repo.findAdmin(actor.userId);
    if (!user) throw new AppError('FORBIDDEN', authMessages.forbidden);
    return sessionUser(user);
  }

  return {
    /** GET /admin/alunos: the answer's JSON text (decision 154). */
    searchStudents: (q: string) => repo.searchStudentsJson(q.trim()),

    /** POST /admin/agir: a new token that acts as the student. */
    async act(actor: Actor, studentId: number): Promise<AuthResponse> {
      const user = await admin(actor);
      const studentName = await repo.studentName(studentId);
      if (!studentName) throw new AppError('NOT_FOUND', globalMessages.notFound);
      await uow.run(actor, async () => {}, { studentId });
      return issueSession(sign, user, { acting: { studentId, studentName } });
    },

    async stopActing(actor: Actor): Promise<AuthResponse> {
      return issueSession(sign, await admin(actor));
    },

    /**
     * POST /admin/link-acesso: a single-use automatic-login link for the student's portal user. The token
     * names the administrator, so the session it opens is audited as theirs; the audit row names the
     * student the link is for, whoever the administrator is acting as.
     */
    async autoLoginLink(actor: Actor, studentId: number): Promise<{ link: string }> {
      const user = await repo.userOfStudent(studentId);
      if (!user) throw new AppError('NOT_FOUND', globalMessages.notFound);
      const link = await uow.run(actor, (tx) => links.issue(tx, user, actor.userId), { studentId });
      return { link };
    },

    /** GET /admin/auditoria: what administrators did concerning a student or a graduation, newest first. */
    async auditTrail(filter: { studentId: number } | { graduationId: number }, limit: number) {
      return audit.trail(filter, limit);
    },

    /** GET /admin/tarefas/falhas: jobs that used up their retries (an e-mail that never left, say). */
    async failedJobs() {
      return (await jobs.failed()).map((j) => ({ ...j, createdOn: j.createdOn.toISOString() }));
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
