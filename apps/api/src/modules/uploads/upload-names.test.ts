import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayInSaoPaulo } from '@portal/domain';
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
  const admin = await createUser(t.db, { role: 'admin' });
  adminToken = await signIn(t.app, admin.email);
});
afterAll(() => t.close());

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

/** A student of a class whose upload screens are open, two photos allowed on the individual screen. */
async function student(studentOverrides: Parameters<typeof signedInStudent>[2] = {}) {
  const { graduation, course } = await createGraduation(t.db, {
    ceremonyDate: todayInSaoPaulo(new Date()),
    deliveryDays: 11,
    photosChildhood: 2,
  });
  return signedInStudent(t.app, t.db, {
    graduationId: graduation.id,
    courseId: course.id,
    ...studentOverrides,
  });
}

function upload(token: string, filename: string) {
  const boundary = '----portal-nomes';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="tipo"\r\n\r\nindividual\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: text/html\r\n\r\n',
      'utf8',
    ),
    JPEG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
  });
}

/** The file name of a download's Content-Disposition (RFC 5987 `filename*`). */
function dispositionName(header: unknown): string {
  const match = String(header).match(/filename\*=UTF-8''([^;]+)/);
  return decodeURIComponent(match?.[1] ?? '');
}

describe('decision 102: an upload is named by its sniffed type and reads as it is', () => {
  it.each([
    ['relatorio.html', 'relatorio.html', 'relatorio.jpg'],
    ['setup.exe', 'setup.exe', 'setup.jpg'],
    ['photo\u202Egpj.exe', 'photogpj.exe', 'photogpj.jpg'],
    ['\u2067foto\u2069 da formatura\u200F.jpg', 'foto da formatura.jpg', 'foto da formatura.jpg'],
  ])(
    'decision 102: a JPEG sent as %j is listed as %j and downloads as %j',
    async (sent, listed, downloaded) => {
      const me = await student();
      const created = await upload(me.token, sent);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ mimetype: 'image/jpeg', name: listed });

      const list = await apiCall(t.app, 'GET', '/uploads/individual', me.token);
      expect(list.json().map((u: { name: string }) => u.name)).toEqual([listed]);

      const own = await apiCall(t.app, 'GET', `/uploads/${created.json()._id}/arquivo`, me.token);
      expect(own.headers['content-type']).toBe('image/jpeg');
      expect(dispositionName(own.headers['content-disposition'])).toBe(downloaded);

      const producer = await apiCall(t.app, 'GET', `/admin/arquivos/${created.json()._id}`, adminToken);
      expect(dispositionName(producer.headers['content-disposition'])).toBe(downloaded);
      const files = await apiCall(t.app, 'GET', `/admin/alunos/${me.student.id}/arquivos`, adminToken);
      expect(files.json().map((u: { name: string }) => u.name)).toEqual([listed]);
    },
  );

  it('decision 102: the class zip names its entries without bidi controls', async () => {
    const me = await student({ firstName: 'Ana\u202E', surname: 'Souza\u2066' });
    expect((await upload(me.token, 'x\u202Egpj.exe')).statusCode).toBe(201);
    const res = await apiCall(
      t.app,
      'GET',
      `/admin/formaturas/${me.student.graduationId}/arquivos?tipo=individual`,
      adminToken,
    );
    expect(res.statusCode).toBe(200);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'zip-')), 'turma.zip');
    writeFileSync(file, res.rawPayload);
    const names: string[] = JSON.parse(
      execFileSync('python3', [
        '-c',
        'import sys, json, zipfile; print(json.dumps(zipfile.ZipFile(sys.argv[1]).namelist()))',
        file,
      ]).toString(),
    );
    expect(names).toHaveLength(1);
    expect(names[0]).not.toMatch(BIDI);
    expect(names).toEqual(['Ana Souza - sem identificação.jpg']);
  });
});
