import {
  accessFlagsOf,
  type Cadastro,
  eventsMediaGate,
  type Permissions,
  permissionsFor,
  type SessionUser,
} from '@portal/domain';

/**
 * What the home shows (spec A §6, spec B §6): the session's role plus the registration's flags, through
 * the same rule the API guards its routes with. An administrator acting as a student sees that student's.
 */
export function homePermissions(user: SessionUser | null, cadastro: Cadastro): Permissions {
  return permissionsFor({
    role: user?.role ?? 'student',
    actingAsStudent: user?.role === 'admin' && user.studentId !== null,
    ...accessFlagsOf(cadastro),
  });
}

/**
 * The refusal GET /perfil/fotos is known to answer from the registration alone, else null (decision 133):
 * a guest has no contract (no finance, spec A §6), so the minimum paid share (spec A §5) is never reached
 * unless the graduation sets none. Known refusals are shown without asking.
 */
export function eventsRefusalOf(cadastro: Cadastro): string | null {
  if (!cadastro.AlConvidado) return null;
  return eventsMediaGate(0, null, cadastro.AlFormDados.FormMinimoPago).message;
}
