import { addDays, authMessages, type CartItem, cartItemToWire, todayInSaoPaulo } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createGraduation,
  createStudent,
  createUser,
  signedInStudent,
  signIn,
} from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { events, type graduations, measures, photos, products, uploads } from '../../db/schema/index';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = todayInSaoPaulo(new Date());
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  apiCall(t.app, method, url, token, payload);

let photoSeq = 0;
/**
 * A class with an event of ready photos, its own 15x21 price and a product of its own; it asks no minimum
 * paid share, so its students may order photos (the photo-access rule: photos/photo-access.test.ts).
 */
async function classWithAlbum(overrides: Partial<typeof graduations.$inferInsert> = {}) {
  const { graduation, course } = await createGraduation(t.db, {
    minimumPaidPercent: 0,
    complementaryEnabled: true,
    complementaryDeadline: addDays(today, 5),
    ...overrides,
  });
  const [event] = await t.db
    .insert(events)
    .values({ graduationId: graduation.id, name: 'Colação' })
    .returning();
  const album = await t.db
    .insert(photos)
    .values(
      [0, 1, 2].map((position) => ({
        eventId: event!.id,
        position,
        originalName: `f${position}.jpg`,
        contentHash: `hash-${++photoSeq}`,
        size: 100,
        state: 'ready' as const,
        ignoreCredits: position === 2,
      })),
    )
    .returning();
  await t.db.insert(measures).values({
    graduationId: graduation.id,
    slug: '15x21',
    name: 'Impressa 15x21 da turma',
    kind: 'impressa',
    priceCents: 1990,
    position: 3,
  });
  const [own] = await t.db
    .insert(products)
    .values({ graduationId: graduation.id, name: 'Álbum da turma', priceCents: 30000, complementaryCount: 2 })
    .returning();
  return { graduation, course, event: event!, album, product: own! };
}

type Klass = Awaited<ReturnType<typeof classWithAlbum>>;
const studentOf = (k: Klass, over: Parameters<typeof signedInStudent>[2] = {}) =>
  signedInStudent(t.app, t.db, { graduationId: k.graduation.id, courseId: k.course.id, ...over });

let catalogueProduct: typeof products.$inferSelect;
let adminToken: string;
beforeAll(async () => {
  // The producer's catalogue, seen by every class (decision 68).
  await t.db.insert(measures).values([
    { slug: 'digital', name: 'Digital', kind: 'digital', priceCents: 1500, position: 1 },
    { slug: 'dig+imp', name: 'Digital + impressa', kind: 'digital+impressa', priceCents: 3000, position: 2 },
    { slug: '15x21', name: 'Impressa 15x21', kind: 'impressa', priceCents: 2500, position: 3 },
    {
      slug: 'complementar',
      name: 'Complementar',
      kind: 'digital',
      priceCents: 0,
      position: 4,
      complementaryTypes: ['quadro', 'convite', 'produto'],
    },
    { slug: 'retirado', name: 'Fora de linha', kind: 'digital', priceCents: 100, position: 5, active: false },
  ]);
  [catalogueProduct] = (await t.db
    .insert(products)
    .values([
      { name: 'Quadro', description: 'Quadro 30x40', priceCents: 12000, complementaryCount: 1, position: 1 },
      { name: 'Caneca', priceCents: 4000, active: false, position: 2 },
    ])
    .returning()) as [typeof products.$inferSelect];
  await createUser(t.db, { email: 'admin-loja@teste.com.br', role: 'admin' });
  adminToken = await signIn(t.app, 'admin-loja@teste.com.br');
});

describe('GET /perfil/valores-fotos', () => {
  it('spec B §3, §5.3: the class price wins over the catalogue, inactive measures are left out, credits per measure', async () => {
    const k = await classWithAlbum({ downloadPrinted: false });
    const { token } = await studentOf(k, { digitalCredits: 3, printedCredits: 2 });
    const res = await call('GET', '/perfil/valores-fotos', token);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { slug: string; valor: number; creditos: number; complementares: unknown[] }[];
    expect(list.map((m) => m.slug)).toEqual(['digital', 'dig+imp', '15x21', 'complementar']);
    expect(list.find((m) => m.slug === '15x21')).toMatchObject({ valor: 19.9, creditos: 2 });
    // FormDownImpressas 0: printed credits go to 15x21, not dig+imp (spec B §5.3).
    expect(list.map((m) => m.creditos)).toEqual([3, 0, 2, 0]);
    expect(list[3]!.complementares).toEqual([
      { slug: 'quadro', nome: 'Quadro', descricao: 'Foto INDIVIDUAL VERTICAL de escolha livre' },
      { slug: 'convite', nome: 'Convite', descricao: 'Foto INDIVIDUAL VERTICAL em estúdio' },
      { slug: 'produto', nome: 'Produto', descricao: 'Foto COMPLEMENTAR para produto' },
    ]);
  });

  it('spec B §5.3: with FormDownImpressas 1 the printed credits count for dig+imp', async () => {
    const k = await classWithAlbum({ downloadPrinted: true });
    const { token } = await studentOf(k, { printedCredits: 4 });
    const list = (await call('GET', '/perfil/valores-fotos', token)).json() as { creditos: number }[];
    expect(list.map((m) => m.creditos)).toEqual([0, 4, 0, 0]);
  });

  it('spec B §4.1 item 7: the complementary measure is gone once the deadline has passed', async () => {
    const k = await classWithAlbum({ complementaryDeadline: addDays(today, -1) });
    const { token } = await studentOf(k);
    const list = (await call('GET', '/perfil/valores-fotos', token)).json() as { slug: string }[];
    expect(list.map((m) => m.slug)).not.toContain('complementar');
  });

  it.each([
    ['spec B §1, §6: a guest gets no credits', { guest: true }],
    ['spec B §5.3: a course that ignores credits gets none', { ignoreCredits: true }],
  ])('%s', async (_name, flags) => {
    const k = await classWithAlbum();
    const { token } = await studentOf(k, { digitalCredits: 5, printedCredits: 5, ...flags });
    const res = await call('GET', '/perfil/valores-fotos', token);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { creditos: number }[]).every((m) => m.creditos === 0)).toBe(true);
  });

  it('spec B §6: a restricted student has no album, so no measures', async () => {
    const k = await classWithAlbum();
    const { token } = await studentOf(k, { restricted: true });
    const res = await call('GET', '/perfil/valores-fotos', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
  });

  it("spec B §6: an administrator acting as a student sees that student's measures and credits", async () => {
    const k = await classWithAlbum();
    const { student } = await studentOf(k, { digitalCredits: 7 });
    const idle = await call('GET', '/perfil/valores-fotos', adminToken);
    expect(idle.statusCode).toBe(403);
    const acting = (await call('POST', '/admin/agir', adminToken, { studentId: student.id })).json().token;
    const list = (await call('GET', '/perfil/valores-fotos', acting)).json() as { creditos: number }[];
    expect(list[0]!.creditos).toBe(7);
  });

  it('spec B §2.1: a visitor is refused', async () => {
    expect((await call('GET', '/perfil/valores-fotos')).statusCode).toBe(401);
  });
});

describe('GET /produtos/listar', () => {
  it('spec B §2.11, §3: the catalogue and the class products, active only, money in reais', async () => {
    const k = await classWithAlbum();
    const { token } = await studentOf(k);
    const res = await call('GET', '/produtos/listar', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: k.product.id, nome: 'Álbum da turma', descricao: '', caminho: '', valor: 300, complementar: 2 },
      {
        id: catalogueProduct.id,
        nome: 'Quadro',
        descricao: 'Quadro 30x40',
        caminho: '',
        valor: 120,
        complementar: 1,
      },
    ]);
  });

  it("spec B §6: another class's products are not listed", async () => {
    const mine = await classWithAlbum();
    const other = await classWithAlbum();
    const { token } = await studentOf(mine);
    const ids = (await call('GET', '/produtos/listar', token)).json().map((p: { id: number }) => p.id);
    expect(ids).not.toContain(other.product.id);
  });

  it('decision 40: the product list stays open to a guest and a restricted student; a visitor is refused', async () => {
    const k = await classWithAlbum();
    for (const flags of [{ guest: true }, { restricted: true }]) {
      const { token } = await studentOf(k, flags);
      expect((await call('GET', '/produtos/listar', token)).statusCode).toBe(200);
    }
    expect((await call('GET', '/produtos/listar')).statusCode).toBe(401);
    expect((await call('GET', '/produtos/listar', adminToken)).statusCode).toBe(403);
  });
});

describe('GET and POST /complementar', () => {
  const pick = (k: Klass, i: number) => ({
    caminho: `/f/${k.album[i]!.id}.jpg`,
    nome: `f${i}.jpg`,
    id: k.album[i]!.id,
    evento: k.event.id,
  });

  it('spec B §4.1 items 5–6: a frame choice is saved, replaced by the next, and read back', async () => {
    const k = await classWithAlbum();
    const { token } = await studentOf(k);
    expect((await call('GET', '/complementar', token)).json()).toEqual([]);
    const first = await call('POST', '/complementar', token, { tipo: 'quadro', content: [pick(k, 0)] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ tipo: 'quadro', content: [pick(k, 0)], relativo: null });
    await call('POST', '/complementar', token, { tipo: 'quadro', content: [pick(k, 1)] });
    await call('POST', '/complementar', token, {
      tipo: 'produto',
      content: [pick(k, 0), pick(k, 1)],
      relativo: 'linha-1',
    });
    expect((await call('GET', '/complementar', token)).json()).toEqual([
      { tipo: 'produto', content: [pick(k, 0), pick(k, 1)], relativo: 'linha-1' },
      { tipo: 'quadro', content: [pick(k, 1)], relativo: null },
    ]);
    // No photo clears the choice.
    await call('POST', '/complementar', token, { tipo: 'quadro', content: [] });
    expect((await call('GET', '/complementar', token)).json()).toHaveLength(1);
  });

  it.each([
    [
      'spec B §3: a frame takes one photo',
      (k: Klass) => ({ tipo: 'convite', content: [pick(k, 0), pick(k, 1)] }),
      'LIMIT',
    ],
    [
      'spec B §4.1 item 5: a product photo names its line',
      (k: Klass) => ({ tipo: 'produto', content: [pick(k, 0)] }),
      'INVALID',
    ],
    [
      'spec B §6: a photo of another event is refused',
      (k: Klass) => ({ tipo: 'quadro', content: [{ ...pick(k, 0), evento: k.event.id + 1000 }] }),
      'NOT_FOUND',
    ],
  ])('%s', async (_name, body, type) => {
    const k = await classWithAlbum();
    const { token } = await studentOf(k);
    const res = await call('POST', '/complementar', token, body(k));
    expect(res.json().type).toBe(type);
  });

  it("spec B §6: another class's photo cannot be chosen", async () => {
    const mine = await classWithAlbum();
    const other = await classWithAlbum();
    const { token } = await studentOf(mine);
    const res = await call('POST', '/complementar', token, { tipo: 'quadro', content: [pick(other, 0)] });
    expect(res.statusCode).toBe(404);
  });

  it('spec B §4.1 item 7: after the deadline the choice is refused', async () => {
    const k = await classWithAlbum({ complementaryDeadline: addDays(today, -1) });
    const { token } = await studentOf(k);
    const res = await call('POST', '/complementar', token, { tipo: 'quadro', content: [pick(k, 0)] });
    expect(res.statusCode).toBe(409);
    expect(res.json().type).toBe('DEADLINE');
  });

  it('spec B §6: a guest and a restricted student have no complementary choices; a visitor is refused', async () => {
    const k = await classWithAlbum();
    for (const flags of [{ guest: true }, { restricted: true }]) {
      const { token } = await studentOf(k, flags);
      expect((await call('GET', '/complementar', token)).statusCode).toBe(403);
      const res = await call('POST', '/complementar', token, { tipo: 'quadro', content: [pick(k, 0)] });
      expect(res.statusCode).toBe(403);
    }
    expect((await call('GET', '/complementar')).statusCode).toBe(401);
  });

  it("spec B §6: an administrator acting as a student saves that student's choice", async () => {
    const k = await classWithAlbum();
    const { student, token } = await studentOf(k);
    const acting = (await call('POST', '/admin/agir', adminToken, { studentId: student.id })).json().token;
    await call('POST', '/complementar', acting, { tipo: 'convite', content: [pick(k, 2)] });
    expect((await call('GET', '/complementar', token)).json()).toEqual([
      { tipo: 'convite', content: [pick(k, 2)], relativo: null },
    ]);
  });
});

describe('POST /complementar/tipo', () => {
  async function withUpload(k: Klass, flags = {}) {
    const s = await studentOf(k, flags);
    const id = crypto.randomUUID();
    await t.db.insert(uploads).values({
      id,
      studentId: s.student.id,
      type: 'complementar',
      name: 'foto.jpg',
      storageKey: `uploads/${s.student.id}/${id}.jpg`,
      size: 10,
      mimetype: 'image/jpeg',
    });
    return { ...s, id };
  }

  it('spec A §7: a complementary upload becomes the invitation photo', async () => {
    const k = await classWithAlbum();
    const { token, id } = await withUpload(k);
    const res = await call('POST', '/complementar/tipo', token, { id, tp: 'convite' });
    expect(res.statusCode).toBe(200);
    const list = (await call('GET', '/uploads/complementar', token)).json();
    expect(list[0].label).toBe('convite');
  });

  it("spec A §6: another student's upload is refused", async () => {
    const k = await classWithAlbum();
    const { id } = await withUpload(k);
    const { token } = await studentOf(k);
    expect((await call('POST', '/complementar/tipo', token, { id, tp: 'quadro' })).statusCode).toBe(404);
  });

  it('spec A §9: after the complementary deadline it is refused; a guest and a visitor too', async () => {
    const late = await classWithAlbum({ complementaryDeadline: addDays(today, -2) });
    const a = await withUpload(late);
    expect((await call('POST', '/complementar/tipo', a.token, { id: a.id, tp: 'quadro' })).json().type).toBe(
      'DEADLINE',
    );
    const k = await classWithAlbum();
    const guest = await withUpload(k, { guest: true });
    expect(
      (await call('POST', '/complementar/tipo', guest.token, { id: guest.id, tp: 'quadro' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/complementar/tipo', undefined, { id: guest.id, tp: 'quadro' })).statusCode,
    ).toBe(401);
  });
});

describe('/cache/{type}', () => {
  const photoLine = (k: Klass, i: number, slug = '15x21', qt = 1): CartItem => ({
    idCart: `p-${i}-${slug}`,
    id: k.album[i]!.id,
    evento: k.event.id,
    caminho: `/f/${i}.jpg`,
    nome: slug,
    descricao: '',
    valor: 1, // the client's price is never kept
    qt,
    tipo: 'foto',
    tamanho: 0,
    complementar: 0,
    slug,
    detalhes: { descricao: '', nome: slug, slug, tamanho: 0, valor: 1, complementares: [] },
  });
  const productLine = (id: number, complementar = 0): CartItem => ({
    idCart: `prod-${id}`,
    id,
    evento: null,
    caminho: '',
    nome: 'x',
    descricao: '',
    valor: 1,
    qt: 2,
    tipo: 'produto',
    tamanho: 0,
    complementar,
    slug: 'produto',
    detalhes: { descricao: '', nome: 'x', slug: 'produto', tamanho: 0, valor: 1, complementares: [] },
  });
  const save = (token: string, items: CartItem[]) =>
    call('POST', '/cache', token, { tipo: 'cart', content: items.map(cartItemToWire) });

  it('spec B §4.2, §7: the cart is saved with the catalogue prices and restored from another device', async () => {
    const k = await classWithAlbum();
    const { token } = await studentOf(k);
    expect((await call('GET', '/cache/cart', token)).json()).toEqual([]);
    const res = await save(token, [
      productLine(k.product.id, 2),
      photoLine(k, 0),
      photoLine(k, 2, 'digital'),
    ]);
    expect(res.statusCode).toBe(200);
    const kept = res.json().content;
    expect(kept.map((l: { valor: number }) => l.valor)).toEqual([300, 19.9, 15]);
    expect(kept[0]).toMatchObject({ nome: 'Álbum da turma', complementar: 2, qt: 2 });
    expect(kept[2].ignorarCreditos).toBe(true);
    const again = await signIn(t.app, (await call('GET', '/perfil/cadastro', token)).json().AlEmail);
    expect((await call('GET', '/cache/cart', again)).json()).toEqual([{ tipo: 'cart', content: kept }]);
    expect((await call('DELETE', '/cache/cart', token)).statusCode).toBe(200);
    expect((await call('GET', '/cache/cart', token)).json()).toEqual([]);
  });

  it('decision 69: a saved photo comes back with a fresh signed thumbnail address, whatever the client kept', async () => {
    const k = await classWithAlbum();
    const { token } = await studentOf(k);
    await t.db
      .update(photos)
      .set({ thumbKey: `thumbs/${k.album[1]!.id}.jpg` })
      .where(eq(photos.id, k.album[1]!.id));
    const product = { ...productLine(k.product.id, 2) };
    product.detalhes.complementares = [
      { id: k.album[1]!.id, evento: k.event.id, slug: 'complementar', caminho: '/velho.jpg' },
    ];
    const saved = (await save(token, [product, { ...photoLine(k, 1), caminho: '/velho.jpg' }])).json()
      .content;
    const signed = new RegExp(`^/api/midia/\\d+/[^/]+/thumbs/${k.album[1]!.id}\\.jpg$`);
    expect(saved[1].caminho).toMatch(signed);
    expect(saved[0].detalhes.complementares[0].caminho).toMatch(signed);
    expect((await call('GET', '/cache/cart', token)).json()[0].content[1].caminho).toMatch(signed);
    await call('POST', '/complementar', token, {
      tipo: 'quadro',
      content: [{ caminho: '/velho.jpg', id: k.album[1]!.id, evento: k.event.id }],
    });
    expect((await call('GET', '/complementar', token)).json()[0].content[0].caminho).toMatch(signed);
  });

  it('spec B §4.2: a dispensed product keeps 0 complementary photos', async () => {
    const k = await classWithAlbum();
    const { token } = await studentOf(k);
    const res = await save(token, [productLine(k.product.id, 0)]);
    expect(res.json().content[0].complementar).toBe(0);
  });

  it.each([
    [
      'spec B §4.1 item 4: the same photo twice in a measure',
      (k: Klass) => [photoLine(k, 0), { ...photoLine(k, 0), idCart: 'x' }],
      400,
    ],
    ['spec B §4.1 item 3: a digital photo with 2 units', (k: Klass) => [photoLine(k, 0, 'digital', 2)], 400],
    ['spec B §3: an unknown measure', (k: Klass) => [photoLine(k, 0, 'gigante')], 400],
    ['spec B §3: an inactive product', () => [productLine(catalogueProduct.id + 1)], 404],
    [
      'spec B §6: a photo of another event id',
      (k: Klass) => [{ ...photoLine(k, 0), evento: k.event.id + 999 }],
      404,
    ],
  ])('%s is refused', async (_name, items, status) => {
    const k = await classWithAlbum();
    const { token } = await studentOf(k);
    expect((await save(token, items(k))).statusCode).toBe(status);
  });

  it("spec B §6: another class's photo or product is refused, and nothing is saved", async () => {
    const mine = await classWithAlbum();
    const other = await classWithAlbum();
    const { token } = await studentOf(mine);
    expect((await save(token, [photoLine(other, 0)])).statusCode).toBe(404);
    expect((await save(token, [productLine(other.product.id)])).statusCode).toBe(404);
    expect((await call('GET', '/cache/cart', token)).json()).toEqual([]);
  });

  it("spec B §6: each student has their own cart; an administrator acting sees the student's", async () => {
    const k = await classWithAlbum();
    const a = await studentOf(k);
    const b = await studentOf(k);
    await save(a.token, [photoLine(k, 1)]);
    expect((await call('GET', '/cache/cart', b.token)).json()).toEqual([]);
    await call('DELETE', '/cache/cart', b.token);
    expect((await call('GET', '/cache/cart', a.token)).json()).toHaveLength(1);
    const acting = (await call('POST', '/admin/agir', adminToken, { studentId: a.student.id })).json().token;
    expect((await call('GET', '/cache/cart', acting)).json()[0].content[0].id).toBe(k.album[1]!.id);
  });

  it('spec B §6: a guest and a restricted student have no cart; a visitor and an idle administrator neither', async () => {
    const k = await classWithAlbum();
    for (const flags of [{ guest: true }, { restricted: true }]) {
      const { token } = await studentOf(k, flags);
      expect((await call('GET', '/cache/cart', token)).statusCode).toBe(403);
      expect((await save(token, [photoLine(k, 0)])).statusCode).toBe(403);
      expect((await call('DELETE', '/cache/cart', token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/cache/cart')).statusCode).toBe(401);
    expect((await call('GET', '/cache/cart', adminToken)).statusCode).toBe(403);
  });

  it('spec B §7: only the cart type exists', async () => {
    const k = await classWithAlbum();
    const { token } = await studentOf(k);
    expect((await call('GET', '/cache/sessao', token)).statusCode).toBe(400);
  });

  it('an unlinked student user is told the registration is missing', async () => {
    const user = await createUser(t.db);
    const token = await signIn(t.app, user.email);
    expect((await call('GET', '/cache/cart', token)).json().type).toBe('NOT_FOUND');
    await createStudent(t.db);
  });
});
