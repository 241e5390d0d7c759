import { request } from 'node:http';
import { globalMessages, todayInSaoPaulo } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createGraduation, createUser, signedInStudent, signIn } from './factories';
import { createTestApp, type TestContext } from './helpers';

let t: TestContext;
let studentToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  // A class whose ceremony is today, its upload screens open for ten more days (spec A §9).
  const { graduation, course } = await createGraduation(t.db, {
    ceremonyDate: todayInSaoPaulo(new Date()),
    deliveryDays: 11,
    photosChildhood: 1,
  });
  studentToken = (await signedInStudent(t.app, t.db, { graduationId: graduation.id, courseId: course.id }))
    .token;
  const admin = await createUser(t.db, { role: 'admin', name: 'Administrador' });
  adminToken = await signIn(t.app, admin.email);
});
afterAll(() => t.close());

const BOUNDARY = '----portal-quebrado';
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 1)]);

/** A well-formed body: the `tipo` field, then the file, then the closing boundary. */
function wholeBody(): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="tipo"\r\n\r\nindividual\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    JPEG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** The ways a client breaks a multipart request: each is the client's fault. */
const BROKEN: ReadonlyArray<[string, string, Buffer]> = [
  ['without boundary', 'multipart/form-data', wholeBody()],
  ['with a boundary the body does not use', 'multipart/form-data; boundary=outra-fronteira', wholeBody()],
  [
    'truncated in the middle of the file',
    `multipart/form-data; boundary=${BOUNDARY}`,
    wholeBody().subarray(0, 300),
  ],
  [
    'truncated before the first part',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.from(`--${BOUNDARY}\r\nContent-Disp`),
  ],
];

/** Every route that takes a file: the student's uploads and the three admin image uploads. */
const ROUTES: ReadonlyArray<[string, () => string]> = [
  ['/api/uploads', () => studentToken],
  ['/api/admin/eventos/1/capa', () => adminToken],
  ['/api/admin/eventos/1/fotos', () => adminToken],
  ['/api/admin/produtos/1/imagem', () => adminToken],
];

describe('decision 102: broken multipart is the client’s fault', () => {
  for (const [url, token] of ROUTES) {
    it.each(BROKEN)(
      `decision 102: POST ${url}, a multipart body %s, answers 400 in pt-BR`,
      async (_case, type, body) => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { 'content-type': type, ...bearer(token()) },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: globalMessages.brokenUpload, type: 'INVALID' });
      },
    );
  }
});

describe('decision 102: a multipart body that breaks while its file streams to storage', () => {
  it('decision 102: a chunked body that ends inside the file answers 400 in pt-BR and stores nothing', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A 512 KiB photo whose body ends at 200 KiB, without the closing boundary.
    const whole = Buffer.concat([
      wholeBody().subarray(0, wholeBody().indexOf(JPEG)),
      JPEG,
      Buffer.alloc(512 * 1024, 2),
    ]);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${address}/api/uploads`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...bearer(studentToken) },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      // The head of the file first, so the route is already streaming it when the body ends short.
      req.write(whole.subarray(0, 64 * 1024), () => {
        setTimeout(() => req.end(whole.subarray(64 * 1024, 200 * 1024)), 100);
      });
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: globalMessages.brokenUpload, type: 'INVALID' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/uploads/individual',
      headers: bearer(studentToken),
    });
    expect(list.json()).toEqual([]);
  });
});
