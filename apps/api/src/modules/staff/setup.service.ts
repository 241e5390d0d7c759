import { type AuthResponse, type FirstAdmin, isWeakAdminPassword, staffMessages } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { auditRepository } from '../../platform/audit/audit.repository';
import type { TokenPayload } from '../../platform/sessions/actor';
import { issueSession } from '../../platform/sessions/session';
import type { SessionStore } from '../../platform/sessions/session.store';
import { adminAccounts } from '../auth';
import { setupRepository } from './setup.repository';

/** How long the first administrator's setup link works (decision 114). */
export const SETUP_TTL_MS = 24 * 60 * 60 * 1000;

/** The path of the setup page; the start log prints it after the public address. */
export const setupPath = (token: string) => `/configuracao-inicial/${encodeURIComponent(token)}`;

export type SetupLink =
  | { kind: 'issued'; url: string; expiresAt: Date }
  | { kind: 'elsewhere'; issuedAt: Date }
  | { kind: 'none' };

/** Issues the setup link while no administrator exists (the start log prints it; decision 114). */
export async function issueSetupLink(db: Db, publicUrl: string): Promise<SetupLink> {
  const repo = setupRepository(db);
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SETUP_TTL_MS);
  if (await repo.issue(hashToken(token), expiresAt))
    return { kind: 'issued', url: `${publicUrl}${setupPath(token)}`, expiresAt };
  const issuedAt = await repo.liveIssuedAt();
  return issuedAt && !(await adminAccounts(db).anyAdmin())
    ? { kind: 'elsewhere', issuedAt }
    : { kind: 'none' };
}

/** A setup-page or command-line password that an administrator may not use. */
export function checkAdminPassword(password: string, who: { email: string; name: string }): void {
  if (isWeakAdminPassword(password, who)) throw new AppError('INVALID', staffMessages.weakPassword);
}

type Deps = { db: Db; sign: (payload: TokenPayload) => string; sessions: SessionStore };

/** The setup page's calls: check the link, then create the first administrator and sign them in. */
export function setupService({ db, sign, sessions }: Deps) {
  const repo = setupRepository(db);
  const invalid = () => new AppError('NOT_FOUND', staffMessages.setupInvalid);
  return {
    /** GET /configuracao-inicial/:token: whether the link still works, before the form is filled. */
    async check(token: string): Promise<{ message: string }> {
      if (!(await repo.isLive(hashToken(token)))) throw invalid();
      return { message: 'Crie o primeiro administrador do portal.' };
    },

    /** POST /configuracao-inicial/:token: one use; refused once any administrator exists. */
    async complete(token: string, input: FirstAdmin): Promise<AuthResponse> {
      if (!(await repo.isLive(hashToken(token)))) throw invalid();
      checkAdminPassword(input.password, input);
      const passwordHash = await hashPassword(input.password);
      const id = await db.transaction(async (tx) => {
        if (!(await setupRepository(tx).consume(hashToken(token)))) throw invalid();
        const accounts = adminAccounts(tx);
        const held = await accounts.emailState(input.email);
        // Nobody is an administrator yet, so the e-mail can only be a student's or a removed admin's.
        if (held.state === 'student') throw new AppError('FOUND', staffMessages.studentEmail);
        const created = await accounts.createAdmin({ ...input, passwordHash }, held.id);
        if (created === undefined) throw new AppError('FOUND', staffMessages.studentEmail);
        await auditRepository(tx).record(
          {
            userId: created,
            studentId: null,
            action: 'POST /api/configuracao-inicial/:token',
            detail: { change: 'first-admin', staffId: created, email: input.email, via: 'setup-link' },
          },
          tx,
        );
        return created;
      });
      sessions.forget(id);
      const state = await sessions.get(id, { fresh: true });
      if (!state) throw invalid();
      return issueSession(sign, { ...state, email: input.email });
    },
  };
}

export type SetupService = ReturnType<typeof setupService>;
