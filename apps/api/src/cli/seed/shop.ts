import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { graduations, measures, products } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';
import { DEMO_REGISTRATION_KEY } from './demo';

/**
 * The producer's demo catalogue (decision 68): the measures of spec B §3 (digital, dig+imp, 15x21 and the
 * complementary flow, each with its kind, decision 116) and a few products with pictures drawn by sharp, so that `npm start` shows a real
 * products page and album menu. The demo students' photo credits come with their registrations (demo.ts).
 * Run after the demo class exists: it opens that class's complementary photos.
 */
const MEASURES = [
  {
    slug: 'digital',
    kind: 'digital' as const,
    name: 'Digital',
    description: 'Arquivo digital em alta resolução, para baixar.',
    priceCents: 1500,
  },
  {
    slug: 'dig+imp',
    kind: 'digital+impressa' as const,
    name: 'Digital + impressa 15x21',
    description: 'O arquivo digital e uma cópia impressa 15x21 em papel fotográfico.',
    priceCents: 3500,
  },
  {
    slug: '15x21',
    kind: 'impressa' as const,
    name: 'Impressa 15x21',
    description: 'Cópia impressa 15x21 em papel fotográfico.',
    priceCents: 2500,
  },
  {
    slug: 'complementar',
    kind: 'digital' as const,
    name: 'Foto complementar',
    description: 'Escolha esta foto para o quadro, o convite ou um produto do seu pedido.',
    priceCents: 0,
    complementaryTypes: ['quadro', 'convite', 'produto'],
  },
];

const PRODUCTS = [
  {
    name: 'Quadro de formatura 30x40',
    description: 'Quadro com moldura de madeira e a sua foto individual; escolha 1 foto complementar.',
    priceCents: 18_900,
    complementaryCount: 1,
    colors: ['#6b3f1d', '#c8924a'] as const,
  },
  {
    name: 'Álbum de luxo 20 páginas',
    description: 'Álbum encadernado em capa dura com 20 fotos à sua escolha.',
    priceCents: 64_900,
    complementaryCount: 20,
    colors: ['#14213d', '#3a5a98'] as const,
  },
  {
    name: 'Pen drive com todas as fotos',
    description: 'Todas as fotos dos eventos da turma em um pen drive personalizado.',
    priceCents: 24_900,
    complementaryCount: 0,
    colors: ['#1d6b4f', '#5cc49a'] as const,
  },
  {
    name: 'Caneca personalizada',
    description: 'Caneca de porcelana com uma foto sua; escolha 1 foto complementar.',
    priceCents: 5900,
    complementaryCount: 1,
    colors: ['#7a1f3d', '#e06b8b'] as const,
  },
];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An 800×600 product picture: the name over a gradient. */
function productJpeg(name: string, [from, to]: readonly [string, string]): Promise<Buffer> {
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#g)"/>
  <rect x="200" y="130" width="400" height="280" rx="18" fill="#ffffff" fill-opacity="0.18"/>
  <text x="400" y="500" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="34" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(name)}</text>
</svg>`),
  )
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}

/** Seeds the catalogue once: nothing happens when any measure exists. Returns whether it seeded. */
export async function seedShop(db: Db, storage: Storage): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(measures);
  if ((existing?.n ?? 0) > 0) return false;
  const images = await Promise.all(
    PRODUCTS.map(async (p) => ({
      key: `products/demo/${randomUUID()}.jpg`,
      body: await productJpeg(p.name, p.colors),
    })),
  );
  await Promise.all(images.map(({ key, body }) => storage.put(key, body)));
  try {
    await db.transaction(async (tx) => {
      await tx.insert(measures).values(MEASURES.map((m, position) => ({ ...m, position })));
      await tx.insert(products).values(
        PRODUCTS.map(({ colors: _, ...p }, position) => ({
          ...p,
          position,
          imageKey: images[position]!.key,
        })),
      );
      // The demo class offers complementary photos (its deadline is already set), so that the album's
      // complementary flow and the products that need photos can be tried (spec B §4.1 item 7).
      await tx
        .update(graduations)
        .set({ complementaryEnabled: true })
        .where(
          and(
            eq(graduations.registrationKey, DEMO_REGISTRATION_KEY),
            isNotNull(graduations.complementaryDeadline),
          ),
        );
    });
  } catch (err) {
    await Promise.all(images.map(({ key }) => storage.delete(key)));
    throw err;
  }
  return true;
}
