import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createGraduation, signedInStudent } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('decision 56: the deadline calendar a student subscribes to', () => {
  it('gives a signed address whose .ics an independent parser reads, with the graduation’s deadlines', async () => {
    const { graduation, course } = await createGraduation(t.db, {
      name: 'Direito 2027',
      ceremonyDate: '2027-07-10',
      shirtDeadline: '2027-05-01',
      cashLimitDate: '2027-03-31',
      deliveryDays: -10,
    });
    const me = await signedInStudent(t.app, t.db, { graduationId: graduation.id, courseId: course.id });
    const link = await get('/api/calendario', me.token);
    expect(link.statusCode).toBe(200);
    const { url, webcal } = link.json();
    expect(url).toMatch(
      new RegExp(`^http://portal\\.test/api/calendario/${me.student.id}/[\\w-]{32}\\.ics$`),
    );
    expect(webcal.startsWith('webcal://portal.test/')).toBe(true);

    // No session: the address itself is the key, as a calendar app fetches it.
    const ics = await get(new URL(url).pathname);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.summary, e.startDate.toString()])).toEqual([
      ['Último dia do desconto à vista', '2027-03-31'],
      ['Medida da camiseta', '2027-05-01'],
      ['Quitar o contrato', '2027-05-11'],
      ['Músicas da formatura', '2027-06-29'],
      ['Arquivos individuais', '2027-06-29'],
      ['Formatura', '2027-07-10'],
      ['Certificado', '2027-07-24'],
    ]);
    expect(events[0]!.uid).toBe(`avista-${me.student.id}@portal-do-formando`);
  });

  it('refuses a forged or another student’s signature, and asks a session for the address', async () => {
    const me = await signedInStudent(t.app, t.db);
    const other = await signedInStudent(t.app, t.db);
    const mine = new URL((await get('/api/calendario', me.token)).json().url).pathname;
    const signature = mine.split('/').pop()!;
    expect((await get(`/api/calendario/${other.student.id}/${signature}`)).statusCode).toBe(404);
    expect((await get(`/api/calendario/${me.student.id}/${'x'.repeat(32)}.ics`)).statusCode).toBe(404);
    expect((await get(`/api/calendario/${me.student.id}/nada`)).statusCode).toBe(400);
    expect((await get('/api/calendario')).statusCode).toBe(401);
  });
});
