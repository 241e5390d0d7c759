import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MY_DATA_FORMAT, MY_DATA_VERSION, myDataExportSchema, myDataMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraduation, signedInStudent } from '../../../test/factories';
import { createContract } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { admin, caller } from '../../../test/order-factories';
import { deadlineReminders, orderLines, orders, uploads } from '../../db/schema/index';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

/** A student with a contract, an order with a line, two uploaded files and a consent: every part filled. */
async function fullStudent(flags: Record<string, boolean> = {}) {
  const { graduation, course } = await createGraduation(t.db);
  const me = await signedInStudent(t.app, t.db, {
    graduationId: graduation.id,
    courseId: course.id,
    firstName: 'Ana',
    surname: `Souza ${randomUUID().slice(0, 6)}`,
    ...flags,
  });
  await createContract(t.db, me.student.id, {
    totalCents: 300_000,
    parcels: [{ amountCents: 100_000, title: 'Parcela 1' }],
    extras: [{ description: 'Álbum extra', amountCents: 5_000 }],
  });
  const [order] = await t.db
    .insert(orders)
    .values({
      studentId: me.student.id,
      graduationId: graduation.id,
      placedOn: '2026-10-01',
      placedAt: new Date(),
      totalCents: 4_500,
      quantity: 1,
    })
    .returning();
  await t.db.insert(orderLines).values({
    orderId: order!.id,
    position: 0,
    kind: 'produto',
    slug: 'caneca',
    quantity: 1,
    unitCents: 4_500,
    line: {},
  });
  const files = [
    { name: 'entrada.mp3', type: 'formatura' as const, body: Buffer.from(`musica de ${me.student.id}`) },
    { name: 'bebe.jpg', type: 'individual' as const, body: Buffer.from(`foto de ${me.student.id}`) },
  ];
  for (const f of files) {
    const storageKey = `uploads/${me.student.id}/${randomUUID()}`;
    await t.storage.put(storageKey, f.body);
    await t.db.insert(uploads).values({
      id: randomUUID(),
      studentId: me.student.id,
      type: f.type,
      name: f.name,
      storageKey,
      size: f.body.length,
      mimetype: f.name.endsWith('.mp3') ? 'audio/mpeg' : 'image/jpeg',
    });
  }
  await t.db
    .insert(deadlineReminders)
    .values({ studentId: me.student.id, deadlineId: 'camiseta', deadlineDate: '2027-05-01' });
  await call('POST', '/perfil/consentimentos/policy?canal=cadastro', me.token);
  return { ...me, graduation, order: order!, files };
}

/** The zip's entries and their bytes, read back by an independent reader (Python's zipfile checks each CRC). */
function unzip(body: Buffer): { names: string[]; read(name: string): Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'meus-dados-'));
  const file = path.join(dir, 'a.zip');
  writeFileSync(file, body);
  const py = (script: string, ...args: string[]) => execFileSync('python3', ['-c', script, file, ...args]);
  expect(py('import sys, zipfile; print(zipfile.ZipFile(sys.argv[1]).testzip())').toString().trim()).toBe(
    'None',
  );
  const names = JSON.parse(
    py('import sys, json, zipfile; print(json.dumps(zipfile.ZipFile(sys.argv[1]).namelist()))').toString(),
  ) as string[];
  const contents = new Map(
    names.map((n) => [
      n,
      py('import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]))', n),
    ]),
  );
  rmSync(dir, { recursive: true, force: true });
  return { names, read: (n) => contents.get(n)! };
}

describe('LGPD art. 18: GET /api/perfil/meus-dados', () => {
  it('LGPD art. 18: answers every part of the student’s data, readable', async () => {
    const me = await fullStudent();
    const other = await fullStudent();
    const res = await call('GET', '/perfil/meus-dados', me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.registration).toMatchObject({ id: me.student.id, firstName: 'Ana', cpf: me.student.cpf });
    expect(body.contracts[0].parcels).toEqual([
      expect.objectContaining({ amountCents: 100_000, title: 'Parcela 1' }),
    ]);
    expect(body.contracts[0].extras).toEqual([{ description: 'Álbum extra', amountCents: 5_000 }]);
    expect(body.orders).toEqual([
      expect.objectContaining({
        id: me.order.id,
        lines: [expect.objectContaining({ slug: 'caneca', quantity: 1 })],
      }),
    ]);
    expect(body.uploads.map((u: { name: string }) => u.name).sort()).toEqual(['bebe.jpg', 'entrada.mp3']);
    expect(body.consents).toEqual([
      expect.objectContaining({ kind: 'policy', channel: 'cadastro', withdrawnAt: null }),
    ]);
    expect(body.account).toMatchObject({ email: me.user.email, sessionVersion: 0 });
    expect(body.remindersSent).toEqual([
      { deadline: 'camiseta', deadlineOn: '2027-05-01', sentAt: expect.any(String) },
    ]);
    expect(body.ownActs).toBe(true);
    // Another student's data never appears.
    expect(res.body).not.toContain(other.student.cpf);
    expect(body.orders.map((o: { id: number }) => o.id)).not.toContain(other.order.id);
  });

  it('LGPD art. 18: refuses a caller without a session (401) and an administrator acting as nobody (403)', async () => {
    expect((await call('GET', '/perfil/meus-dados')).statusCode).toBe(401);
    const a = await admin(t);
    expect((await call('GET', '/perfil/meus-dados', a.token)).statusCode).toBe(403);
  });

  it.each([
    ['guest', { guest: true }],
    ['restricted', { restricted: true }],
    ['committee', { committee: true }],
  ])('LGPD art. 18: a %s student sees their own data too (a right, not a feature)', async (_, flags) => {
    const me = await fullStudent(flags);
    const res = await call('GET', '/perfil/meus-dados', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().registration.id).toBe(me.student.id);
    expect((await call('GET', '/perfil/meus-dados/exportar', me.token)).statusCode).toBe(200);
  });

  it('decision 137: an administrator acting as the student may look, audited, but not download or change consents', async () => {
    const me = await fullStudent();
    const a = await admin(t);
    const acting = await a.actAs(me.student.id);
    const res = await call('GET', '/perfil/meus-dados', acting);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ownActs: false, registration: { id: me.student.id } });
    for (const [method, url] of [
      ['GET', '/perfil/meus-dados/exportar'],
      ['GET', '/perfil/meus-dados/arquivos'],
      ['POST', '/perfil/consentimentos/email_reminders'],
      ['DELETE', '/perfil/consentimentos/email_reminders'],
    ] as const) {
      const refused = await call(method, url, acting);
      expect(refused.statusCode, `${url} ${refused.body}`).toBe(403);
      expect(refused.json().error).toBe(myDataMessages.ownActsOnly);
    }
    // The student then reads, among the administrators' actions, that the administrator looked.
    const mine = (await call('GET', '/perfil/meus-dados', me.token)).json();
    expect(mine.adminActions.items.map((i: { sentence: string }) => i.sentence)).toEqual(
      expect.arrayContaining([expect.stringMatching(/consultou os dados pessoais de Ana .* em Meus dados/)]),
    );
    expect(mine.adminActions.items[0].adminName).toBe(a.user.name);
  });

  it('LGPD art. 18: the administrators’ actions are paged, newest first', async () => {
    const me = await fullStudent();
    const a = await admin(t);
    for (let i = 0; i < 3; i += 1) await call('POST', '/admin/agir', a.token, { studentId: me.student.id });
    const first = (await call('GET', '/perfil/meus-dados', me.token)).json().adminActions;
    expect(first.items.length).toBeGreaterThanOrEqual(3);
    expect(first.next).toBeNull();
    const page = await call('GET', `/perfil/meus-dados/acoes?depois=${first.items[0].id}`, me.token);
    expect(page.statusCode).toBe(200);
    expect(page.json().items.map((i: { id: number }) => i.id)).toEqual(
      first.items.slice(1).map((i: { id: number }) => i.id),
    );
    expect((await call('GET', '/perfil/meus-dados/acoes?depois=abc', me.token)).statusCode).toBe(400);
  });
});

describe('LGPD art. 18 V: the export', () => {
  it('LGPD art. 18: the JSON is an attachment with a format and version, and holds each part', async () => {
    const me = await fullStudent();
    const other = await fullStudent();
    const res = await call('GET', '/perfil/meus-dados/exportar', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = myDataExportSchema.parse(res.json());
    expect(data.format).toBe(MY_DATA_FORMAT);
    expect(data.version).toBe(MY_DATA_VERSION);
    expect(data.registration.id).toBe(me.student.id);
    expect(data.contracts).toHaveLength(1);
    expect(data.orders.map((o) => o.id)).toEqual([me.order.id]);
    expect(data.uploads).toHaveLength(2);
    expect(data.consents.map((c) => c.kind)).toEqual(['policy']);
    expect(data.account?.email).toBe(me.user.email);
    expect(data.remindersSent.map((r) => r.deadline)).toEqual(['camiseta']);
    expect(Array.isArray(data.adminActions)).toBe(true);
    expect(res.body).not.toContain(other.student.cpf);
  });

  it('LGPD art. 18: the zip streams the student’s files only, with the JSON first', async () => {
    const me = await fullStudent();
    const other = await fullStudent();
    const res = await call('GET', '/perfil/meus-dados/arquivos', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="meus-arquivos-.*\.zip"$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const zip = unzip(res.rawPayload);
    expect(zip.names).toEqual([
      'meus-dados.json',
      'envios/formatura/entrada.mp3',
      'envios/individual/bebe.jpg',
    ]);
    expect(zip.read('envios/formatura/entrada.mp3').toString()).toBe(`musica de ${me.student.id}`);
    expect(zip.read('envios/individual/bebe.jpg').toString()).toBe(`foto de ${me.student.id}`);
    const json = JSON.parse(zip.read('meus-dados.json').toString());
    expect(json.registration.id).toBe(me.student.id);
    expect(zip.names.join()).not.toContain(String(other.student.id));
    expect(res.rawPayload.includes(Buffer.from(`de ${other.student.id}`))).toBe(false);
  });
});

describe('decision 137: consents', () => {
  it('decision 137: lists the log, records the policy with version and time, and refuses withdrawing it', async () => {
    const me = await fullStudent();
    const res = await call('GET', '/perfil/consentimentos', me.token);
    expect(res.statusCode).toBe(200);
    const { log, states } = res.json();
    expect(log).toEqual([
      expect.objectContaining({ kind: 'policy', version: '2026-11', givenAt: expect.any(String) }),
    ]);
    expect(states.find((s: { kind: string }) => s.kind === 'policy')).toMatchObject({
      inForce: true,
      withdrawable: false,
    });
    const refused = await call('DELETE', '/perfil/consentimentos/policy', me.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(myDataMessages.policyNotWithdrawable);
    // Accepting again keeps the first moment proven.
    const again = await call('POST', '/perfil/consentimentos/policy', me.token);
    expect(again.json().log).toHaveLength(1);
  });

  it('decision 137: face search is consented in the album, not here; an unknown kind is refused', async () => {
    const me = await fullStudent();
    expect((await call('POST', '/perfil/consentimentos/face_search', me.token)).statusCode).toBe(400);
    expect((await call('POST', '/perfil/consentimentos/marketing', me.token)).statusCode).toBe(400);
    expect((await call('POST', '/perfil/consentimentos/policy')).statusCode).toBe(401);
  });

  it('decision 137: e-mail reminders are on by default, turned off and on again, each change kept in the log', async () => {
    const me = await fullStudent();
    const state = (body: { states: { kind: string; inForce: boolean }[] }) =>
      body.states.find((s) => s.kind === 'email_reminders')!;
    expect(state((await call('GET', '/perfil/consentimentos', me.token)).json())).toMatchObject({
      inForce: true,
    });
    const off = (await call('DELETE', '/perfil/consentimentos/email_reminders', me.token)).json();
    expect(state(off)).toMatchObject({ inForce: false, withdrawable: false });
    const on = (await call('POST', '/perfil/consentimentos/email_reminders', me.token)).json();
    expect(state(on)).toMatchObject({ inForce: true, withdrawable: true });
    expect(on.log.filter((c: { kind: string }) => c.kind === 'email_reminders')).toHaveLength(2);
  });
});
