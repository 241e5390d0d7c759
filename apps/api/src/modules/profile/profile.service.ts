import type { Cadastro } from '@portal/domain';
import type { StudentAccess, StudentLoader } from '../../platform/access';
import { toCadastro } from './cadastro.mapper';
import type { ProfileRepository, RegistrationRow } from './profile.repository';

const isRegistration = (s: StudentAccess['student']): s is RegistrationRow => 'institution' in s;

export function profileService(repo: ProfileRepository) {
  const load: StudentLoader = (studentId) => repo.findRegistration(studentId);
  return {
    /**
     * The loader GET /perfil/cadastro declares (`app.student(undefined, service.load)`): the platform's
     * access preHandler reads the registration itself, in the call's one statement (decision 112).
     */
    load,
    /** GET /perfil/cadastro: the acting student's registration. */
    cadastro(caller: StudentAccess): Cadastro {
      // The route declares `load`; anything else is a wiring mistake.
      if (!isRegistration(caller.student))
        throw new Error('registration asked of a route without its loader');
      return toCadastro(caller.student);
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
