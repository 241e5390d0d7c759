import { authMessages, DASHBOARD_MISSING_PAGE } from '@portal/domain';
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
import { uploads } from '../../db/schema/index';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.app, (await createUser(t.db, { role: 'admin' })).email);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });

type Named = { AlNome: string; curso: string };

/**
 * A class of 25 classmates besides its committee member (who sent their individual file) and a guest:
 * more missing names than the dashboard lists on a screen.
 */
async function bigClass() {
  const { graduation, course } = await createGraduation(t.db, { name: 'Direito 2027' });
  const base = { graduationId: graduation.id, courseId: course.id };
  const committee = await signedInStudent(t.app, t.db, {
    ...base,
    firstName: 'Aaron',
    surname: 'Comissão',
    committee: true,
  });
  await createStudent(t.db, { ...base, firstName: 'Gil', surname: 'Convidado', guest: true });
  for (let i = 0; i < 25; i++) {
    await createStudent(t.db, {
      ...base,
      firstName: `Colega ${String(i).padStart(2, '0')}`,
      surname: 'Turma',
    });
  }
  await t.db.insert(uploads).values({
    id: `m151-${committee.student.id}`,
    studentId: committee.student.id,
    type: 'individual',
    name: 'arquivo',
    storageKey: `uploads/${committee.student.id}/individual`,
    size: 10,
    mimetype: 'image/png',
  });
  return { graduation, committee };
}

describe('decision 151: the dashboard names the first missing classmates; the rest a page at a time', () => {
  it('decision 151: the dashboard lists the first names of each screen, the paged call the rest, the CSV all of them', async () => {
    const { graduation, committee } = await bigClass();
    const body = (await get('/relatorios/painel', committee.token)).json();
    const individual = body.pendencias.find((p: { tipo: string }) => p.tipo === 'individual');
    expect(individual).toMatchObject({ esperados: 26, enviaram: 1 });
    expect(individual.faltam).toHaveLength(DASHBOARD_MISSING_PAGE);
    expect(individual.faltam[0]).toEqual({ AlNome: 'Colega 00 Turma', curso: 'Medicina' });
    const certificado = body.pendencias.find((p: { tipo: string }) => p.tipo === 'certificado');
    // The committee member sent nothing there: first by name.
    expect(certificado.faltam[0].AlNome).toBe('Aaron Comissão');

    const rest = await get(
      `/relatorios/painel/faltam?tipo=individual&desde=${DASHBOARD_MISSING_PAGE}`,
      committee.token,
    );
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual({
      tipo: 'individual',
      total: 25,
      desde: DASHBOARD_MISSING_PAGE,
      faltam: [20, 21, 22, 23, 24].map((i) => ({ AlNome: `Colega ${i} Turma`, curso: 'Medicina' })),
    });
    const all = (await get('/relatorios/painel/faltam?tipo=individual&limite=500', committee.token)).json();
    expect(all.faltam.map((a: Named) => a.AlNome)).toEqual([
      ...individual.faltam.map((a: Named) => a.AlNome),
      ...rest.json().faltam.map((a: Named) => a.AlNome),
    ]);
    expect(JSON.stringify(all)).not.toContain('Convidado');
    const small = (
      await get('/relatorios/painel/faltam?tipo=certificado&desde=3&limite=2', committee.token)
    ).json();
    expect(small.faltam.map((a: Named) => a.AlNome)).toEqual(['Colega 02 Turma', 'Colega 03 Turma']);
    expect(small.total).toBe(26);

    const producer = await get(
      `/admin/formaturas/${graduation.id}/painel/faltam?tipo=individual&desde=20`,
      adminToken,
    );
    expect(producer.statusCode).toBe(200);
    expect(producer.json()).toEqual(rest.json());
    const csv = (await get(`/admin/formaturas/${graduation.id}/painel.csv`, adminToken)).body;
    expect(csv.split('\r\n').filter((l) => l.startsWith('Arquivos individuais;'))).toHaveLength(25);
    const committeeCsv = (await get('/relatorios/painel.csv', committee.token)).body;
    expect(committeeCsv.split('\r\n').filter((l) => l.startsWith('Certificado;'))).toHaveLength(26);
  });

  it('decision 151: past the last name the page is empty; a screen the class does not offer or an unknown one is refused', async () => {
    const { graduation, committee } = await bigClass();
    const past = (await get('/relatorios/painel/faltam?tipo=individual&desde=200', committee.token)).json();
    expect(past).toEqual({ tipo: 'individual', total: 25, desde: 200, faltam: [] });
    const off = await get('/relatorios/painel/faltam?tipo=complementar', committee.token);
    expect(off.statusCode).toBe(404);
    expect(off.json().error).toBe('Esta turma não tem essa tela de envio de arquivos.');
    expect((await get('/relatorios/painel/faltam?tipo=formatura', committee.token)).statusCode).toBe(400);
    expect((await get('/relatorios/painel/faltam', committee.token)).statusCode).toBe(400);
    expect(
      (await get('/relatorios/painel/faltam?tipo=individual&limite=0', committee.token)).statusCode,
    ).toBe(400);
    expect(
      (await get(`/admin/formaturas/${graduation.id}/painel/faltam?tipo=individual&desde=-1`, adminToken))
        .statusCode,
    ).toBe(400);
    expect((await get('/admin/formaturas/999999/painel/faltam?tipo=individual', adminToken)).statusCode).toBe(
      404,
    );
  });

  it('spec A §6: only the class’s committee members and coordinators, and the producer, may page through the names', async () => {
    const { graduation } = await bigClass();
    const url = '/relatorios/painel/faltam?tipo=individual';
    const other = await bigClass();
    // Another class's committee member pages through their own class only.
    const theirs = (await get(url, other.committee.token)).json();
    expect(theirs.total).toBe(25);
    const coordinator = await signedInStudent(t.app, t.db, {
      graduationId: graduation.id,
      courseId: other.committee.student.courseId,
      coordinator: true,
    });
    expect((await get(url, coordinator.token)).statusCode).toBe(200);
    const plain = await signedInStudent(t.app, t.db, { graduationId: graduation.id });
    const forbidden = { error: authMessages.forbidden, type: 'FORBIDDEN' };
    expect((await get(url, plain.token)).json()).toEqual(forbidden);
    const guest = await signedInStudent(t.app, t.db, {
      graduationId: graduation.id,
      committee: true,
      guest: true,
    });
    expect((await get(url, guest.token)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, adminToken)).statusCode).toBe(403);
    const admin = `/admin/formaturas/${graduation.id}/painel/faltam?tipo=individual`;
    expect((await get(admin, plain.token)).statusCode).toBe(403);
    expect((await get(admin)).statusCode).toBe(401);
  });
});
