import { randomUUID } from 'node:crypto';
import { deletionMessages, ERASED_NAME, erasedCpf } from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraduation, PASSWORD, signedInStudent } from '../../../test/factories';
import { createContract } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { admin, caller } from '../../../test/order-factories';
import {
  accountDeletionRequests,
  auditLog,
  consents,
  parcels,
  students,
  uploads,
  users,
} from '../../db/schema/index';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

/** A signed-in student with a paid parcel, an upload with its file, an invitation and a consent. */
async function student(flags: Record<string, unknown> = {}, finance = true) {
  const { graduation, course } = await createGraduation(t.db);
  const me = await signedInStudent(t.app, t.db, {
    graduationId: graduation.id,
    courseId: course.id,
    firstName: 'Beatriz',
    surname: `Lima ${randomUUID().slice(0, 6)}`,
    street: 'Rua das Flores',
    number: '10',
    city: 'Porto Alegre',
    uf: 'RS',
    cep: '90000000',
    ...flags,
  });
  if (finance) {
    await createContract(t.db, me.student.id, {
      parcels: [
        { amountCents: 100_000, title: 'Parcela 1', paidOn: '2026-03-10' },
        { amountCents: 100_000, title: 'Parcela 2' },
      ],
    });
  }
  const storageKey = `uploads/${me.student.id}/${randomUUID()}`;
  await t.storage.put(storageKey, Buffer.from('musica'));
  await t.db.insert(uploads).values({
    id: randomUUID(),
    studentId: me.student.id,
    type: 'formatura',
    name: 'entrada.mp3',
    storageKey,
    size: 6,
    mimetype: 'audio/mpeg',
  });
  const invitationPath = `convites/${me.student.id}.pdf`;
  await t.storage.put(invitationPath, Buffer.from('convite'));
  await t.db.update(students).set({ invitationPath }).where(eq(students.id, me.student.id));
  await call('POST', '/perfil/consentimentos/policy?canal=cadastro', me.token);
  return { ...me, graduation, storageKey, invitationPath };
}

/** The link of the last confirmation e-mail sent to `email`, as its token. */
async function linkToken(email: string): Promise<string> {
  await t.drainJobs();
  const mail = t.mails.filter((m) => m.to === email && m.subject.includes('confirme')).at(-1);
  const match = mail?.text.match(/\/excluir-conta\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no link for ${email}`);
  return match[1]!;
}

async function asked(me: { token: string; user: { email: string } }, confirm = true) {
  const res = await call('POST', '/privacidade/exclusao', me.token, { password: PASSWORD });
  expect(res.statusCode).toBe(201);
  const token = await linkToken(me.user.email);
  if (confirm)
    expect((await call('POST', '/privacidade/exclusao/confirmar', undefined, { token })).statusCode).toBe(
      200,
    );
  const mine = await call('GET', '/privacidade/exclusao', me.token);
  return { id: mine.json().request.id as number, token };
}

const stored = async (key: string) => (await t.storage.get(key)) !== null;

describe('LGPD art. 18: the student asks to delete the account', () => {
  it('decision 140: asked with the password, confirmed once by the e-mail link', async () => {
    const me = await student();
    expect((await call('GET', '/privacidade/exclusao', me.token)).json()).toEqual({ request: null });
    const res = await call('POST', '/privacidade/exclusao', me.token, { password: PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(deletionMessages.requested(me.user.email));
    expect((await call('GET', '/privacidade/exclusao', me.token)).json().request.status).toBe('requested');
    const token = await linkToken(me.user.email);
    const ok = await call('POST', '/privacidade/exclusao/confirmar', undefined, { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(deletionMessages.confirmed);
    expect((await call('GET', '/privacidade/exclusao', me.token)).json().request.status).toBe('confirmed');
    const again = await call('POST', '/privacidade/exclusao/confirmar', undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(deletionMessages.linkInvalid);
  });

  it('decision 140: a wrong password records nothing and sends nothing', async () => {
    const me = await student();
    await t.drainJobs();
    const before = t.mails.length;
    const res = await call('POST', '/privacidade/exclusao', me.token, { password: 'outra-senha-123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(deletionMessages.wrongPassword);
    await t.drainJobs();
    expect(t.mails.length).toBe(before);
    expect((await call('GET', '/privacidade/exclusao', me.token)).json()).toEqual({ request: null });
  });

  it('decision 140: only one open request per student, before and after the confirmation', async () => {
    const me = await student();
    await asked(me, false);
    const twice = await call('POST', '/privacidade/exclusao', me.token, { password: PASSWORD });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(deletionMessages.alreadyOpen);
    const token = await linkToken(me.user.email);
    await call('POST', '/privacidade/exclusao/confirmar', undefined, { token });
    expect((await call('POST', '/privacidade/exclusao', me.token, { password: PASSWORD })).statusCode).toBe(
      409,
    );
    const open = await t.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.studentId, me.student.id));
    expect(open).toHaveLength(1);
  });

  it('decision 140: an expired link confirms nothing', async () => {
    const me = await student();
    const { id, token } = await asked(me, false);
    await t.db
      .update(accountDeletionRequests)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountDeletionRequests.id, id));
    const res = await call('POST', '/privacidade/exclusao/confirmar', undefined, { token });
    expect(res.statusCode).toBe(400);
    expect((await call('GET', '/privacidade/exclusao', me.token)).json().request.status).toBe('requested');
    expect(
      (await call('POST', '/privacidade/exclusao/confirmar', undefined, { token: 'x'.repeat(43) }))
        .statusCode,
    ).toBe(400);
  });

  it('decision 140: the student cancels while pending; the link dies; a new request is possible', async () => {
    const me = await student();
    const { token } = await asked(me, false);
    const res = await call('DELETE', '/privacidade/exclusao', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(deletionMessages.cancelled);
    expect((await call('POST', '/privacidade/exclusao/confirmar', undefined, { token })).statusCode).toBe(
      400,
    );
    expect((await call('DELETE', '/privacidade/exclusao', me.token)).statusCode).toBe(404);
    await asked(me);
    expect((await call('DELETE', '/privacidade/exclusao', me.token)).statusCode).toBe(200);
  });

  it('LGPD art. 18: a guest and a committee member may ask; an administrator, acting or not, may not; a guest of the portal without a session is refused', async () => {
    const guest = await student({ guest: true }, false);
    expect(
      (await call('POST', '/privacidade/exclusao', guest.token, { password: PASSWORD })).statusCode,
    ).toBe(201);
    const committee = await student({ committee: true });
    expect(
      (await call('POST', '/privacidade/exclusao', committee.token, { password: PASSWORD })).statusCode,
    ).toBe(201);
    const a = await admin(t);
    const target = await student();
    const acting = await a.actAs(target.student.id);
    const byAdmin = await call('POST', '/privacidade/exclusao', acting, { password: PASSWORD });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error).toBe(deletionMessages.adminRefused);
    expect((await call('DELETE', '/privacidade/exclusao', acting)).statusCode).toBe(403);
    expect((await call('POST', '/privacidade/exclusao', a.token, { password: PASSWORD })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/privacidade/exclusao', undefined, { password: PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/privacidade/exclusao')).statusCode).toBe(401);
  });

  it('LGPD art. 18: another student neither sees nor cancels the request', async () => {
    const me = await student();
    await asked(me);
    const other = await student();
    expect((await call('GET', '/privacidade/exclusao', other.token)).json()).toEqual({ request: null });
    expect((await call('DELETE', '/privacidade/exclusao', other.token)).statusCode).toBe(404);
    expect((await call('GET', '/privacidade/exclusao', me.token)).json().request.status).toBe('confirmed');
  });
});

describe('LGPD art. 18: the producer decides', () => {
  it('decision 140: students, committee members and guests never reach the back-office calls', async () => {
    const me = await student();
    const { id } = await asked(me);
    const committee = await student({ committee: true });
    const guest = await student({ guest: true }, false);
    for (const who of [me.token, committee.token, guest.token]) {
      expect((await call('GET', '/admin/privacidade/exclusoes', who)).statusCode).toBe(403);
      expect((await call('GET', `/admin/privacidade/exclusoes/${id}`, who)).statusCode).toBe(403);
      expect((await call('POST', `/admin/privacidade/exclusoes/${id}/aprovar`, who)).statusCode).toBe(403);
      expect(
        (await call('POST', `/admin/privacidade/exclusoes/${id}/recusar`, who, { reason: 'Motivo qualquer' }))
          .statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/admin/privacidade/exclusoes')).statusCode).toBe(401);
    const a = await admin(t);
    const acting = await a.actAs(me.student.id);
    expect((await call('POST', `/admin/privacidade/exclusoes/${id}/aprovar`, acting)).statusCode).toBe(403);
    expect((await call('GET', '/privacidade/exclusao', me.token)).json().request.status).toBe('confirmed');
  });

  it('decision 127: the list is newest first, keyset-paged, with the total and a status filter', async () => {
    const a = await admin(t);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await asked(await student())).id);
    const first = await call('GET', '/admin/privacidade/exclusoes?limit=2', a.token);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((r: { id: number }) => r.id)).toEqual(
      [...page1.items.map((r: { id: number }) => r.id)].sort((x: number, y: number) => y - x),
    );
    expect(page1.items).toHaveLength(2);
    expect(page1.next).toBe(page1.items[1].id);
    const page2 = (
      await call('GET', `/admin/privacidade/exclusoes?limit=2&cursor=${page1.next}`, a.token)
    ).json();
    expect(page2.items.every((r: { id: number }) => r.id < page1.next)).toBe(true);
    expect(page1.total).toBeGreaterThanOrEqual(3);
    const confirmed = (
      await call('GET', '/admin/privacidade/exclusoes?status=confirmed&limit=100', a.token)
    ).json();
    expect(confirmed.items.every((r: { status: string }) => r.status === 'confirmed')).toBe(true);
    for (const id of ids) expect(confirmed.items.some((r: { id: number }) => r.id === id)).toBe(true);
    expect(confirmed.items[0]).toMatchObject({
      studentName: expect.stringContaining('Beatriz'),
      graduationName: 'Turma de teste',
    });
  });

  it('decision 140: the detail says what is erased, anonymised and kept, and why', async () => {
    const a = await admin(t);
    const me = await student();
    const { id } = await asked(me);
    const res = await call('GET', `/admin/privacidade/exclusoes/${id}`, a.token);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ id, status: 'confirmed', email: me.user.email, studentId: me.student.id });
    expect(d.plan.keepsCpf).toBe(true);
    expect(d.plan.kept.map((k: { what: string }) => k.what).join(' ')).toContain('2 parcelas (1 paga)');
    expect(d.plan.kept.map((k: { why: string }) => k.why).join(' ')).toContain('até 31/12/2031');
    expect(d.plan.erased.map((k: { what: string }) => k.what)).toContain('1 arquivo enviado');
    expect((await call('GET', '/admin/privacidade/exclusoes/999999', a.token)).statusCode).toBe(404);
  });

  it('decision 140: a request not yet confirmed by the student cannot be decided', async () => {
    const a = await admin(t);
    const me = await student();
    const { id } = await asked(me, false);
    const res = await call('POST', `/admin/privacidade/exclusoes/${id}/aprovar`, a.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(deletionMessages.notConfirmed);
  });

  it('decision 140: a refusal needs a reason, which the student reads by e-mail; decided once', async () => {
    const a = await admin(t);
    const me = await student();
    const { id } = await asked(me);
    for (const reason of [undefined, '', '   ', 'curt']) {
      const res = await call(
        'POST',
        `/admin/privacidade/exclusoes/${id}/recusar`,
        a.token,
        reason === undefined ? {} : { reason },
      );
      expect(res.statusCode).toBe(400);
    }
    const reason = 'Há uma cobrança judicial em andamento sobre o contrato.';
    const res = await call('POST', `/admin/privacidade/exclusoes/${id}/recusar`, a.token, { reason });
    expect(res.statusCode).toBe(200);
    await t.drainJobs();
    const mail = t.mails.filter((m) => m.to === me.user.email).at(-1)!;
    expect(mail.subject).toContain('recusado');
    expect(mail.text).toContain(reason);
    const mine = (await call('GET', '/privacidade/exclusao', me.token)).json().request;
    expect(mine).toMatchObject({ status: 'refused', refuseReason: reason });
    expect((await call('POST', `/admin/privacidade/exclusoes/${id}/aprovar`, a.token)).statusCode).toBe(409);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.code, 'privacidade.exclusao.recusar'), eq(auditLog.studentId, me.student.id)));
    expect(audit).toMatchObject({ userId: a.user.id, detail: { change: 'refuse', requestId: id, reason } });
    // Still signed in: a refusal changes nothing else.
    expect((await call('GET', '/privacidade/exclusao', me.token)).statusCode).toBe(200);
  });

  it('LGPD art. 18: after the approval sign-in is refused and the data anonymised while the parcels remain', async () => {
    const a = await admin(t);
    const me = await student();
    const { id } = await asked(me);
    const parcelsBefore = await t.db
      .select()
      .from(parcels)
      .innerJoin(sql`contracts c`, sql`c.id = ${parcels.contractId}`)
      .where(sql`c.student_id = ${me.student.id}`);
    const res = await call('POST', `/admin/privacidade/exclusoes/${id}/aprovar`, a.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(deletionMessages.approved);

    // The account: no sign-in, the session it had ends.
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: me.user.email, password: PASSWORD },
    });
    expect(signInAgain.statusCode).not.toBe(200);
    expect((await call('GET', '/privacidade/exclusao', me.token)).statusCode).toBe(401);
    const [user] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(user).toMatchObject({
      name: ERASED_NAME,
      email: `removido-usuario-${me.user.id}@titular-removido.invalid`,
    });
    expect(user!.disabledAt).not.toBeNull();
    expect(user!.sessionVersion).toBe(me.user.sessionVersion + 1);

    // The registration: anonymised, the CPF kept for the fiscal records.
    const [row] = await t.db.select().from(students).where(eq(students.id, me.student.id));
    expect(row).toMatchObject({
      firstName: ERASED_NAME,
      surname: '',
      email: `removido-cadastro-${me.student.id}@titular-removido.invalid`,
      cpf: me.student.cpf,
      phone: '',
      street: null,
      city: null,
      cep: null,
      invitationPath: null,
    });

    // Kept: the parcels, untouched.
    const parcelsAfter = await t.db
      .select()
      .from(parcels)
      .innerJoin(sql`contracts c`, sql`c.id = ${parcels.contractId}`)
      .where(sql`c.student_id = ${me.student.id}`);
    expect(parcelsAfter).toEqual(parcelsBefore);

    // Erased: uploads and their files, the invitation; consents withdrawn.
    expect(await t.db.select().from(uploads).where(eq(uploads.studentId, me.student.id))).toEqual([]);
    expect(await stored(me.storageKey)).toBe(false);
    expect(await stored(me.invitationPath)).toBe(false);
    expect(
      await t.db
        .select()
        .from(consents)
        .where(and(eq(consents.userId, me.user.id), isNull(consents.withdrawnAt))),
    ).toEqual([]);

    // The request is done, audited, and the student was told at the address they had.
    const [request] = await t.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, id));
    expect(request).toMatchObject({ status: 'done', decidedBy: a.user.id, pendingFiles: null });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.code, 'privacidade.exclusao.aprovar'), eq(auditLog.studentId, me.student.id)));
    expect(audit).toMatchObject({ userId: a.user.id, detail: { change: 'approve', requestId: id } });
    await t.drainJobs();
    const mail = t.mails.filter((m) => m.to === me.user.email).at(-1)!;
    expect(mail.subject).toBe('Portal do Formando: sua conta foi excluída');
    expect(mail.text).toContain('5 anos');
    expect((await call('POST', `/admin/privacidade/exclusoes/${id}/aprovar`, a.token)).statusCode).toBe(409);
  });

  it('decision 140: two producers deciding at once decide once', async () => {
    const a = await admin(t);
    const b = await admin(t);
    const me = await student();
    const { id } = await asked(me);
    const answers = await Promise.all([
      call('POST', `/admin/privacidade/exclusoes/${id}/aprovar`, a.token),
      call('POST', `/admin/privacidade/exclusoes/${id}/recusar`, b.token, {
        reason: 'Cobrança em andamento.',
      }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [request] = await t.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, id));
    expect(request!.status).toBe(answers[0]!.statusCode === 200 ? 'done' : 'refused');
  });

  it('decision 140: files left after the commit are deleted by approving again', async () => {
    const a = await admin(t);
    const me = await student();
    const { id } = await asked(me);
    expect((await call('POST', `/admin/privacidade/exclusoes/${id}/aprovar`, a.token)).statusCode).toBe(200);
    // As if the storage had failed after the commit: a file still there, its key kept on the request.
    const left = `uploads/${me.student.id}/${randomUUID()}`;
    await t.storage.put(left, Buffer.from('sobra'));
    const blocked = `uploads/${me.student.id}/pasta`;
    await t.storage.put(`${blocked}/dentro`, Buffer.from('x'));
    await t.db
      .update(accountDeletionRequests)
      .set({ status: 'approved', pendingFiles: [left, blocked] })
      .where(eq(accountDeletionRequests.id, id));
    const failing = await call('POST', `/admin/privacidade/exclusoes/${id}/aprovar`, a.token);
    expect(failing.statusCode).toBe(503);
    expect(failing.json().error).toBe(deletionMessages.filesPending);
    expect(
      (await t.db.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.id, id)))[0]!
        .status,
    ).toBe('approved');
    await t.db
      .update(accountDeletionRequests)
      .set({ pendingFiles: [left] })
      .where(eq(accountDeletionRequests.id, id));
    expect((await call('POST', `/admin/privacidade/exclusoes/${id}/aprovar`, a.token)).statusCode).toBe(200);
    expect(await stored(left)).toBe(false);
    const [request] = await t.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, id));
    expect(request).toMatchObject({ status: 'done', pendingFiles: null });
  });

  it('decision 140: without finance records the CPF is erased too', async () => {
    const a = await admin(t);
    const me = await student({}, false);
    const { id } = await asked(me);
    const detail = (await call('GET', `/admin/privacidade/exclusoes/${id}`, a.token)).json();
    expect(detail.plan.keepsCpf).toBe(false);
    expect((await call('POST', `/admin/privacidade/exclusoes/${id}/aprovar`, a.token)).statusCode).toBe(200);
    const [row] = await t.db.select().from(students).where(eq(students.id, me.student.id));
    expect(row!.cpf).toBe(erasedCpf(me.student.id));
  });

  it('decision 140: a fault in the middle of the approval changes nothing', async () => {
    const a = await admin(t);
    const me = await student();
    const { id } = await asked(me);
    await t.drainJobs();
    const mailsBefore = t.mails.length;
    const [userBefore] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    const [studentBefore] = await t.db.select().from(students).where(eq(students.id, me.student.id));
    // A real fault from the database, after the consents, the uploads and the account were written.
    await t.db.execute(sql`
      create or replace function deletion_fault() returns trigger language plpgsql as $$
      begin
        if new.first_name = '${sql.raw(ERASED_NAME)}' then raise exception 'falha simulada'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger deletion_fault before update on students for each row execute function deletion_fault()`,
    );
    try {
      const res = await call('POST', `/admin/privacidade/exclusoes/${id}/aprovar`, a.token);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger deletion_fault on students`);
    }
    expect((await t.db.select().from(users).where(eq(users.id, me.user.id)))[0]).toEqual(userBefore);
    expect((await t.db.select().from(students).where(eq(students.id, me.student.id)))[0]).toEqual(
      studentBefore,
    );
    expect(await t.db.select().from(uploads).where(eq(uploads.studentId, me.student.id))).toHaveLength(1);
    expect(await stored(me.storageKey)).toBe(true);
    expect(
      await t.db
        .select()
        .from(consents)
        .where(and(eq(consents.userId, me.user.id), isNull(consents.withdrawnAt))),
    ).toHaveLength(1);
    expect(
      (await t.db.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.id, id)))[0]!
        .status,
    ).toBe('confirmed');
    await t.drainJobs();
    expect(t.mails.length).toBe(mailsBefore);
    expect((await call('GET', '/privacidade/exclusao', me.token)).statusCode).toBe(200);
    // Once the fault is gone, the same approval goes through.
    expect((await call('POST', `/admin/privacidade/exclusoes/${id}/aprovar`, a.token)).statusCode).toBe(200);
  });
});

describe('decision 140: the password of a deletion request is guessed no faster than a sign-in', () => {
  it('decision 140: past AUTH_RATE_LIMIT_PER_MINUTE tries a minute the student gets 429; another student does not', async () => {
    const small = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const ask = (token: string) =>
        caller(small)('POST', '/privacidade/exclusao', token, { password: 'outra-senha-123' });
      const me = await signedInStudent(small.app, small.db);
      for (let i = 0; i < 3; i++) expect((await ask(me.token)).statusCode).toBe(400);
      const fourth = await ask(me.token);
      expect(fourth.statusCode).toBe(429);
      const other = await signedInStudent(small.app, small.db);
      expect((await ask(other.token)).statusCode).toBe(400);
    } finally {
      await small.close();
    }
  });
});
