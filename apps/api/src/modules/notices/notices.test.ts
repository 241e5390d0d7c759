import { authMessages, backofficeMessages as bm } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createGraduation,
  createStudent,
  createUser,
  signedInStudent,
  signIn,
} from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { email: 'avisos@teste.com.br', role: 'admin' });
  adminToken = await signIn(t.app, admin.email);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const asAdmin = (method: Method, url: string, payload?: object) => call(method, url, adminToken, payload);

describe('decision 45: notices in the back-office', () => {
  it('a class notice is cleaned when saved and reaches the class home; a scheduled one waits', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const { token } = await signedInStudent(t.app, t.db, {
      graduationId: graduation.id,
      courseId: course.id,
    });
    const res = await asAdmin('POST', `/admin/formaturas/${graduation.id}/avisos`, {
      html: '<p>Ensaio <b>sábado</b><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    expect(res.statusCode).toBe(201);
    await asAdmin('POST', `/admin/formaturas/${graduation.id}/avisos`, {
      html: '<p>Ainda não</p>',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const home = (await call('GET', '/perfil/bcast', token)).json();
    expect(JSON.stringify(home)).toContain('Ensaio <b>sábado</b>');
    expect(JSON.stringify(home)).not.toContain('script');
    expect(JSON.stringify(home)).not.toContain('Ainda não');

    const list = (await asAdmin('GET', `/admin/formaturas/${graduation.id}/avisos`)).json();
    expect(list.total).toBe(2);
    expect(list.items.find((n: { id: number }) => n.id === res.json().id).html).toBe(
      '<p>Ensaio <b>sábado</b></p>',
    );
  });

  it('a personal notice must name a student of the graduation; it can be edited and deleted', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const student = await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
    const outsider = await createStudent(t.db);
    const refused = await asAdmin('POST', `/admin/formaturas/${graduation.id}/avisos`, {
      html: '<p>Oi</p>',
      studentId: outsider.id,
    });
    expect(refused.json()).toEqual({ error: bm.noticeStudentElsewhere, type: 'INVALID' });
    const { id } = (
      await asAdmin('POST', `/admin/formaturas/${graduation.id}/avisos`, {
        html: '<p>Oi</p>',
        studentId: student.id,
      })
    ).json();
    expect(
      (await asAdmin('PUT', `/admin/avisos/${id}`, { html: '<p>Olá</p>', studentId: student.id })).statusCode,
    ).toBe(200);
    const [row] = (await asAdmin('GET', `/admin/formaturas/${graduation.id}/avisos`)).json().items;
    expect(row).toMatchObject({ html: '<p>Olá</p>', studentId: student.id });
    expect((await asAdmin('DELETE', `/admin/avisos/${id}`)).statusCode).toBe(204);
    expect((await asAdmin('GET', `/admin/formaturas/${graduation.id}/avisos`)).json().total).toBe(0);
    expect((await asAdmin('DELETE', `/admin/avisos/${id}`)).statusCode).toBe(404);
  });

  it('refuses an empty notice or one that is only markup, and previews exactly what the home shows', async () => {
    const { graduation } = await createGraduation(t.db);
    for (const html of ['', '<p> </p>', '<script>x</script>']) {
      const res = await asAdmin('POST', `/admin/formaturas/${graduation.id}/avisos`, { html });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(bm.noticeEmpty);
    }
    const preview = await asAdmin('POST', '/admin/avisos/previa', {
      html: '<a href="javascript:x">a</a><i>b</i>',
    });
    expect(preview.json().html).not.toContain('javascript');
    expect(preview.json().html).toContain('<i>b</i>');
  });

  it('only administrators may write notices', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    const res = await call('POST', '/admin/formaturas/1/avisos', token, { html: '<p>x</p>' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
    expect((await call('GET', '/admin/formaturas/1/avisos')).statusCode).toBe(401);
  });
});
