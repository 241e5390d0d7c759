import { classFilesMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  bearer,
  createGraduation,
  createUser,
  signedInStudent,
  signIn,
} from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.app, (await createUser(t.db, { role: 'admin' })).email);
});
afterAll(() => t.close());

const MP3 = Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 10]), Buffer.alloc(300, 0xff)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);

function upload(token: string, tipo: string, filename: string, content: Buffer) {
  const boundary = '----portal-teste';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="tipo"\r\n\r\n${tipo}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
  });
}
const call = (url: string, token?: string) => apiCall(t.app, 'GET', url, token);

/** Two students of a class whose upload screens are open, by the names the order is about. */
async function klass() {
  const today = new Date().toISOString().slice(0, 10);
  const { graduation, course } = await createGraduation(t.db, {
    ceremonyDate: today,
    deliveryDays: 11,
    photosChildhood: 1,
  });
  const zeca = await signedInStudent(t.app, t.db, {
    graduationId: graduation.id,
    courseId: course.id,
    firstName: 'Zeca',
    surname: 'Lima',
    committee: true,
  });
  const erico = await signedInStudent(t.app, t.db, {
    graduationId: graduation.id,
    courseId: course.id,
    firstName: 'Érico',
    surname: 'Souza',
    committee: true,
  });
  return { graduation, zeca, erico };
}

describe("decision 123: 'Arquivos da turma' lists the files, and an empty zip is refused", () => {
  it('decision 123: an empty screen answers 404 with the reason instead of an empty zip', async () => {
    const { graduation } = await klass();
    const res = await call(`/admin/formaturas/${graduation.id}/arquivos?tipo=certificado`, adminToken);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(classFilesMessages.emptyZip);
  });

  it('decision 123: the files, paged, by student in pt-BR order, with counts per screen and a download each', async () => {
    const { graduation, zeca, erico } = await klass();
    expect((await upload(zeca.token, 'formatura', 'zeca.mp3', MP3)).statusCode).toBe(201);
    expect((await upload(erico.token, 'formatura', 'erico.mp3', MP3)).statusCode).toBe(201);
    expect((await upload(erico.token, 'individual', 'infancia.jpg', JPEG)).statusCode).toBe(201);

    const all = (
      await call(`/admin/formaturas/${graduation.id}/arquivos/lista?pageSize=2`, adminToken)
    ).json();
    expect(all.total).toBe(3);
    expect(all.porTipo).toEqual({ formatura: 2, individual: 1, complementar: 0, certificado: 0 });
    expect(all.items.map((f: { aluno: string; name: string }) => [f.aluno, f.name])).toEqual([
      ['Érico Souza', 'erico.mp3'],
      ['Érico Souza', 'infancia.jpg'],
    ]);
    expect(all.items[0]).toMatchObject({ tipo: 'formatura', size: MP3.length });
    expect(Number.isNaN(Date.parse(all.items[0].enviadoEm))).toBe(false);
    const second = (
      await call(`/admin/formaturas/${graduation.id}/arquivos/lista?pageSize=2&page=2`, adminToken)
    ).json();
    expect(second.items.map((f: { aluno: string }) => f.aluno)).toEqual(['Zeca Lima']);
    const file = await call(second.items[0].url.replace(/^\/api/, ''), adminToken);
    expect(file.rawPayload.equals(MP3)).toBe(true);

    const music = (
      await call(`/admin/formaturas/${graduation.id}/arquivos/lista?tipo=formatura`, adminToken)
    ).json();
    expect(music.total).toBe(2);
    expect(music.items.map((f: { name: string }) => f.name)).toEqual(['erico.mp3', 'zeca.mp3']);
  });

  it('decision 123: only an administrator lists the files; an unknown class is 404', async () => {
    const { graduation, zeca } = await klass();
    const url = `/admin/formaturas/${graduation.id}/arquivos/lista`;
    expect((await call(url)).statusCode).toBe(401);
    expect((await call(url, zeca.token)).statusCode).toBe(403);
    expect((await call('/admin/formaturas/999999/arquivos/lista', adminToken)).statusCode).toBe(404);
    expect((await call(`${url}?tipo=outro`, adminToken)).statusCode).toBe(400);
  });
});
