import { authMessages, type Cadastro } from '@portal/domain';
import { AppError } from '../../lib/errors';
import { type Actor, actingStudent } from '../../platform/sessions/actor';
import { toCadastro } from './cadastro.mapper';
import type { ProfileRepository } from './profile.repository';

export function profileService(repo: ProfileRepository) {
  return {
    /** GET /perfil/cadastro: the acting student's registration. */
    async cadastro(actor: Actor): Promise<Cadastro> {
      if (actor.studentId === null && actor.role === 'student') {
        throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
      }
      const row = await repo.findRegistration(actingStudent(actor));
      if (!row) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
      return toCadastro(row);
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
