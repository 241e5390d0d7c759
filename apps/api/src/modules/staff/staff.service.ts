import { authMessages, type StaffInvite, type StaffMember, staffMessages } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../platform/sessions/actor';
import type { SessionStore } from '../../platform/sessions/session.store';
import type { UnitOfWork } from '../../platform/unit-of-work';
import type { Mailer } from '../../plugins/mail';
import { adminAccounts, setPasswordUrl, unusablePasswordHash } from '../auth';
import { invitationMail } from './staff.mails';

type Deps = { db: Db; uow: UnitOfWork; mail: Mailer; sessions: SessionStore; publicUrl: string };

/**
 * The producer's staff (decision 115): the administrators, invited by e-mail, demoted or removed, never
 * the last one. Every change is audited in its unit of work; a session acting as a student changes nothing.
 */
export function staffService({ db, uow, mail, sessions, publicUrl }: Deps) {
  function changer(actor: Actor): void {
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN', authMessages.forbidden);
    if (actor.acting) throw new AppError('FORBIDDEN', staffMessages.actingRefused);
  }

  /** Demote (`remove` false) or remove: the caller's own access too, unless they are the last. */
  async function revoke(actor: Actor, id: number, remove: boolean): Promise<{ message: string }> {
    changer(actor);
    const change = remove ? 'remove' : 'demote';
    await uow.run(
      actor,
      async (tx) => {
        const accounts = adminAccounts(tx);
        const admins = await accounts.lockAdmins();
        if (!admins.includes(id)) throw new AppError('NOT_FOUND', staffMessages.notAdmin);
        if (admins.length <= 1) throw new AppError('LIMIT', staffMessages.lastAdmin);
        await accounts.revoke(id, remove);
      },
      { studentId: null, detail: { change, staffId: id } },
    );
    sessions.forget(id);
    return { message: remove ? staffMessages.removed : staffMessages.demoted };
  }

  return {
    /** GET /admin/equipe: every active administrator, the waiting invitations among them. */
    async list(actor: Actor): Promise<StaffMember[]> {
      const rows = await adminAccounts(db).list();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        active: r.emailConfirmed,
        createdAt: r.createdAt.toISOString(),
        you: r.id === actor.userId,
      }));
    },

    /** POST /admin/equipe: the account and its invitation e-mail commit together with the audit row. */
    async invite(actor: Actor, input: StaffInvite): Promise<{ id: number; message: string }> {
      changer(actor);
      const unusable = await unusablePasswordHash();
      const id = await uow.run(
        actor,
        async (tx) => {
          const accounts = adminAccounts(tx);
          const held = await accounts.emailState(input.email);
          if (held.state === 'admin') throw new AppError('FOUND', staffMessages.alreadyAdmin);
          if (held.state === 'student') throw new AppError('FOUND', staffMessages.studentEmail);
          const invited = await accounts.invite(input, unusable, held.id);
          if (!invited) throw new AppError('FOUND', staffMessages.studentEmail);
          await mail.send(invitationMail(input, actor.name, setPasswordUrl(publicUrl, invited.token)), tx);
          return invited.id;
        },
        { studentId: null, detail: { change: 'invite', email: input.email, name: input.name } },
      );
      sessions.forget(id);
      return { id, message: staffMessages.invited(input.email) };
    },

    /** POST /admin/equipe/:id/rebaixar: an administrator becomes a student user. */
    demote: (actor: Actor, id: number) => revoke(actor, id, false),

    /** DELETE /admin/equipe/:id: the account is closed (kept for the audit trail it signs). */
    remove: (actor: Actor, id: number) => revoke(actor, id, true),
  };
}

export type StaffService = ReturnType<typeof staffService>;
