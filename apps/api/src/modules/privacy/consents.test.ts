import { myDataMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStudent } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { admin, caller } from '../../../test/order-factories';
import type { Actor } from '../../platform/sessions/actor';
import { consentsRepository } from './consents.repository';
import { consentsService } from './consents.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

const studentActor = (userId: number, studentId: number): Actor => ({
  userId,
  role: 'student',
  name: 'Ana',
  studentId,
  acting: false,
  emailConfirmed: true,
  audit: null,
});

describe('decision 137: consents are the person’s own', () => {
  it('decision 137: an administrator, acting as nobody, records or withdraws no consent', async () => {
    const a = await admin(t);
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await call(method, '/perfil/consentimentos/email_reminders', a.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(myDataMessages.ownActsOnly);
    }
  });

  it('decision 137: the policy ticked on the sign-up form is logged with the new account, in its transaction', async () => {
    const signUp = (aceitePolitica?: boolean) =>
      call('POST', '/register', undefined, {
        name: 'Nova Pessoa',
        email: `nova.${Date.now()}.${Math.random()}@teste.com.br`,
        password: 'senha-longa-123',
        ...(aceitePolitica === undefined ? {} : { aceitePolitica }),
      });
    const res = await signUp(true);
    expect(res.statusCode).toBe(201);
    const token = res.json().token as string;
    const log = await call('GET', '/perfil/consentimentos', token);
    expect(log.json().log).toEqual([expect.objectContaining({ kind: 'policy', channel: 'cadastro' })]);
    // Not ticked (or an older client): no acceptance is logged; the policy is offered again later.
    for (const unticked of [false, undefined]) {
      const other = (await signUp(unticked)).json().token as string;
      expect((await call('GET', '/perfil/consentimentos', other)).json().log).toEqual([]);
    }
    // A user not linked to a registration yet may still accept it in the portal; 'Meus dados' itself needs
    // the registration: the platform's 404 until it is linked.
    const later = (await signUp(false)).json().token as string;
    const accepted = await call('POST', '/perfil/consentimentos/policy', later);
    expect(accepted.json().log).toEqual([expect.objectContaining({ kind: 'policy', channel: 'portal' })]);
    expect((await call('GET', '/perfil/meus-dados', later)).statusCode).toBe(404);
  });

  it('decision 137: face search is withdrawn here only with its module erasing along; without that, 409', async () => {
    const me = await signedInStudent(t.app, t.db);
    const actor = studentActor(me.user.id, me.student.id);
    await consentsRepository(t.db).give(me.user.id, 'face_search');
    // A privacy module told of no erasure for face search refuses to withdraw it (the descriptor would stay).
    const alone = consentsService({ db: t.db, uow: t.app.uow, withdrawals: {} });
    expect((await alone.list(actor)).states.find((s) => s.kind === 'face_search')).toMatchObject({
      inForce: true,
      withdrawable: false,
    });
    await expect(alone.withdraw(actor, 'face_search')).rejects.toMatchObject({
      status: 409,
      message: myDataMessages.faceSearchWithdrawElsewhere,
    });
    // The portal wires the faces module's erasure (app.ts): withdrawable here like anywhere else.
    const listed = (await call('GET', '/perfil/consentimentos', me.token)).json();
    expect(listed.states.find((s: { kind: string }) => s.kind === 'face_search')).toMatchObject({
      inForce: true,
      withdrawable: true,
    });
    expect((await call('DELETE', '/perfil/consentimentos/face_search', me.token)).statusCode).toBe(200);
    expect(await consentsRepository(t.db).inForce(me.user.id, 'face_search')).toBeNull();
  });

  it('decision 137: a withdrawal runs its module’s erasure in the same transaction, and both fail together', async () => {
    const me = await signedInStudent(t.app, t.db);
    const consents = consentsRepository(t.db);
    const erased: number[] = [];
    const working = consentsService({
      db: t.db,
      uow: t.app.uow,
      withdrawals: { face_search: async (_tx, userId) => void erased.push(userId) },
    });
    await consents.give(me.user.id, 'face_search');
    const answer = await working.withdraw(studentActor(me.user.id, me.student.id), 'face_search');
    expect(erased).toEqual([me.user.id]);
    expect(answer.states.find((s) => s.kind === 'face_search')).toMatchObject({ inForce: false });

    await consents.give(me.user.id, 'face_search');
    const failing = consentsService({
      db: t.db,
      uow: t.app.uow,
      withdrawals: {
        face_search: async () => {
          throw new Error('erasure failed');
        },
      },
    });
    await expect(failing.withdraw(studentActor(me.user.id, me.student.id), 'face_search')).rejects.toThrow(
      'erasure failed',
    );
    // The consent stays in force: it is never withdrawn without its data going with it.
    expect(await consents.inForce(me.user.id, 'face_search')).not.toBeNull();
  });
});
