import { eq } from 'drizzle-orm';
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
import { DEMO_REGISTRATION_KEY } from '../../cli/seed/demo';
import { seedShop } from '../../cli/seed/shop';
import { auditLog, graduations } from '../../db/schema/index';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { email: 'produtora@teste.com.br', role: 'admin' });
  adminToken = await signIn(t.app, 'produtora@teste.com.br');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  apiCall(t.app, method, url, token, payload);

const measure = (over: object = {}) => ({
  formatura: null,
  slug: '20x30',
  nome: 'Impressa 20x30',
  descricao: 'Ampliação',
  tipoMedida: 'impressa',
  valor: 39.9,
  complementar: 0,
  complementares: [],
  ordem: 5,
  ativo: true,
  ...over,
});
const product = (over: object = {}) => ({
  formatura: null,
  nome: 'Porta-retrato',
  descricao: 'Com a sua foto',
  valor: 79.5,
  complementar: 1,
  ordem: 1,
  ativo: true,
  ...over,
});

function imageUpload(content: Buffer, filename = 'foto.png') {
  const boundary = '----loja-teste';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the producer’s measures (/api/admin/valores-fotos)', () => {
  it('decision 68: a catalogue measure is created, edited, deactivated, and the class’s own price replaces it', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const created = await call('POST', '/admin/valores-fotos', adminToken, measure({ slug: ' 20X30 ' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: '20x30',
      valor: 39.9,
      formatura: null,
      ativo: true,
      tipoMedida: 'impressa',
    });
    const id = created.json().id;
    const { token } = await signedInStudent(t.app, t.db, {
      graduationId: graduation.id,
      courseId: course.id,
    });
    const slugs = async () =>
      (await call('GET', '/perfil/valores-fotos', token))
        .json()
        .map((m: { slug: string; valor: number }) => [m.slug, m.valor]);
    expect(await slugs()).toContainEqual(['20x30', 39.9]);

    const own = await call(
      'POST',
      '/admin/valores-fotos',
      adminToken,
      measure({ formatura: graduation.id, valor: 29 }),
    );
    expect(own.statusCode).toBe(201);
    expect(await slugs()).toContainEqual(['20x30', 29]);
    expect((await slugs()).filter(([s]: [string]) => s === '20x30')).toHaveLength(1);

    const off = await call('PUT', `/admin/valores-fotos/${own.json().id}`, adminToken, {
      ...measure({ formatura: graduation.id, valor: 29 }),
      ativo: false,
    });
    expect(off.json().ativo).toBe(false);
    expect((await slugs()).map(([s]: [string]) => s)).not.toContain('20x30');

    const edited = await call(
      'PUT',
      `/admin/valores-fotos/${id}`,
      adminToken,
      measure({ nome: 'Ampliação 20x30' }),
    );
    expect(edited.json().nome).toBe('Ampliação 20x30');
    const list = (await call('GET', `/admin/valores-fotos?formatura=${graduation.id}`, adminToken)).json();
    expect(list.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining([id, own.json().id]));
    const catalogueOnly = (await call('GET', '/admin/valores-fotos', adminToken)).json();
    expect(catalogueOnly.every((m: { formatura: number | null }) => m.formatura === null)).toBe(true);
  });

  it('decision 68: a second measure of one slug in one place is refused (FOUND)', async () => {
    await call('POST', '/admin/valores-fotos', adminToken, measure({ slug: 'a4' }));
    const again = await call('POST', '/admin/valores-fotos', adminToken, measure({ slug: 'a4' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().type).toBe('FOUND');
  });

  it.each([
    ['a negative price', { valor: -1 }],
    ['three decimals', { valor: 1.005 }],
    ['a slug with spaces', { slug: 'foto grande' }],
    ['an unknown complementary type', { complementares: ['capa'] }],
    ['no name', { nome: '  ' }],
    ['decision 116: no kind', { tipoMedida: undefined }],
    ['decision 116: an unknown kind', { tipoMedida: 'poster' }],
  ])('decision 68: %s is refused', async (_name, over) => {
    const res = await call('POST', '/admin/valores-fotos', adminToken, measure(over));
    expect(res.statusCode).toBe(400);
  });

  it('decision 68: a graduation or a measure that does not exist answers NOT_FOUND', async () => {
    expect(
      (await call('POST', '/admin/valores-fotos', adminToken, measure({ formatura: 999_999 }))).statusCode,
    ).toBe(404);
    expect((await call('PUT', '/admin/valores-fotos/999999', adminToken, measure())).statusCode).toBe(404);
    expect((await call('GET', '/admin/valores-fotos?formatura=999999', adminToken)).statusCode).toBe(404);
  });

  it('decision 68: every change is audited with the administrator', async () => {
    const res = await call('POST', '/admin/valores-fotos', adminToken, measure({ slug: 'auditada' }));
    const rows = await t.db.select().from(auditLog);
    expect(rows.map((r) => r.action)).toContain('POST /api/admin/valores-fotos');
    expect(res.statusCode).toBe(201);
  });
});

describe('the producer’s products (/api/admin/produtos)', () => {
  it('decision 68: a product is created, gets an image served with long cache, edited and deactivated', async () => {
    const created = await call('POST', '/admin/produtos', adminToken, product());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ nome: 'Porta-retrato', valor: 79.5, imagem: null });
    const id = created.json().id;

    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const body = imageUpload(png);
    const withImage = await t.app.inject({
      method: 'POST',
      url: `/api/admin/produtos/${id}/imagem`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(adminToken) },
    });
    expect(withImage.statusCode).toBe(200);
    const address = withImage.json().imagem as string;
    expect(address).toMatch(new RegExp(`^/api/produtos/${id}/imagem/\\d+$`));

    const image = await t.app.inject({ method: 'GET', url: address });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(800);

    const edited = await call(
      'PUT',
      `/admin/produtos/${id}`,
      adminToken,
      product({ valor: 89, ativo: false }),
    );
    expect(edited.json()).toMatchObject({ valor: 89, ativo: false });
    // An edit gives a new address; the old one answers no more.
    expect(edited.json().imagem).not.toBe(address);
    expect((await t.app.inject({ method: 'GET', url: address })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: edited.json().imagem })).statusCode).toBe(200);
  });

  it('decision 68: a file that is not an image is refused, and the product keeps none', async () => {
    const { id } = (await call('POST', '/admin/produtos', adminToken, product())).json();
    const body = imageUpload(Buffer.from('MZ não é imagem'), 'virus.jpg');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/produtos/${id}/imagem`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(adminToken) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('INVALID');
    const list = (await call('GET', '/admin/produtos', adminToken)).json();
    expect(list.find((p: { id: number }) => p.id === id).imagem).toBeNull();
  });

  it('decision 68: a class product is listed with the class and not in the catalogue alone', async () => {
    const { graduation } = await createGraduation(t.db);
    const { id } = (
      await call('POST', '/admin/produtos', adminToken, product({ formatura: graduation.id }))
    ).json();
    const withClass = (await call('GET', `/admin/produtos?formatura=${graduation.id}`, adminToken)).json();
    expect(withClass.map((p: { id: number }) => p.id)).toContain(id);
    const catalogue = (await call('GET', '/admin/produtos', adminToken)).json();
    expect(catalogue.map((p: { id: number }) => p.id)).not.toContain(id);
  });
});

describe('who may call the producer’s shop', () => {
  it.each([
    ['GET', '/admin/valores-fotos', undefined],
    ['POST', '/admin/valores-fotos', measure({ slug: 'negada' })],
    ['PUT', '/admin/valores-fotos/1', measure()],
    ['GET', '/admin/produtos', undefined],
    ['POST', '/admin/produtos', product()],
    ['PUT', '/admin/produtos/1', product()],
    ['POST', '/admin/produtos/1/imagem', undefined],
  ] as const)(
    'decision 68: %s %s is refused to a visitor (401) and to a student (403)',
    async (method, url, body) => {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      const { token } = await signedInStudent(t.app, t.db);
      expect((await call(method, url, token, body)).statusCode).toBe(403);
    },
  );

  it('decision 68: an administrator acting as a student is still the producer here', async () => {
    const { student } = await signedInStudent(t.app, t.db);
    const acting = (await call('POST', '/admin/agir', adminToken, { studentId: student.id })).json().token;
    expect((await call('GET', '/admin/produtos', acting)).statusCode).toBe(200);
  });

  it('a product image that does not exist answers 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/produtos/999999/imagem/1' })).statusCode).toBe(
      404,
    );
  });
});

describe('the demo catalogue', () => {
  it('DESIGN §7: seeds measures and products with pictures once', async () => {
    const fresh = await createTestApp();
    try {
      const { graduation } = await createGraduation(fresh.db, {
        registrationKey: DEMO_REGISTRATION_KEY,
        complementaryDeadline: '2030-01-10',
      });
      expect(await seedShop(fresh.db, fresh.storage)).toBe(true);
      const [demo] = await fresh.db.select().from(graduations).where(eq(graduations.id, graduation.id));
      expect(demo!.complementaryEnabled).toBe(true);
      expect(await seedShop(fresh.db, fresh.storage)).toBe(false);
      const { token } = await signedInStudent(fresh.app, fresh.db);
      const list = (
        await fresh.app.inject({ method: 'GET', url: '/api/produtos/listar', headers: bearer(token) })
      ).json();
      expect(list.length).toBeGreaterThanOrEqual(3);
      const image = await fresh.app.inject({ method: 'GET', url: list[0].caminho });
      expect(image.statusCode).toBe(200);
      expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
    } finally {
      await fresh.close();
    }
  });
});
