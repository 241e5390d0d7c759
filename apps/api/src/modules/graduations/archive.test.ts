import { archiveMessages, authMessages, deleteRefusal } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivistApp, expectOnlyAdminsMay } from '../../../test/archive-callers';
import { apiCall, createGraduation, createStudent, signedInStudent, signIn } from '../../../test/factories';
import { createContract } from '../../../test/finance-factories';
import type { TestContext } from '../../../test/helpers';
import { auditLog, campuses, courses, events, graduations, institutions } from '../../db/schema/index';

let t: TestContext;
let admin: string;
let adminId: number;
beforeAll(async () => {
  ({ t, admin, adminId } = await archivistApp('Arquivista'));
});
afterAll(() => t.close());

const auditOf = (action: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.userId, adminId)))
    .then((rows) => rows.filter((r) => (r.detail as { id?: number })?.id === id));

type Row = { id: number; archived?: boolean; campuses?: Row[] };
const listed = async (url: string) =>
  ((await apiCall(t.app, 'GET', url, admin)).json() as { items: Row[] }).items;
const institutionsListed = async (archived = false) =>
  (
    await apiCall(t.app, 'GET', `/admin/instituicoes${archived ? '?arquivados=1' : ''}`, admin)
  ).json() as Row[];

describe('decision 124: who may archive and delete', () => {
  it('decision 124: students, the committee and callers without a session are refused; acting sessions too', async () => {
    const { graduation, institution, course } = await createGraduation(t.db);
    const [polo] = await t.db
      .insert(campuses)
      .values({ institutionId: institution.id, name: 'Centro' })
      .returning();
    const someone = await createStudent(t.db);
    const urls = [
      `/admin/formaturas/${graduation.id}`,
      `/admin/instituicoes/${institution.id}`,
      `/admin/polos/${polo!.id}`,
      `/admin/cursos/${course.id}`,
    ];
    await expectOnlyAdminsMay(
      t,
      admin,
      someone.id,
      urls.flatMap((base) => [
        ['POST', `${base}/arquivar`] as const,
        ['POST', `${base}/desarquivar`] as const,
        ['DELETE', base] as const,
      ]),
    );
    const [g] = await t.db.select().from(graduations).where(eq(graduations.id, graduation.id));
    expect(g!.archivedAt).toBeNull();
  });

  it('decision 124: an unknown id answers 404', async () => {
    for (const url of ['/admin/formaturas/999999', '/admin/polos/999999', '/admin/cursos/999999']) {
      expect((await apiCall(t.app, 'POST', `${url}/arquivar`, admin)).statusCode).toBe(404);
      expect((await apiCall(t.app, 'DELETE', url, admin)).statusCode).toBe(404);
    }
  });
});

describe('decision 124: archiving a graduation', () => {
  it('decision 124: hidden from the list and pickers unless arquivados=1, closed, idempotent, audited', async () => {
    const { graduation } = await createGraduation(t.db, { name: 'Arquivo Direito' });
    const url = `/admin/formaturas/${graduation.id}/arquivar`;
    const first = await apiCall(t.app, 'POST', url, admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: archiveMessages.archived });
    expect((await apiCall(t.app, 'POST', url, admin)).statusCode).toBe(200);
    expect((await listed('/admin/formaturas?status=all&q=Arquivo%20Direito')).map((r) => r.id)).not.toContain(
      graduation.id,
    );
    const shown = await listed('/admin/formaturas?status=all&q=Arquivo%20Direito&arquivados=1');
    expect(shown.find((r) => r.id === graduation.id)).toMatchObject({ archived: true, closed: true });
    const detail = (await apiCall(t.app, 'GET', `/admin/formaturas/${graduation.id}`, admin)).json();
    expect(detail).toMatchObject({ archived: true, closed: true });
    const rows = await auditOf('POST /api/admin/formaturas/:id/arquivar', graduation.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      graduationId: graduation.id,
      detail: { change: 'archive', name: 'Arquivo Direito' },
    });

    expect(
      (await apiCall(t.app, 'POST', `/admin/formaturas/${graduation.id}/desarquivar`, admin)).json(),
    ).toEqual({
      message: archiveMessages.unarchived,
    });
    expect((await listed('/admin/formaturas?status=all&q=Arquivo%20Direito')).map((r) => r.id)).toContain(
      graduation.id,
    );
  });

  it('decision 124: its students cannot sign in and their sessions end at once; unarchived, they can again', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const { user, token } = await signedInStudent(t.app, t.db, {
      graduationId: graduation.id,
      courseId: course.id,
    });
    expect((await apiCall(t.app, 'GET', '/perfil/cadastro', token)).statusCode).toBe(200);
    await apiCall(t.app, 'POST', `/admin/formaturas/${graduation.id}/arquivar`, admin);
    expect((await apiCall(t.app, 'GET', '/perfil/cadastro', token)).statusCode).toBe(401);
    const refused = await apiCall(t.app, 'POST', '/auth', undefined, {
      email: user.email,
      password: 'senha-forte-123',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: authMessages.signInNotFound, type: 'NOT_FOUND' });
    await apiCall(t.app, 'POST', `/admin/formaturas/${graduation.id}/desarquivar`, admin);
    const again = await signIn(t.app, user.email);
    expect((await apiCall(t.app, 'GET', '/perfil/cadastro', again)).statusCode).toBe(200);
  });
});

describe('decision 124: deleting a graduation', () => {
  it('decision 124: refused with 409 naming its students and events, offering the archive', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const s = await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
    await createContract(t.db, s.id);
    await t.db.insert(events).values({ graduationId: graduation.id, name: 'Colação' });
    const res = await apiCall(t.app, 'DELETE', `/admin/formaturas/${graduation.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: deleteRefusal('graduation', { students: 1, events: 1, contracts: 1 }),
      type: 'FOUND',
    });
    expect(res.json().error).toBe(
      'Não é possível excluir esta formatura: ela tem 1 formando, 1 evento e 1 contrato. Arquive-a para escondê-la sem perder nada.',
    );
    expect(await t.db.select().from(graduations).where(eq(graduations.id, graduation.id))).toHaveLength(1);
  });

  it('decision 124: a graduation with nothing in it is deleted with its courses, and the delete is audited', async () => {
    const { graduation } = await createGraduation(t.db, { name: 'Criada duas vezes' });
    const res = await apiCall(t.app, 'DELETE', `/admin/formaturas/${graduation.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: archiveMessages.deleted });
    expect(await t.db.select().from(graduations).where(eq(graduations.id, graduation.id))).toHaveLength(0);
    expect(await t.db.select().from(courses).where(eq(courses.graduationId, graduation.id))).toHaveLength(0);
    const [row] = await auditOf('DELETE /api/admin/formaturas/:id', graduation.id);
    expect(row).toMatchObject({
      graduationId: graduation.id,
      detail: { change: 'delete', name: 'Criada duas vezes' },
    });
    expect((await apiCall(t.app, 'DELETE', `/admin/formaturas/${graduation.id}`, admin)).statusCode).toBe(
      404,
    );
  });
});

describe('decision 124: institutions, polos and courses', () => {
  it('decision 124: an archived institution and polo leave the pickers unless arquivados=1', async () => {
    const { institution } = await createGraduation(t.db);
    const [polo] = await t.db
      .insert(campuses)
      .values({ institutionId: institution.id, name: 'Norte' })
      .returning();
    expect((await apiCall(t.app, 'POST', `/admin/polos/${polo!.id}/arquivar`, admin)).statusCode).toBe(200);
    const inst = (await institutionsListed()).find((i) => i.id === institution.id);
    expect(inst?.campuses?.map((c) => c.id)).not.toContain(polo!.id);
    const all = (await institutionsListed(true)).find((i) => i.id === institution.id);
    expect(all?.campuses?.find((c) => c.id === polo!.id)).toMatchObject({ archived: true });

    expect(
      (await apiCall(t.app, 'POST', `/admin/instituicoes/${institution.id}/arquivar`, admin)).statusCode,
    ).toBe(200);
    expect((await institutionsListed()).map((i) => i.id)).not.toContain(institution.id);
    expect((await institutionsListed(true)).find((i) => i.id === institution.id)).toMatchObject({
      archived: true,
    });
    expect(await auditOf('POST /api/admin/instituicoes/:id/arquivar', institution.id)).toHaveLength(1);
  });

  it('decision 124: an archived course or polo is not offered on the self-registration form', async () => {
    const { graduation, institution, course } = await createGraduation(t.db);
    const [other] = await t.db
      .insert(courses)
      .values({ graduationId: graduation.id, name: 'Direito' })
      .returning();
    const [polo] = await t.db
      .insert(campuses)
      .values({ institutionId: institution.id, name: 'Sul' })
      .returning();
    await apiCall(t.app, 'POST', `/admin/cursos/${course.id}/arquivar`, admin);
    await apiCall(t.app, 'POST', `/admin/polos/${polo!.id}/arquivar`, admin);
    const form = (await apiCall(t.app, 'GET', `/hash/${graduation.registrationKey}`)).json() as {
      cursos: { id: number }[];
      instituicoes: { InstPolos: { poloId: number }[] }[];
    };
    expect(form.cursos.map((c) => c.id)).toEqual([other!.id]);
    expect(form.instituicoes.flatMap((i) => i.InstPolos.map((p) => p.poloId))).not.toContain(polo!.id);
    const detail = (await apiCall(t.app, 'GET', `/admin/formaturas/${graduation.id}`, admin)).json();
    expect(detail.courses.find((c: Row) => c.id === course.id)).toMatchObject({ archived: true });
  });

  it('decision 124: an institution, polo or course in use is not deleted (409 names it); a free one is', async () => {
    const { graduation, institution, course } = await createGraduation(t.db);
    const [polo] = await t.db
      .insert(campuses)
      .values({ institutionId: institution.id, name: 'Leste' })
      .returning();
    await createStudent(t.db, { graduationId: graduation.id, courseId: course.id, campusId: polo!.id });
    for (const [url, error] of [
      [
        `/admin/instituicoes/${institution.id}`,
        deleteRefusal('institution', { graduations: 1, students: 1 }),
      ],
      [`/admin/polos/${polo!.id}`, deleteRefusal('campus', { students: 1 })],
      [`/admin/cursos/${course.id}`, deleteRefusal('course', { students: 1 })],
    ] as const) {
      const res = await apiCall(t.app, 'DELETE', url, admin);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 409,
        body: { error: error, type: 'FOUND' },
      });
    }
    const [free] = await t.db.insert(institutions).values({ name: 'Digitada errado' }).returning();
    const [freePolo] = await t.db
      .insert(campuses)
      .values({ institutionId: free!.id, name: 'Único' })
      .returning();
    const [freeCourse] = await t.db
      .insert(courses)
      .values({ graduationId: graduation.id, name: 'Vazio' })
      .returning();
    expect((await apiCall(t.app, 'DELETE', `/admin/cursos/${freeCourse!.id}`, admin)).statusCode).toBe(200);
    expect((await apiCall(t.app, 'DELETE', `/admin/instituicoes/${free!.id}`, admin)).statusCode).toBe(200);
    expect(await t.db.select().from(campuses).where(eq(campuses.id, freePolo!.id))).toHaveLength(0);
    expect(await auditOf('DELETE /api/admin/instituicoes/:id', free!.id)).toHaveLength(1);
    expect(await auditOf('DELETE /api/admin/cursos/:id', freeCourse!.id)).toHaveLength(1);
  });
});
