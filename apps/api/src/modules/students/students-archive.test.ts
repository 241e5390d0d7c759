import { archiveMessages, authMessages, deleteRefusal } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivistApp, expectOnlyAdminsMay } from '../../../test/archive-callers';
import { apiCall, createGraduation, createStudent, signedInStudent, signIn } from '../../../test/factories';
import { createContract } from '../../../test/finance-factories';
import type { TestContext } from '../../../test/helpers';
import { auditLog, students, users } from '../../db/schema/index';

let t: TestContext;
let admin: string;
let adminId: number;
beforeAll(async () => {
  ({ t, admin, adminId } = await archivistApp('Secretaria'));
});
afterAll(() => t.close());

const auditOf = (action: string, studentId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.userId, adminId), eq(auditLog.studentId, studentId)));
const classList = async (graduationId: number, archived = false) =>
  (
    (
      await apiCall(
        t.app,
        'GET',
        `/admin/formaturas/${graduationId}/alunos${archived ? '?arquivados=1' : ''}`,
        admin,
      )
    ).json() as {
      items: { id: number; archived: boolean }[];
    }
  ).items;

describe('decision 124: who may archive or delete a student', () => {
  it('decision 124: students, the committee, no session and acting sessions are refused', async () => {
    const target = await createStudent(t.db);
    await expectOnlyAdminsMay(t, admin, target.id, [
      ['POST', `/admin/alunos/${target.id}/arquivar`],
      ['POST', `/admin/alunos/${target.id}/desarquivar`],
      ['DELETE', `/admin/alunos/${target.id}`],
    ]);
    expect(await t.db.select().from(students).where(eq(students.id, target.id))).toHaveLength(1);
    expect((await apiCall(t.app, 'DELETE', '/admin/alunos/999999', admin)).statusCode).toBe(404);
  });
});

describe('decision 124: archiving a student', () => {
  it('decision 124: the session ends at once, sign-in is refused, the class list hides it; unarchive restores', async () => {
    const { user, student, token } = await signedInStudent(t.app, t.db);
    expect((await apiCall(t.app, 'GET', '/perfil/cadastro', token)).statusCode).toBe(200);
    const res = await apiCall(t.app, 'POST', `/admin/alunos/${student.id}/arquivar`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: archiveMessages.archived });
    expect((await apiCall(t.app, 'POST', `/admin/alunos/${student.id}/arquivar`, admin)).statusCode).toBe(
      200,
    );
    expect((await apiCall(t.app, 'GET', '/perfil/cadastro', token)).statusCode).toBe(401);
    const refused = await apiCall(t.app, 'POST', '/auth', undefined, {
      email: user.email,
      password: 'senha-forte-123',
    });
    expect(refused.json()).toEqual({ error: authMessages.signInNotFound, type: 'NOT_FOUND' });
    expect((await classList(student.graduationId)).map((s) => s.id)).not.toContain(student.id);
    expect((await classList(student.graduationId, true)).find((s) => s.id === student.id)).toMatchObject({
      archived: true,
    });
    const detail = (await apiCall(t.app, 'GET', `/admin/alunos/${student.id}`, admin)).json();
    expect(detail.archived).toBe(true);
    const rows = await auditOf('POST /api/admin/alunos/:id/arquivar', student.id);
    expect(rows[0]).toMatchObject({ graduationId: student.graduationId, detail: { change: 'archive' } });

    expect((await apiCall(t.app, 'POST', `/admin/alunos/${student.id}/desarquivar`, admin)).json()).toEqual({
      message: archiveMessages.unarchived,
    });
    const again = await signIn(t.app, user.email);
    expect((await apiCall(t.app, 'GET', '/perfil/cadastro', again)).statusCode).toBe(200);
    expect(await auditOf('POST /api/admin/alunos/:id/desarquivar', student.id)).toHaveLength(1);
  });

  it('decision 124: a student of an archived graduation stays closed when only the student is unarchived', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const { user, student } = await signedInStudent(t.app, t.db, {
      graduationId: graduation.id,
      courseId: course.id,
    });
    await apiCall(t.app, 'POST', `/admin/formaturas/${graduation.id}/arquivar`, admin);
    await apiCall(t.app, 'POST', `/admin/alunos/${student.id}/arquivar`, admin);
    await apiCall(t.app, 'POST', `/admin/alunos/${student.id}/desarquivar`, admin);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.disabledAt).not.toBeNull();
  });

  it('decision 124: an account closed for another reason (the demo’s, decision 114) stays closed after an unarchive', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const { user } = await signedInStudent(t.app, t.db, { graduationId: graduation.id, courseId: course.id });
    const closedAt = new Date('2026-01-01T00:00:00Z');
    await t.db.update(users).set({ disabledAt: closedAt }).where(eq(users.id, user.id));
    await apiCall(t.app, 'POST', `/admin/formaturas/${graduation.id}/arquivar`, admin);
    await apiCall(t.app, 'POST', `/admin/formaturas/${graduation.id}/desarquivar`, admin);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.disabledAt).toEqual(closedAt);
  });
});

describe('decision 124: deleting a student', () => {
  it('decision 124: refused with 409 while a contract exists, naming it and offering the archive', async () => {
    const student = await createStudent(t.db);
    await createContract(t.db, student.id);
    const res = await apiCall(t.app, 'DELETE', `/admin/alunos/${student.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: deleteRefusal('student', { contracts: 1 }), type: 'FOUND' });
    expect(res.json().error).toContain('1 contrato');
    expect(await t.db.select().from(students).where(eq(students.id, student.id))).toHaveLength(1);
  });

  it('decision 124: a registration with nothing on it is deleted with its portal user; the audit keeps who', async () => {
    const { user, student } = await signedInStudent(t.app, t.db, { firstName: 'Duplicado' });
    const res = await apiCall(t.app, 'DELETE', `/admin/alunos/${student.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: archiveMessages.deleted });
    expect(await t.db.select().from(students).where(eq(students.id, student.id))).toHaveLength(0);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    const [row] = await auditOf('DELETE /api/admin/alunos/:id', student.id);
    expect(row).toMatchObject({
      detail: { change: 'delete', deleted: { email: student.email, cpf: student.cpf } },
    });
    // The same person can be registered again under the same e-mail.
    const back = await createStudent(t.db, {
      email: student.email,
      graduationId: student.graduationId,
      courseId: student.courseId,
    });
    expect(back.id).not.toBe(student.id);
  });
});
