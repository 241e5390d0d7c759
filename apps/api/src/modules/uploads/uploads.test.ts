import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, authMessages, displayFileName, todayInSaoPaulo, uploadMessages } from '@portal/domain';
import sharp from 'sharp';
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
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
// An ID3v2.3 tag header with a synchsafe size, then some frame bytes.
const MP3 = Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 10]), Buffer.alloc(300, 0xff)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0)]);

/** A multipart body as a browser sends it: the `tipo` field, then the file. */
function multipart(tipo: string, filename: string, content: Buffer) {
  const boundary = '----portal-teste';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="tipo"\r\n\r\n${tipo}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (token: string, tipo: string, filename: string, content: Buffer) => {
  const body = multipart(tipo, filename, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  apiCall(t.app, method, url, token, payload);

/** A student whose graduation's ceremony is today, its upload deadline `lastDayOffset` days from today. */
async function student(lastDayOffset = 10, overrides: Parameters<typeof createGraduation>[1] = {}) {
  const today = todayInSaoPaulo(new Date());
  // formatura and individual: the last day is the ceremony plus FormLimiteEntrega minus one (spec A §9).
  const { graduation, course } = await createGraduation(t.db, {
    ceremonyDate: today,
    deliveryDays: lastDayOffset + 1,
    photosChildhood: 1,
    photosTribute: 0,
    photosLed: 0,
    ...overrides,
  });
  // A committee member, who may also load the class's music (spec A §2 card 10).
  return signedInStudent(t.app, t.db, { graduationId: graduation.id, courseId: course.id, committee: true });
}

const filesOf = (studentId: number) => {
  try {
    return readdirSync(path.join(t.filesDir, 'uploads', String(studentId)));
  } catch {
    return [];
  }
};

describe('decision 54: uploads (spec A §2, §5, §7)', () => {
  it('spec A §5: a photo is stored under a generated key, listed, and given back to its owner only', async () => {
    const me = await student();
    const res = await upload(me.token, 'individual', 'minha foto.png', PNG);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ mimetype: 'image/png', name: 'minha foto.png', tipo: 'individual' });
    expect(filesOf(me.student.id)).toEqual([`${created._id}.png`]);

    const list = await call('GET', '/uploads/individual', me.token);
    expect(list.json()).toEqual([
      expect.objectContaining({
        _id: created._id,
        size: PNG.length,
        label: null,
        obs: null,
        user: me.student.id,
      }),
    ]);
    const file = await call('GET', `/uploads/${created._id}/arquivo`, me.token);
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const other = await student();
    for (const [method, url, body] of [
      ['GET', `/uploads/${created._id}/arquivo`, undefined],
      ['DELETE', `/uploads/${created._id}`, undefined],
      ['POST', '/uploads/label', { id: created._id, label: 'quadro' }],
      ['POST', '/uploads/obs', { id: created._id, obs: 'x' }],
    ] as const) {
      expect((await call(method, url, other.token, body)).statusCode).toBe(404);
    }
    expect((await call('GET', '/uploads/individual', other.token)).json()).toEqual([]);
  });

  it.each([
    ['an executable renamed .mp3', 'formatura', 'musica.mp3', EXE],
    ['a zero-byte file', 'formatura', 'vazio.mp3', Buffer.alloc(0)],
    ['a photo on the music screen', 'formatura', 'foto.png', PNG],
  ])('spec A §5, §8: refuses %s by its content, leaving no file', async (_case, tipo, name, content) => {
    const me = await student();
    const res = await upload(me.token, tipo, name, content);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: uploadMessages.dropzoneRejected, type: 'INVALID' });
    expect(filesOf(me.student.id)).toEqual([]);
  });

  it('a PNG named .jpg is stored as what it is', async () => {
    const me = await student();
    const res = await upload(me.token, 'certificado', 'certificado.jpg', PNG);
    expect(res.json().mimetype).toBe('image/png');
    expect((await upload(me.token, 'certificado', 'outro.jpg', JPEG)).json().mimetype).toBe('image/jpeg');
  });

  it('a file over its limit answers 413 and leaves no file and no row', async () => {
    const me = await student();
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024, 1)]);
    const res = await upload(me.token, 'certificado', 'grande.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: uploadMessages.fileTooLarge('20 MB'), type: 'LIMIT' });
    expect(filesOf(me.student.id)).toEqual([]);
    expect((await call('GET', '/uploads/certificado', me.token)).json()).toEqual([]);
  });

  it('a name with folders is only a name: the file goes under its generated key', async () => {
    const me = await student();
    const res = await upload(me.token, 'certificado', '../../../etc/passwd.png', PNG);
    expect(res.json().name).toBe('passwd.png');
    expect(filesOf(me.student.id)).toEqual([`${res.json()._id}.png`]);
    expect(displayFileName('C:\\Users\\ana\\foto\u0000.png')).toBe('foto.png');
  });

  it('spec A §9: the maximum per screen, and one music outside formatura', async () => {
    const me = await student();
    expect((await upload(me.token, 'certificado', 'a.png', PNG)).statusCode).toBe(201);
    expect((await upload(me.token, 'certificado', 'b.png', PNG)).statusCode).toBe(201);
    const third = await upload(me.token, 'certificado', 'c.png', PNG);
    expect(third.json()).toEqual({ error: uploadMessages.allFilesUploaded, type: 'LIMIT' });

    expect((await upload(me.token, 'individual', 'a.mp3', MP3)).statusCode).toBe(201);
    const second = await upload(me.token, 'individual', 'b.mp3', MP3);
    expect(second.json()).toEqual({ error: uploadMessages.onlyOneMusic, type: 'LIMIT' });
  });

  it('spec A §4: the last day is open, the day after is refused with DEADLINE, and files can no longer be deleted', async () => {
    const open = await student(0);
    const res = await upload(open.token, 'formatura', 'entrada.mp3', MP3);
    expect(res.statusCode).toBe(201);
    expect((await call('DELETE', `/uploads/${res.json()._id}`, open.token)).json()).toEqual({
      message: uploadMessages.fileDeleted,
    });

    const late = await student(-1);
    const refused = await upload(late.token, 'formatura', 'entrada.mp3', MP3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().type).toBe('DEADLINE');
    expect(refused.json().error).toContain('Seu prazo para alteração dos conteúdos expirou');
    expect(filesOf(late.student.id)).toEqual([]);
  });

  it('spec A §5: label, observation and music start, each checked', async () => {
    const me = await student();
    const id = (await upload(me.token, 'formatura', 'entrada.mp3', MP3)).json()._id;
    const placeholder = await call('POST', '/uploads/label', me.token, { id, label: '0' });
    expect(placeholder.json()).toEqual({ error: uploadMessages.labelRequired, type: 'INVALID' });
    const photoLabel = await call('POST', '/uploads/label', me.token, { id, label: 'certificado' });
    expect(photoLabel.json()).toEqual({ error: uploadMessages.labelRequired, type: 'INVALID' });
    expect((await call('POST', '/uploads/label', me.token, { id, label: 'entrada-geral' })).json()).toEqual({
      message: uploadMessages.labelSet,
    });
    expect((await call('POST', '/uploads/obs', me.token, { id, obs: '   ' })).statusCode).toBe(400);
    expect((await call('POST', '/uploads/obs', me.token, { id, obs: 'Começar no refrão' })).statusCode).toBe(
      200,
    );
    expect(
      (await call('POST', '/uploads/time', me.token, { id, label: 'entrada-geral', time: '1:05' }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', '/uploads/time', me.token, { id, label: 'x', time: '1:65' })).statusCode).toBe(
      400,
    );
    const [row] = (await call('GET', '/uploads/formatura', me.token)).json();
    expect(row).toMatchObject({ label: 'entrada-geral', obs: 'Começar no refrão', time: '1:05' });
  });

  it('spec B §6: guests, administrators acting as nobody and visitors may not; complementar needs its flag', async () => {
    const guest = await student(10);
    await t.db.execute(`update students set guest = true where id = ${guest.student.id}` as never);
    expect((await call('GET', '/uploads/individual', guest.token)).json()).toEqual({
      error: authMessages.forbidden,
      type: 'FORBIDDEN',
    });
    const admin = await createUser(t.db, { role: 'admin' });
    expect((await call('GET', '/uploads/individual', await signIn(t.app, admin.email))).statusCode).toBe(403);
    expect((await call('GET', '/uploads/individual')).statusCode).toBe(401);

    const me = await student();
    expect((await call('GET', '/uploads/complementar', me.token)).statusCode).toBe(403);
    const withFlag = await student(10, {
      complementaryEnabled: true,
      complementaryDeadline: addDays(todayInSaoPaulo(new Date()), 5),
    });
    expect((await call('GET', '/uploads/complementar', withFlag.token)).statusCode).toBe(200);
  });
});

describe('decision 133: the class music is a committee tool (spec A §2 card 10, §6)', () => {
  it("decision 133: spec A §6 'Músicas da formatura': committee members and the administrator acting as one may; students, restricted ones and guests are refused", async () => {
    const plain = await student();
    await t.db.execute(`update students set committee = false where id = ${plain.student.id}` as never);
    const restricted = await student();
    await t.db.execute(`update students set restricted = true where id = ${restricted.student.id}` as never);
    const forbidden = { error: authMessages.forbidden, type: 'FORBIDDEN' };
    for (const who of [plain, restricted]) {
      const refused = await upload(who.token, 'formatura', 'entrada.mp3', MP3);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(forbidden);
      expect(filesOf(who.student.id)).toEqual([]);
      expect((await call('GET', '/uploads/formatura', who.token)).json()).toEqual(forbidden);
      // Their own screens stay open.
      expect((await call('GET', '/uploads/individual', who.token)).statusCode).toBe(200);
    }

    const member = await student();
    const id = (await upload(member.token, 'formatura', 'entrada.mp3', MP3)).json()._id;
    expect((await call('GET', '/uploads/formatura', member.token)).json()).toHaveLength(1);
    // A member who leaves the committee can no longer touch the class's music, not even by id.
    await t.db.execute(`update students set committee = false where id = ${member.student.id}` as never);
    expect((await call('POST', '/uploads/obs', member.token, { id, obs: 'Entrada' })).statusCode).toBe(403);
    expect((await call('DELETE', `/uploads/${id}`, member.token)).statusCode).toBe(403);
    await t.db.execute(`update students set committee = true where id = ${member.student.id}` as never);

    const admin = await createUser(t.db, { role: 'admin' });
    const adminToken = await signIn(t.app, admin.email);
    const actingAs = async (studentId: number) =>
      (await call('POST', '/admin/agir', adminToken, { studentId })).json().token as string;
    expect((await call('GET', '/uploads/formatura', await actingAs(member.student.id))).statusCode).toBe(200);
    expect((await call('GET', '/uploads/formatura', await actingAs(plain.student.id))).statusCode).toBe(403);
  });
});

describe('decision 133: GET /uploads/:id/miniatura, a sent photo small', () => {
  it('decision 133: the owner (and the administrator acting as them) gets a 128 px JPEG; others, music and no session do not', async () => {
    const me = await student();
    const big = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3258a6' } })
      .jpeg()
      .toBuffer();
    const id = (await upload(me.token, 'individual', 'infancia.jpg', big)).json()._id;
    const res = await call('GET', `/uploads/${id}/miniatura`, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([128, 128]);
    expect(res.rawPayload.length).toBeLessThan(big.length);

    const other = await student();
    expect((await call('GET', `/uploads/${id}/miniatura`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/uploads/${id}/miniatura`)).statusCode).toBe(401);
    const admin = await createUser(t.db, { role: 'admin' });
    const adminToken = await signIn(t.app, admin.email);
    expect((await call('GET', `/uploads/${id}/miniatura`, adminToken)).statusCode).toBe(403);
    const acting = (await call('POST', '/admin/agir', adminToken, { studentId: me.student.id })).json().token;
    expect((await call('GET', `/uploads/${id}/miniatura`, acting)).statusCode).toBe(200);

    const song = (await upload(me.token, 'formatura', 'entrada.mp3', MP3)).json()._id;
    expect((await call('GET', `/uploads/${song}/miniatura`, me.token)).statusCode).toBe(404);
  });
});

describe('decision 54: the producer downloads a class’s files as one zip', () => {
  it('streams every music of the class, named by student and label, read back byte for byte by unzip', async () => {
    const me = await student();
    const id = (await upload(me.token, 'formatura', 'a.mp3', MP3)).json()._id;
    await call('POST', '/uploads/label', me.token, { id, label: 'entrada-geral' });
    await upload(me.token, 'formatura', 'b.mp3', MP3);
    const admin = await createUser(t.db, { role: 'admin' });
    const adminToken = await signIn(t.app, admin.email);
    const res = await call(
      'GET',
      `/admin/formaturas/${me.student.graduationId}/arquivos?tipo=formatura`,
      adminToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);

    const dir = mkdtempSync(path.join(tmpdir(), 'zip-'));
    const file = path.join(dir, 'turma.zip');
    writeFileSync(file, res.rawPayload);
    // An independent reader: Python's zipfile checks every CRC and reads the entries back.
    const read = (script: string) => execFileSync('python3', ['-c', script, file]);
    expect(read('import sys, zipfile; print(zipfile.ZipFile(sys.argv[1]).testzip())').toString().trim()).toBe(
      'None',
    );
    const name = `${me.student.firstName} ${me.student.surname}`;
    const listing = JSON.parse(
      read(
        'import sys, json, zipfile; print(json.dumps(zipfile.ZipFile(sys.argv[1]).namelist()))',
      ).toString(),
    );
    expect(listing).toEqual([`${name} - Entrada geral.mp3`, `${name} - sem identificação.mp3`]);
    const first = read(
      'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); sys.stdout.buffer.write(z.read(z.namelist()[0]))',
    );
    expect(first.equals(MP3)).toBe(true);
    rmSync(dir, { recursive: true, force: true });

    // The producer also sees each student's files, labels included, and downloads any of them.
    const files = (await call('GET', `/admin/alunos/${me.student.id}/arquivos`, adminToken)).json();
    expect(files.map((f: { label: string | null; tipo: string }) => [f.tipo, f.label])).toEqual([
      ['formatura', 'entrada-geral'],
      ['formatura', null],
    ]);
    expect((await call('GET', files[0].url.replace(/^\/api/, ''), adminToken)).rawPayload.equals(MP3)).toBe(
      true,
    );
    expect((await call('GET', `/admin/alunos/${me.student.id}/arquivos`, me.token)).statusCode).toBe(403);
    for (const url of [
      `/admin/alunos/${me.student.id}/arquivos`,
      files[0].url.replace(/^\/api/, ''),
      `/admin/formaturas/${me.student.graduationId}/arquivos?tipo=formatura`,
    ]) {
      expect((await call('GET', url)).statusCode).toBe(401);
    }
    expect((await call('GET', files[0].url.replace(/^\/api/, ''), me.token)).statusCode).toBe(403);

    expect(
      (await call('GET', `/admin/formaturas/${me.student.graduationId}/arquivos?tipo=formatura`, me.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('GET', '/admin/formaturas/999999/arquivos?tipo=formatura', adminToken)).statusCode,
    ).toBe(404);
  });
});

/** A real CBR MP3 (MPEG-1 layer III, 128 kbit/s, 44.1 kHz) of about `seconds` seconds of silence. */
function mp3Of(seconds: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat(Array.from({ length: Math.round((seconds * 44_100) / 1152) }, () => frame));
}

describe('what the file itself says (beyond the spec)', () => {
  it('flags a music under a minute and a photo too small to print, keeping both files', async () => {
    const me = await student();
    const short = await upload(me.token, 'formatura', 'curta.mp3', mp3Of(10));
    expect(short.statusCode).toBe(201);
    expect(short.json().aviso).toBe(uploadMessages.shortMusic(10));
    const long = await upload(me.token, 'formatura', 'longa.mp3', mp3Of(65));
    expect(long.json().aviso).toBeNull();

    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const photo = await upload(me.token, 'certificado', 'pequena.png', small);
    expect(photo.json().aviso).toBe(uploadMessages.smallPhoto(300, 200));
    const big = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    expect((await upload(me.token, 'certificado', 'grande.jpg', big)).json().aviso).toBeNull();
    const listed = (await call('GET', '/uploads/formatura', me.token)).json();
    expect(listed.map((u: { name: string; aviso: string | null }) => [u.name, u.aviso])).toEqual([
      ['curta.mp3', uploadMessages.shortMusic(10)],
      ['longa.mp3', null],
    ]);
  });
});

describe('decision 54: an upload aborted half way', () => {
  it('leaves no file and no row behind', async () => {
    const me = await student();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const body = multipart(
      'certificado',
      'metade.png',
      Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 3)]),
    );
    await new Promise<void>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port: Number(port),
        method: 'POST',
        path: '/api/uploads',
        headers: { ...body.headers, ...bearer(me.token), 'content-length': body.payload.length },
      });
      req.on('error', () => resolve());
      // Half the body, then the connection drops.
      req.write(body.payload.subarray(0, body.payload.length / 2), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 200);
      });
    });
    // The server notices the dropped connection and cleans up.
    await new Promise((r) => setTimeout(r, 500));
    expect(filesOf(me.student.id)).toEqual([]);
    const parts = readdirSync(t.filesDir, { recursive: true }).filter((f) => String(f).endsWith('.part'));
    expect(parts).toEqual([]);
    expect((await call('GET', '/uploads/certificado', me.token)).json()).toEqual([]);
  });
});
