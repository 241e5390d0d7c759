import { setTimeout as sleep } from 'node:timers/promises';
import {
  type AuthResponse,
  authMessages,
  isEmailAddress,
  PASSWORD_MIN,
  type RegisterRequest,
  type ResetRequest,
  type SessionResponse,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyDecoy, verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { auditRepository } from '../../platform/audit/audit.repository';
import type { Actor, TokenPayload } from '../../platform/sessions/actor';
import { issueSession, sessionUser } from '../../platform/sessions/session';
import type { SessionStore } from '../../platform/sessions/session.store';
import type { UnitOfWork } from '../../platform/unit-of-work';
import type { Mailer } from '../../plugins/mail';
import { accountMails } from './auth.mails';
import { type AuthRepository, authRepository, type UserRow } from './auth.repository';
import type { CalendarAddresses } from './calendar-addresses';
import { signInFailures } from './sign-in-failures';

const RESET_TTL_MS = 60 * 60 * 1000;
const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;
export const AUTOLOGIN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/** The longest a sign-in of a much-guessed account waits before its password is checked. */
const MAX_SLOWDOWN_MS = 5000;

type Deps = {
  db: Db;
  uow: UnitOfWork;
  sign: (payload: TokenPayload) => string;
  mail: Mailer;
  sessions: SessionStore;
  publicUrl: string;
  /** Failed sign-ins allowed per account and address per 15 minutes; past it the account slows down. */
  accountAttempts: number;
  /** Ends the calendar address with the sessions (decision 99), in the students module (decision 131). */
  calendars: CalendarAddresses;
  /**
   * Logs the privacy policy accepted on the sign-up form, in the transaction that creates the account
   * (decision 137): the consent log is the privacy module's, wired by the composition root.
   */
  policyAccepted: PolicyAcceptedAtSignUp;
};

/** Records that the new user `userId` accepted the privacy policy on the sign-up form, within `tx`. */
export type PolicyAcceptedAtSignUp = (tx: Db, userId: number) => Promise<unknown>;

export function authService({
  db,
  uow,
  sign,
  mail,
  sessions,
  publicUrl,
  accountAttempts,
  calendars,
  policyAccepted,
}: Deps) {
  const repo = authRepository(db);
  const mails = accountMails(publicUrl);
  // Guessing is refused per account and address, and slowed down per account from everywhere: an attacker
  // elsewhere can no longer lock the real owner out (decision 27, OWASP "account lockout" denial of service).
  // Counted in the shared database, so two nodes allow what one does (decision 141).
  const failures = signInFailures(db, ATTEMPT_WINDOW_MS);

  /** Links a confirmed student user to the registration with the same e-mail, once it exists (spec B §2.3). */
  async function withRegistration(user: UserRow, r: AuthRepository = repo): Promise<UserRow> {
    if (user.role !== 'student' || user.studentId !== null || user.emailConfirmedAt === null) return user;
    const studentId = await r.findLinkableStudent(user.email);
    if (studentId === undefined || !(await r.linkStudent(user.id, studentId))) return user;
    sessions.forget(user.id);
    return { ...user, studentId };
  }

  /** Every session of the user ends, the calendar address included (decision 99), in the caller's transaction. */
  async function endSessions(tx: Db, userId: number): Promise<void> {
    await authRepository(tx).endSessions(userId);
    await calendars.endOfUser(tx, userId);
  }

  function checkPassword(password: string): void {
    if (password.length < PASSWORD_MIN) throw new AppError('INVALID', authMessages.passwordTooShort);
  }

  /** A new confirmation link for `user` (older ones stop working), queued in the same transaction. */
  async function sendConfirmation(tx: Db, user: Pick<UserRow, 'id' | 'name' | 'email'>): Promise<void> {
    const r = authRepository(tx);
    const token = randomToken();
    await r.revokeTokens(user.id, 'confirm');
    await r.insertToken(user.id, 'confirm', hashToken(token), new Date(Date.now() + CONFIRM_TTL_MS));
    await mail.send(mails.confirmation(user, token), tx);
  }

  return {
    /** POST /auth: a wrong e-mail and a wrong password get the same answer and take the same time. */
    async signIn(input: { email: string; password: string }, address: string): Promise<AuthResponse> {
      if (!input.email || !input.password) throw new AppError('EMPTY', authMessages.signInEmpty);
      const seen = await failures.read(input.email, address);
      if (seen.here >= accountAttempts) throw new AppError('RATE_LIMIT', authMessages.tooManyRequests);
      const excess = seen.account - accountAttempts;
      if (excess >= 0) await sleep(Math.min(MAX_SLOWDOWN_MS, 1000 * (excess + 1)));
      // A removed administrator's account (decision 115) answers as an unknown e-mail, after the same work.
      const found = await repo.findUserByEmail(input.email);
      const user = found?.disabledAt ? undefined : found;
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyDecoy(input.password);
      if (!user || !ok) {
        await failures.fail(input.email, address);
        throw new AppError('NOT_FOUND', authMessages.signInNotFound, 401);
      }
      if (seen.here > 0) await failures.succeed(input.email, address);
      return issueSession(sign, sessionUser(await withRegistration(user)));
    },

    /**
     * POST /auth/auto: the /signin/{auto} value 'e-mail|token', single use (DESIGN §3). A link issued by an
     * administrator proves the e-mail, and the session it opens is audited as the administrator's.
     */
    async autoSignIn(value: string): Promise<AuthResponse> {
      const cut = value.lastIndexOf('|');
      const email = value.slice(0, cut).trim().toLowerCase();
      const token = value.slice(cut + 1);
      const invalid = new AppError('UNAUTHORIZED', authMessages.autoLoginInvalid);
      if (cut < 1 || !token) throw invalid;
      const owner = await repo.findUserByEmail(email);
      if (!owner || owner.disabledAt) throw invalid;
      return uow.run(null, async (tx) => {
        const r = authRepository(tx);
        const used = await r.consumeToken(hashToken(token), 'autologin', owner.id);
        if (!used) throw invalid;
        let user = owner;
        if (used.issuedBy !== null) {
          if (await r.confirmEmail(user.id)) user = { ...user, emailConfirmedAt: new Date() };
          await auditRepository(tx).record(
            {
              userId: used.issuedBy,
              studentId: user.studentId,
              action: 'POST /api/auth/auto',
              detail: { userId: user.id },
            },
            tx,
          );
        }
        user = await withRegistration(user, r);
        sessions.forget(user.id);
        return issueSession(sign, sessionUser(user), { via: used.issuedBy });
      });
    },

    /**
     * POST /register (spec B §2.3): signed in at once, linked once the e-mail is confirmed. The policy's
     * acceptance ticked on the form is logged with the account, or neither is written.
     */
    async register(input: RegisterRequest): Promise<AuthResponse> {
      if (!input.name || !input.email || !input.password)
        throw new AppError('EMPTY', authMessages.signUpEmpty);
      if (!isEmailAddress(input.email)) throw new AppError('INVALID', authMessages.emailInvalid);
      checkPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      const user = await uow.run(null, async (tx) => {
        const created = await authRepository(tx).createUser({
          name: input.name,
          email: input.email,
          passwordHash,
          role: 'student',
        });
        if (created) {
          if (input.aceitePolitica) await policyAccepted(tx, created.id);
          await sendConfirmation(tx, created);
        }
        return created;
      });
      if (!user) throw new AppError('FOUND', authMessages.signUpFound);
      return issueSession(sign, sessionUser(user));
    },

    /** POST /email/confirmar: proves the e-mail and links the registration that has it. */
    async confirmEmail(token: string): Promise<{ message: string }> {
      const invalid = new AppError('INVALID', authMessages.emailConfirmInvalid);
      if (!token) throw invalid;
      await uow.run(null, async (tx) => {
        const r = authRepository(tx);
        const used = await r.consumeToken(hashToken(token), 'confirm');
        const user = used && (await r.findUserById(used.userId));
        if (!user) throw invalid;
        await r.confirmEmail(user.id);
        await withRegistration({ ...user, emailConfirmedAt: user.emailConfirmedAt ?? new Date() }, r);
        sessions.forget(user.id);
      });
      return { message: authMessages.emailConfirmed };
    },

    /** POST /email/reenviar: a new confirmation link for the signed-in user. */
    async resendConfirmation(actor: Actor): Promise<{ message: string }> {
      const user = await repo.findUserById(actor.userId);
      if (!user) throw new AppError('UNAUTHORIZED', authMessages.sessionExpired);
      if (user.emailConfirmedAt !== null) throw new AppError('FOUND', authMessages.emailAlreadyConfirmed);
      await uow.run(actor, (tx) => sendConfirmation(tx, user));
      return { message: authMessages.emailConfirmResent };
    },

    /** GET /sessao: the signed-in user as the database says now. */
    async session(actor: Actor): Promise<SessionResponse> {
      const user = await repo.findUserById(actor.userId);
      if (!user) throw new AppError('UNAUTHORIZED', authMessages.sessionExpired);
      const actingAs =
        actor.acting && actor.studentId !== null ? await repo.studentName(actor.studentId) : null;
      return {
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          studentId: actor.studentId,
          actingAs: actingAs ?? null,
          emailConfirmed: user.emailConfirmedAt !== null,
        },
      };
    },

    /** POST /sessao/sair-de-todos: every token of the user, this one included, stops working. */
    async endAllSessions(actor: Actor): Promise<{ message: string }> {
      await uow.run(actor, (tx) => endSessions(tx, actor.userId));
      sessions.forget(actor.userId);
      return { message: authMessages.signedOutEverywhere };
    },

    /** POST /forgot: the same answer whether or not the e-mail has a user (no account enumeration). */
    async forgot(input: { email: string }): Promise<{ message: string }> {
      if (!input.email) throw new AppError('EMPTY', authMessages.forgotEmpty);
      const user = await repo.findUserByEmail(input.email);
      if (user && !user.disabledAt) {
        const token = randomToken();
        await uow.run(null, async (tx) => {
          const r = authRepository(tx);
          await r.insertToken(user.id, 'reset', hashToken(token), new Date(Date.now() + RESET_TTL_MS));
          await mail.send(mails.reset(user, token), tx);
        });
      }
      return { message: authMessages.forgotSent };
    },

    /**
     * POST /reset: the token must be unused, unexpired and belong to the e-mail given. The link came by
     * e-mail, so it proves the address; every open session ends (a stolen password stops working).
     */
    async reset(input: ResetRequest): Promise<{ message: string }> {
      if (!input.email || !input.password) throw new AppError('EMPTY', authMessages.resetEmpty);
      checkPassword(input.password);
      const user = await repo.findUserByEmail(input.email);
      const invalid = new AppError('INVALID', authMessages.resetInvalid);
      if (!user || user.disabledAt || !input.token) throw invalid;
      const passwordHash = await hashPassword(input.password);
      await uow.run(null, async (tx) => {
        const r = authRepository(tx);
        if (!(await r.consumeToken(hashToken(input.token), 'reset', user.id))) throw invalid;
        await r.setPassword(user.id, passwordHash);
        await r.revokeTokens(user.id, 'reset');
        await endSessions(tx, user.id);
        await r.confirmEmail(user.id);
        await withRegistration({ ...user, emailConfirmedAt: user.emailConfirmedAt ?? new Date() }, r);
      });
      sessions.forget(user.id);
      await failures.passwordReset(user.email);
      return { message: authMessages.resetDone };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
