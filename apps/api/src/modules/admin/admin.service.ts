import { type AuthResponse, authMessages, globalMessages } from '@portal/domain';
import { AppError } from '../../lib/errors';
import type { Actor, TokenPayload } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import { issueSession } from '../auth/session';
import type { AdminRepository } from './admin.repository';

type Deps = {
  repo: AdminRepository;
  auth: AuthService;
  sign: (payload: TokenPayload) => string;
  audit: (actor: Actor, studentId: number, action: string) => Promise<void>;
};

/** The administrator acts as a student (spec A §6, spec B §6): a new token names the student. */
export function adminService({ repo, auth, sign, audit }: Deps) {
  async function admin(actor: Actor) {
    const user = await repo.findAdmin(actor.userId);
    if (!user) throw new AppError('FORBIDDEN', authMessages.forbidden);
    return user;
  }

  return {
    searchStudents: (q: string) => repo.searchStudents(q.trim()),

    async act(actor: Actor, studentId: number): Promise<AuthResponse> {
      const user = await admin(actor);
      const studentName = await repo.studentName(studentId);
      if (!studentName) throw new AppError('NOT_FOUND', globalMessages.notFound);
      await audit(actor, studentId, 'admin.act');
      return issueSession(sign, user, { studentId, studentName });
    },

    async stopActing(actor: Actor): Promise<AuthResponse> {
      return issueSession(sign, await admin(actor));
    },

    /** An automatic-login link for the student's portal user, for the producer to send. */
    async autoLoginLink(studentId: number): Promise<{ link: string }> {
      const userId = await repo.userOfStudent(studentId);
      if (userId === undefined) throw new AppError('NOT_FOUND', globalMessages.notFound);
      return { link: await auth.issueAutoLogin(userId) };
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
