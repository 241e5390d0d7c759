import { authMessages, cadastroSchema } from '@portal/domain';
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
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cadastro = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/perfil/cadastro', headers: token ? bearer(token) : {} });

describe('GET /api/perfil/cadastro', () => {
  it('spec B §3: answers the signed-in student registration in the wire names', async () => {
    const { graduation, course } = await createGraduation(t.db, {
      priceTermCents: 480_000,
      priceCashCents: 432_000,
      interestRateBp: 199,
      downloadPrinted: true,
    });
    const { student, token } = await signedInStudent(t.app, t.db, {
      graduationId: graduation.id,
      courseId: course.id,
      firstName: 'Ana',
      surname: 'Souza',
      committee: true,
      digitalCredits: 10,
    });
    const res = await cadastro(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      AlCodigo: student.id,
      AlNome: 'Ana',
      AlSobrenome: 'Souza',
      AlFormatura: graduation.id,
      AlCurso: course.id,
      AlComissao: true,
      AlRestrito: false,
      AlCredFtDigital: 10,
      AlRevEndereco: null,
    });
    expect(body.AlFormDados).toMatchObject({
      FormData: '2027-01-30',
      FormHora: '20:00',
      FormValorPrazo: 4800,
      FormValor: 4320,
      FormTaxa: 1.99,
      FormDownImpressas: 1,
      FormCurso: 'Medicina',
    });
  });

  it('decision 155: the answer written without zod is exactly what the schema would write, and nothing more', async () => {
    const { token } = await signedInStudent(t.app, t.db, { instagram: '@ana', committee: true });
    const res = await cadastro(token);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    // strictObject: a key the schema does not name (a column the mapper passed by mistake) fails here.
    const strict = cadastroSchema.extend({ AlFormDados: cadastroSchema.shape.AlFormDados.strict() }).strict();
    expect(() => strict.parse(body)).not.toThrow();
    expect(res.body).toBe(JSON.stringify(cadastroSchema.parse(body)));
  });

  it('spec B §1: a guest receives no credits, whatever the registration row holds', async () => {
    const { token } = await signedInStudent(t.app, t.db, {
      guest: true,
      digitalCredits: 7,
      printedCredits: 3,
    });
    expect((await cadastro(token)).json()).toMatchObject({
      AlConvidado: true,
      AlCredFtDigital: 0,
      AlCredFtImpressa: 0,
    });
  });

  it('answers 401 UNAUTHORIZED without a token, with a tampered token and with an alg:none token', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    const [h, p] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sid: claims.sid + 1 })).toString('base64url');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${forged}.`;
    for (const bad of [undefined, `${h}.${forged}.${token.split('.')[2]}`, none, 'lixo']) {
      const res = await cadastro(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: authMessages.sessionExpired, type: 'UNAUTHORIZED' });
    }
  });

  it('answers 401 for an expired token', async () => {
    const { user } = await signedInStudent(t.app, t.db);
    const expired = t.app.jwt.sign(
      { sub: user.id, ver: 0, role: 'student', act: null, via: null },
      { expiresIn: -10 },
    );
    expect((await cadastro(expired)).statusCode).toBe(401);
  });

  it('answers NOT_FOUND while the user has no registration, and the registration once it exists', async () => {
    const user = await createUser(t.db, { email: 'sem-cadastro@teste.com.br' });
    const token = await signIn(t.app, user.email);
    const before = await cadastro(token);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ error: authMessages.registrationNotLinked, type: 'NOT_FOUND' });

    const student = await createStudent(t.db, { email: user.email });
    await t.db.execute(`update users set student_id = ${student.id} where id = ${user.id}` as never);
    t.app.sessions.forget(user.id); // as the process that links does (sessions are cached briefly)
    const after = await cadastro(token);
    expect(after.json().AlCodigo).toBe(student.id);
  });

  it('spec B §6: a student only ever sees their own registration', async () => {
    const a = await signedInStudent(t.app, t.db);
    const b = await signedInStudent(t.app, t.db);
    expect((await cadastro(a.token)).json().AlCodigo).toBe(a.student.id);
    expect((await cadastro(b.token)).json().AlCodigo).toBe(b.student.id);
  });

  it('spec B §6: an administrator not acting as a student is refused; acting, sees that student', async () => {
    const admin = await createUser(t.db, { email: 'adm-perfil@teste.com.br', role: 'admin' });
    const adminToken = await signIn(t.app, admin.email);
    const refused = await cadastro(adminToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });

    const student = await createStudent(t.db);
    const acting = await t.app.inject({
      method: 'POST',
      url: '/api/admin/agir',
      headers: bearer(adminToken),
      payload: { studentId: student.id },
    });
    expect((await cadastro(acting.json().token)).json().AlCodigo).toBe(student.id);
  });
});
