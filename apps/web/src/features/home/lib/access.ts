import {
  accessFlagsOf,
  type Cadastro,
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

/** The refusal the registration already tells for GET /perfil/fotos: the domain's rule (decision 142). */
export { eventsRefusalOf } from '@portal/domain';
