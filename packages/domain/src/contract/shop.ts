import { z } from 'zod';
import { toCents, toReais } from '../money';
import { ALBUM_MAX_PAGE_SIZE, ALBUM_PAGE_SIZE } from '../shop/album';
import { hasSamePhotoLine } from '../shop/cart';
import { type CartItem, CartItemType, type ProductRef } from '../shop/cart-item';
import { ComplementaryKind } from '../shop/complementary';
import { DeliveryMode } from '../shop/delivery';
import { MEASURE_KINDS } from '../shop/measure-kinds';
import { isSingleUnitMeasure, type Measure, MeasureSlug } from '../shop/measures';
import type { Checkout } from '../shop/totals';
import { onlyDigits } from '../text';
import { INT4_MAX, idParamSchema } from './common';

/** Money on the wire is reais with two decimals (DESIGN §3). */
const reais = z.number().nonnegative().multipleOf(0.01);
const id = z.number().int().nonnegative().max(INT4_MAX);
const text = (max: number) => z.string().max(max);
const path = text(500);

/** GET /api/produtos/listar (spec B §7, §3 product). */
export const productSchema = z.object({
  id,
  nome: text(200),
  descricao: text(2000),
  caminho: path,
  valor: reais,
  complementar: z.number().int().nonnegative().max(INT4_MAX),
});
export type ProductWire = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

/** GET /api/eventos/album/{id} (spec B §7): the event id in the path. */
export const albumParamsSchema = z.object({ id: idParamSchema });
/**
 * `?pagina=&porPagina=` of the album (route /album/{eventId}/{pageSize}/{page}, spec B §2.8): one page of
 * photos in album order; the total rides in X-Total-Count (as on the home's lists) for the page tabs.
 */
export const albumQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  porPagina: z.coerce.number().int().min(1).max(ALBUM_MAX_PAGE_SIZE).default(ALBUM_PAGE_SIZE),
});
export type AlbumQuery = z.infer<typeof albumQuerySchema>;
/**
 * One album photo (spec B §3): `caminho` is the thumbnail's signed address (it expires; the album call
 * issues fresh ones), `previa` the watermarked preview's, `largura`/`altura` the thumbnail's size so the
 * grid reserves its box before the image arrives.
 */
export const albumPhotoSchema = z.object({
  id,
  caminho: path,
  ignorarCreditos: z.boolean(),
  previa: path.optional(),
  largura: z.number().int().positive().optional(),
  altura: z.number().int().positive().optional(),
});
export type AlbumPhotoWire = z.infer<typeof albumPhotoSchema>;
export const albumPhotoListSchema = z.array(albumPhotoSchema);

/** A complementary photo type offered by a measure (spec B §3). */
export const complementaryTypeOptionSchema = z.object({
  slug: text(40),
  nome: text(200),
  descricao: text(500),
});
/** GET /api/perfil/valores-fotos (spec B §7, §3 measure). */
export const measureSchema = z.object({
  slug: text(40),
  nome: text(200),
  valor: reais,
  descricao: text(2000),
  complementar: z.number().int().nonnegative().max(INT4_MAX),
  complementares: z.array(complementaryTypeOptionSchema),
  /**
   * The student's credits for this measure before the cart (spec B §5.3): decided by the API, 0 for a guest,
   * a restricted student or one whose course ignores credits. The album takes off what the cart holds.
   */
  creditos: z.number().int().nonnegative().max(INT4_MAX).optional(),
  /** What the measure delivers, as the producer defined it (decision 116): file, print or both. */
  tipoMedida: z.enum(MEASURE_KINDS).optional(),
});
export type MeasureWire = z.infer<typeof measureSchema>;
export const measureListSchema = z.array(measureSchema);

export const complementaryKindSchema = z.enum(ComplementaryKind);
/** A chosen photo: as the album showed it, with its photo and event ids (the API checks them). */
const complementaryContentSchema = z.object({
  caminho: path,
  nome: text(200).optional(),
  id: id.optional(),
  evento: id.optional(),
});
/** GET /api/complementar (spec B §7): the student's saved choices; `relativo` names the product line. */
export const complementaryChoiceSchema = z.object({
  tipo: complementaryKindSchema,
  content: z.array(complementaryContentSchema).max(50),
  relativo: text(64).nullable().optional(),
});
export type ComplementaryChoiceWire = z.infer<typeof complementaryChoiceSchema>;
export const complementaryChoiceListSchema = z.array(complementaryChoiceSchema);
/**
 * POST /api/complementar (spec B §7, spec A §7): `relativo` names the product line a photo complements.
 * Each photo carries its album ids, so that a student can only choose photos of their own class.
 */
export const complementarySaveRequestSchema = complementaryChoiceSchema.extend({
  content: z.array(complementaryContentSchema.required({ id: true, evento: true })).max(50),
});
export type ComplementarySaveRequest = z.infer<typeof complementarySaveRequestSchema>;
/** POST /api/complementar/tipo (spec A §7): change an upload's complementary type. */
export const complementaryTypeRequestSchema = z.object({
  id: text(64),
  tp: z.enum([ComplementaryKind.frame, ComplementaryKind.invitation]),
});

/** POST /api/perfil/frete (spec B §7): CEP (punctuation dropped) and package size. */
export const freightRequestSchema = z.object({
  cep: z
    .string()
    .transform(onlyDigits)
    .pipe(z.string().regex(/^\d{8}$/)),
  tamanho: z.number().int().min(1).max(1000),
});
export type FreightRequest = z.infer<typeof freightRequestSchema>;
/** Its answer: a list whose first item has `Valor` in Brazilian decimals ('45,90'), or an error field. */
export const freightAnswerSchema = z.union([
  z.array(z.object({ Valor: z.string(), PrazoEntrega: z.number().int().optional() })).min(1),
  z.object({ error: z.string() }),
]);
export type FreightAnswer = z.infer<typeof freightAnswerSchema>;

/** POST /api/singledown (spec B §7): one album photo to download. */
export const singleDownloadRequestSchema = z.object({ id, evento: id, caminho: path });

/** A complementary photo chosen for a product (spec B §3 detalhes.complementares). */
export const complementaryPhotoSchema = z.object({
  id,
  evento: id,
  slug: text(40),
  caminho: path,
  nome: text(200).optional(),
});
/** One cart line on the wire (spec B §3), money in reais. */
export const cartItemSchema = z.object({
  idCart: text(64),
  id,
  evento: id.nullable(),
  caminho: path,
  nome: text(200),
  descricao: text(2000),
  valor: reais,
  qt: z.number().int().min(1).max(999),
  tipo: z.enum(CartItemType),
  tamanho: z.number().int().nonnegative().max(INT4_MAX),
  complementar: z.number().int().nonnegative().max(INT4_MAX),
  slug: text(40),
  ignorarCreditos: z.boolean().optional(),
  /** The measure's kind (decision 116); the server stamps it again from the catalogue. */
  tipoMedida: z.enum(MEASURE_KINDS).optional(),
  detalhes: z.object({
    descricao: text(2000),
    nome: text(200),
    slug: text(40),
    tamanho: z.number().int().nonnegative().max(INT4_MAX),
    valor: reais,
    complementares: z.array(complementaryPhotoSchema).max(100),
  }),
});
export type CartItemWire = z.infer<typeof cartItemSchema>;

/** Why a list of cart lines cannot be a cart (spec B §3, §4.1–4.2), or null when it can. */
export function cartLinesProblem(items: readonly CartItemWire[]): string | null {
  const ids = new Set<string>();
  for (const [index, item] of items.entries()) {
    if (ids.has(item.idCart)) return `idCart repetido: ${item.idCart}`;
    ids.add(item.idCart);
    const isProduct = item.tipo === CartItemType.product;
    if (isProduct !== (item.slug === MeasureSlug.product)) return 'tipo e medida não combinam';
    if (isProduct && item.evento !== null) return 'produto não pertence a um evento';
    if (!isProduct && item.evento === null) return 'foto sem evento';
    if (!isProduct && item.detalhes.complementares.length > 0) return 'só produtos têm complementares';
    if (isSingleUnitMeasure(item.slug) && item.qt !== 1) return 'foto digital tem quantidade 1';
    if (!isProduct && hasSamePhotoLine(items.slice(0, index), item)) {
      return 'foto repetida na mesma medida';
    }
  }
  return null;
}

/** A whole cart on the wire: each line valid, and the lines together a cart the rules allow. */
export const cartSchema = z
  .array(cartItemSchema)
  .max(500)
  .superRefine((items, ctx) => {
    const problem = cartLinesProblem(items);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Saved-item kinds of /api/cache/{type}: the open cart (spec B §7). */
export const CACHE_TYPES = ['cart'] as const;
export const cacheParamsSchema = z.object({ type: z.enum(CACHE_TYPES) });
/** POST /api/cache and each item of GET /api/cache/{type}. */
export const cacheEntrySchema = z.object({ tipo: z.enum(CACHE_TYPES), content: cartSchema });
export type CacheEntry = z.infer<typeof cacheEntrySchema>;
export const cacheListSchema = z.array(cacheEntrySchema);

/** A delivery method on the wire (spec B §3). */
export const deliveryOptionSchema = z.object({
  id,
  slug: text(40),
  nome: text(100),
  descricao: text(500),
  modalidade: z.enum(DeliveryMode),
  custo: text(100),
  valor: reais,
});
/** The checkout on the wire (spec B §3), money in reais. */
export const checkoutSchema = z.object({
  frete: z.array(deliveryOptionSchema).max(1),
  descontos: z.object({ impressas: reais, digitais: reais, total: reais }),
  bruto: reais,
  liquido: reais,
});
export type CheckoutWire = z.infer<typeof checkoutSchema>;

/** A cart line from centavos to the wire's reais. */
export function cartItemToWire(item: CartItem): CartItemWire {
  return {
    ...item,
    valor: toReais(item.valor),
    detalhes: { ...item.detalhes, valor: toReais(item.detalhes.valor) },
  };
}

/** A cart from outside (the server's saved cart, local storage): checked, then in centavos; null if not a cart. */
export function parseCart(input: unknown): CartItem[] | null {
  const parsed = cartSchema.safeParse(input);
  return parsed.success ? parsed.data.map(cartItemFromWire) : null;
}

/** A cart line from the wire's reais to centavos. */
export function cartItemFromWire(item: CartItemWire): CartItem {
  return {
    ...item,
    valor: toCents(item.valor),
    detalhes: { ...item.detalhes, valor: toCents(item.detalhes.valor) },
  };
}

/** A checkout from centavos to the wire's reais. */
export function checkoutToWire(c: Checkout): CheckoutWire {
  return {
    frete: c.frete.map((d) => ({ ...d, valor: toReais(d.valor) })),
    descontos: {
      impressas: toReais(c.descontos.impressas),
      digitais: toReais(c.descontos.digitais),
      total: toReais(c.descontos.total),
    },
    bruto: toReais(c.bruto),
    liquido: toReais(c.liquido),
  };
}

/** A checkout from the wire's reais to centavos. */
export function checkoutFromWire(c: CheckoutWire): Checkout {
  return {
    frete: c.frete.map((d) => ({ ...d, valor: toCents(d.valor) })),
    descontos: {
      impressas: toCents(c.descontos.impressas),
      digitais: toCents(c.descontos.digitais),
      total: toCents(c.descontos.total),
    },
    bruto: toCents(c.bruto),
    liquido: toCents(c.liquido),
  };
}

/** A measure of GET perfil/valores-fotos in centavos. */
export function measureFromWire(m: MeasureWire): Measure {
  return { ...m, valor: toCents(m.valor) };
}

/** A product of GET produtos/listar in centavos. */
export function productFromWire(p: ProductWire): ProductRef {
  return { ...p, valor: toCents(p.valor) };
}
