import {
  type AuthResponse,
  authMessages,
  isEmailAddress,
  PASSWORD_MIN,
  type RegisterRequest,
  type ResetRequest,
} from '@portal/domain';
import { AttemptLimiter } from '../../lib/attempts';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { hashPassword, verifyDecoy, verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import type { TokenPayload } from '../../plugins/auth';
import type { AuthRepository, UserRow } from './auth.repository';
import { issueSession } from './session';

const RESET_TTL_MS = 60 * 60 * 1000;
const AUTOLOGIN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Deps = {
  repo: AuthRepository;
  sign: (payload: TokenPayload) => string;
  mailer: Mailer;
  publicUrl: string;
  /** Failed sign-ins allowed per account per 15 minutes. */
  accountAttempts: number;
  log: { error(obj: object, msg: string): void };
};

export function authService({ repo, sign, mailer, publicUrl, accountAttempts, log }: Deps) {
  const limiter = new AttemptLimiter(accountAttempts, 15 * 60 * 1000);

  /** Links a student user to the registration with the same e-mail, once it exists (spec B §2.3). */
  async function withRegistration(user: UserRow): Promise<UserRow> {
    if (user.role !== 'student' || user.studentId !== null) return user;
    const studentId = await repo.findLinkableStudent(user.email);
    if (studentId === undefined) return user;
    await repo.linkStudent(user.id, studentId);
    return { ...user, studentId };
  }

  function checkPassword(password: string): void {
    if (password.length < PASSWORD_MIN) throw new AppError('INVALID', authMessages.passwordTooShort);
  }

  return {
    /** POST /auth: a wrong e-mail and a wrong password get the same answer and take the same time. */
    async signIn(input: { email: string; password: string }): Promise<AuthResponse> {
      if (!input.email || !input.password) throw new AppError('EMPTY', authMessages.signInEmpty);
      if (limiter.blocked(input.email)) throw new AppError('RATE_LIMIT', authMessages.tooManyRequests);
      const user = await repo.findUserByEmail(input.email);
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyDecoy(input.password);
      if (!user || !ok) {
        limiter.fail(input.email);
        throw new AppError('NOT_FOUND', authMessages.signInNotFound, 401);
      }
      limiter.succeed(input.email);
      return issueSession(sign, await withRegistration(user));
    },

    /** POST /auth/auto: the /signin/{auto} value 'e-mail|token', single use (DESIGN §3). */
    async autoSignIn(value: string): Promise<AuthResponse> {
      const cut = value.lastIndexOf('|');
      const email = value.slice(0, cut).trim().toLowerCase();
      const token = value.slice(cut + 1);
      const invalid = new AppError('UNAUTHORIZED', authMessages.autoLoginInvalid);
      if (cut < 1 || !token) throw invalid;
      const userId = await repo.consumeToken(hashToken(token), 'autologin');
      const user = userId === undefined ? undefined : await repo.findUserById(userId);
      if (!user || user.email.toLowerCase() !== email) throw invalid;
      return issueSession(sign, await withRegistration(user));
    },

    /** POST /register (spec B §2.3). */
    async register(input: RegisterRequest): Promise<AuthResponse> {
      if (!input.name || !input.email || !input.password)
        throw new AppError('EMPTY', authMessages.signUpEmpty);
      if (!isEmailAddress(input.email)) throw new AppError('INVALID', authMessages.emailInvalid);
      checkPassword(input.password);
      const user = await repo.createUser({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: 'student',
      });
      if (!user) throw new AppError('FOUND', authMessages.signUpFound);
      return issueSession(sign, await withRegistration(user));
    },

    /** POST /forgot: the same answer whether or not the e-mail has a user (no account enumeration). */
    async forgot(input: { email: string }): Promise<{ message: string }> {
      if (!input.email) throw new AppError('EMPTY', authMessages.forgotEmpty);
      const user = await repo.findUserByEmail(input.email);
      if (user) {
        const token = randomToken();
        await repo.insertToken(user.id, 'reset', hashToken(token), new Date(Date.now() + RESET_TTL_MS));
        const link = `${publicUrl}/reset/${token}`;
        // Not awaited: the answer must not take longer when the account exists.
        mailer
          .send({
            to: user.email,
            subject: 'Portal do Formando: crie uma nova senha',
            text: `Olá, ${user.name}!\n\nPara criar uma nova senha no Portal do Formando, abra o link abaixo em até uma hora:\n\n${link}\n\nSe você não pediu a troca de senha, ignore esta mensagem.\n`,
          })
          .catch((err: unknown) => log.error({ err }, 'could not send the reset e-mail'));
      }
      return { message: authMessages.forgotSent };
    },

    /** POST /reset: the token must be unused, unexpired and belong to the e-mail given. */
    async reset(input: ResetRequest): Promise<{ message: string }> {
      if (!input.email || !input.password) throw new AppError('EMPTY', authMessages.resetEmpty);
      checkPassword(input.password);
      const user = await repo.findUserByEmail(input.email);
      const invalid = new AppError('INVALID', authMessages.resetInvalid);
      if (!user || !input.token) throw invalid;
      const userId = await repo.consumeToken(hashToken(input.token), 'reset');
      if (userId !== user.id) throw invalid;
      await repo.setPassword(user.id, await hashPassword(input.password));
      await repo.revokeTokens(user.id, 'reset');
      limiter.succeed(user.email);
      return { message: authMessages.resetDone };
    },

    /** A single-use automatic-login link for a user, for the producer to send (spec B §2.2). */
    async issueAutoLogin(userId: number): Promise<string> {
      const user = await repo.findUserById(userId);
      if (!user) throw new AppError('NOT_FOUND', authMessages.signInNotFound);
      const token = randomToken();
      await repo.insertToken(user.id, 'autologin', hashToken(token), new Date(Date.now() + AUTOLOGIN_TTL_MS));
      return `${publicUrl}/signin/${encodeURIComponent(`${user.email}|${token}`)}`;
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
