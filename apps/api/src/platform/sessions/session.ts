import type { AuthResponse } from '@portal/domain';
import type { users } from '../../db/schema/index';
import type { TokenPayload } from './actor';

type UserRow = typeof users.$inferSelect;

export type SessionUserRow = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'role' | 'studentId' | 'sessionVersion'
> & {
  emailConfirmed: boolean;
};

/** The row as the session sees it. */
export function sessionUser(user: UserRow): SessionUserRow {
  return { ...user, emailConfirmed: user.emailConfirmedAt !== null };
}

/**
 * A signed session for `user`. `acting` is the student an administrator acts as; `via` the administrator
 * whose automatic-login link opened the session (its calls are audited as theirs).
 */
export function issueSession(
  sign: (payload: TokenPayload) => string,
  user: SessionUserRow,
  options: { acting?: { studentId: number; studentName: string }; via?: number | null } = {},
): AuthResponse {
  const { acting, via = null } = options;
  const studentId = user.role === 'admin' ? (acting?.studentId ?? null) : user.studentId;
  const token = sign({
    sub: user.id,
    ver: user.sessionVersion,
    role: user.role,
    act: user.role === 'admin' ? (acting?.studentId ?? null) : null,
    via,
  });
  return {
    token,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      studentId,
      actingAs: acting?.studentName ?? null,
      emailConfirmed: user.emailConfirmed,
    },
  };
}
