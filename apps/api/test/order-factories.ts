// Builders shared by the order tests: a class with an album whose originals are in storage.
import { randomBytes } from 'node:crypto';
import { type CartItem, type CartItemWire, cartItemToWire } from '@portal/domain';
import { events, measures, photos, products } from '../src/db/schema/index';
import { bearer, createUser, signedInStudent, signIn } from './factories';
import { createContract, payingStudent } from './finance-factories';
import type { TestContext } from './helpers';

let seq = 0;

/** The producer's catalogue of measures, once per test database (decision 68). */
export async function seedCatalogue(t: TestContext) {
  await t.db.insert(measures).values([
    { slug: 'digital', name: 'Digital', kind: 'digital', priceCents: 1500, position: 1 },
    { slug: 'dig+imp', name: 'Digital + impressa', kind: 'digital+impressa', priceCents: 3000, position: 2 },
    { slug: '15x21', name: 'Impressa 15x21', kind: 'impressa', priceCents: 2500, position: 3 },
  ]);
}

/**
 * A class open to photos (no minimum paid) with one event of `count` ready photos whose originals (random bytes of distinct sizes) are in
 * storage, a product needing no complementary photo and one needing two.
 */
export async function classWithPhotos(t: TestContext, count = 3, graduation: Record<string, unknown> = {}) {
  // The class asks no minimum paid share, so its photos are the student's to buy: the photo-access rule has
  // its own tests (photos/photo-access.test.ts, decision 97).
  const student = await payingStudent(t.app, t.db, {}, { minimumPaidPercent: 0, ...graduation });
  const [event] = await t.db
    .insert(events)
    .values({ graduationId: student.graduation.id, name: 'Colação' })
    .returning();
  const originals: Buffer[] = [];
  const rows = [];
  for (let i = 0; i < count; i++) {
    const n = ++seq;
    const bytes = randomBytes(1000 + n * 7);
    const key = `photos/test/${n}/original.jpg`;
    await t.storage.put(key, bytes);
    originals.push(bytes);
    const [row] = await t.db
      .insert(photos)
      .values({
        eventId: event!.id,
        position: i,
        originalName: `IMG_${n}.jpg`,
        contentHash: `hash-order-${n}`,
        size: bytes.length,
        state: 'ready',
        originalKey: key,
        thumbKey: `photos/test/${n}/thumb.jpg`,
      })
      .returning();
    rows.push(row!);
  }
  const [product, framed] = await t.db
    .insert(products)
    .values([
      { graduationId: student.graduation.id, name: 'Caneca', priceCents: 4000 },
      { graduationId: student.graduation.id, name: 'Quadro', priceCents: 12000, complementaryCount: 2 },
    ])
    .returning();
  const { contract } = await createContract(t.db, student.student.id);
  return { ...student, event: event!, photos: rows, originals, product: product!, framed: framed!, contract };
}
export type Klass = Awaited<ReturnType<typeof classWithPhotos>>;

/** Another student of the same class, signed in, address reviewed in Porto Alegre. */
export function classmate(t: TestContext, k: Klass, over: Record<string, unknown> = {}) {
  return signedInStudent(t.app, t.db, {
    graduationId: k.graduation.id,
    courseId: k.course.id,
    cep: '90010000',
    city: 'Porto Alegre',
    uf: 'RS',
    addressReviewedAt: k.student.addressReviewedAt,
    ...over,
  });
}

const MEASURE = {
  digital: { nome: 'Digital', valor: 1500 },
  'dig+imp': { nome: 'Digital + impressa', valor: 3000 },
  '15x21': { nome: 'Impressa 15x21', valor: 2500 },
} as const;

/** A photo line as the album adds it (money in centavos). */
export function photoLine(k: Klass, index: number, slug: keyof typeof MEASURE, qt = 1): CartItem {
  const photo = k.photos[index]!;
  const m = MEASURE[slug];
  return {
    idCart: `p-${photo.id}-${slug}`,
    id: photo.id,
    evento: k.event.id,
    caminho: '/x.jpg',
    nome: m.nome,
    descricao: '',
    valor: m.valor,
    qt,
    tipo: 'foto',
    tamanho: 0,
    complementar: 0,
    slug,
    ignorarCreditos: false,
    detalhes: { descricao: '', nome: m.nome, slug, tamanho: 0, valor: m.valor, complementares: [] },
  };
}

/** A product line (money in centavos). */
export function productLine(
  p: { id: number; name: string; priceCents: number; complementaryCount: number },
  qt = 1,
): CartItem {
  return {
    idCart: `prod-${p.id}-${qt}`,
    id: p.id,
    evento: null,
    caminho: '',
    nome: p.name,
    descricao: '',
    valor: p.priceCents,
    qt,
    tipo: 'produto',
    tamanho: 0,
    complementar: p.complementaryCount,
    slug: 'produto',
    detalhes: {
      descricao: '',
      nome: p.name,
      slug: 'produto',
      tamanho: 0,
      valor: p.priceCents,
      complementares: [],
    },
  };
}

export const DELIVERY = {
  sedex: { id: 0, slug: 'sedex', nome: 'Sedex', valor: 0 },
  motoboy: { id: 1, slug: 'motoboy', nome: 'Motoboy', valor: 50 },
  pickup: { id: 2, slug: 'retirada-matriz', nome: 'Retirada na matriz', valor: 0 },
} as const;

/** The body of POST /pedidos/preencher for `cart`, with the net the client showed (reais). */
export function fillBody(
  cart: readonly CartItem[],
  liquido: number,
  delivery: { id: number; slug: string; nome: string; valor: number } | null = null,
  pedId?: number,
) {
  const wire: CartItemWire[] = cart.map(cartItemToWire);
  const qt = cart.reduce((s, i) => s + i.qt, 0);
  return {
    order: {
      cart: wire,
      checkout: { frete: delivery ? [delivery] : [], bruto: liquido, descontos: { total: 0 }, liquido },
    },
    pedido: {
      ...(pedId ? { pedId } : {}),
      pedFrete: delivery?.valor ?? 0,
      pedModalidadeFrete: delivery ? (delivery.slug === 'retirada-matriz' ? 'retirada' : 'entrega') : null,
      pedQuantidade: qt,
      pedImpressa: 0,
      pedSoDigital: 1,
      pedDesconto: 0,
      pedTotal: liquido,
    },
  };
}

/** An API call of the tests. */
export const caller =
  (t: TestContext) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

/** A signed-in administrator, and the same administrator acting as `studentId`. */
export async function admin(t: TestContext) {
  const user = await createUser(t.db, { role: 'admin', name: `Admin ${++seq}` });
  const token = await signIn(t.app, user.email);
  const actAs = async (studentId: number) => {
    const res = await caller(t)('POST', '/admin/agir', token, { studentId });
    return res.json().token as string;
  };
  return { user, token, actAs };
}
