import type { AuthResponse } from '@portal/domain';
import type { TokenPayload } from '../../plugins/auth';
import type { UserRow } from './auth.repository';

/** A signed session for `user`; `acting` is the student an administrator acts as. */
export function issueSession(
  sign: (payload: TokenPayload) => string,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'studentId'>,
  acting?: { studentId: number; studentName: string },
): AuthResponse {
  const studentId = user.role === 'admin' ? (acting?.studentId ?? null) : user.studentId;
  const token = sign({
    sub: user.id,
    role: user.role,
    sid: studentId,
    act: Boolean(acting),
    name: user.name,
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
    },
  };
}
