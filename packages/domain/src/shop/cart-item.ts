import type { Cents } from '../money';
import { kindIsPrinted, lineMeasureKind, type MeasureKind } from './measure-kinds';
import { type Measure, MeasureSlug, normaliseQuantity } from './measures';

/** Cart line types (spec B §3): a product, or a photo of type foto or complementar. */
export const CartItemType = { product: 'produto', photo: 'foto', complementary: 'complementar' } as const;
export type CartItemType = (typeof CartItemType)[keyof typeof CartItemType];

/** A photo chosen to complement a product (spec B §2.9, §4.1 item 5). */
export interface ComplementaryPhoto {
  id: number;
  evento: number;
  slug: string;
  caminho: string;
  nome?: string;
}

/** The details block of a cart line (spec B §3). */
export interface CartItemDetails {
  descricao: string;
  nome: string;
  slug: string;
  tamanho: number;
  valor: Cents;
  complementares: ComplementaryPhoto[];
}

/** One cart line (spec B §3), money in centavos. `evento` is null for products, which belong to no event. */
export interface CartItem {
  idCart: string;
  id: number;
  evento: number | null;
  caminho: string;
  nome: string;
  descricao: string;
  valor: Cents;
  qt: number;
  tipo: CartItemType;
  tamanho: number;
  complementar: number;
  slug: string;
  /** The album photo's flag (spec A §3 cart item): its units take no credits. */
  ignorarCreditos?: boolean;
  /**
   * The measure's kind (decision 116), copied from the catalogue when the photo is added and stamped again by
   * the server; a line saved before it has none and the legacy rule stands in.
   */
  tipoMedida?: MeasureKind;
  detalhes: CartItemDetails;
}

/** What the album knows of a photo when it is added (spec B §3 album photo). */
export interface AlbumPhotoRef {
  id: number;
  evento: number;
  caminho: string;
  ignorarCreditos: boolean;
}

/** A product of GET produtos/listar (spec B §3), money in centavos. */
export interface ProductRef {
  id: number;
  nome: string;
  descricao: string;
  caminho: string;
  valor: Cents;
  complementar: number;
}

/** The cart line for a photo in a measure; `idCart` comes from the caller (the domain has no randomness). */
export function photoCartItem(
  photo: AlbumPhotoRef,
  measure: Measure,
  qt: number,
  idCart: string,
  tamanho = 0,
): CartItem {
  const tipo = measure.slug === MeasureSlug.complementary ? CartItemType.complementary : CartItemType.photo;
  return {
    idCart,
    id: photo.id,
    evento: photo.evento,
    caminho: photo.caminho,
    nome: measure.nome,
    descricao: measure.descricao,
    valor: measure.valor,
    qt: normaliseQuantity(tipo === CartItemType.photo ? measure : measure.slug, qt),
    tipo,
    tamanho,
    complementar: measure.complementar,
    slug: measure.slug,
    ignorarCreditos: photo.ignorarCreditos,
    ...(tipo === CartItemType.photo && measure.tipoMedida ? { tipoMedida: measure.tipoMedida } : {}),
    detalhes: {
      descricao: measure.descricao,
      nome: measure.nome,
      slug: measure.slug,
      tamanho,
      valor: measure.valor,
      complementares: [],
    },
  };
}

/** The cart line for a product: no size, no event, an empty complementary list (spec B §4.2). */
export function productCartItem(product: ProductRef, qt: number, idCart: string): CartItem {
  return {
    idCart,
    id: product.id,
    evento: null,
    caminho: product.caminho,
    nome: product.nome,
    descricao: product.descricao,
    valor: product.valor,
    qt: normaliseQuantity(MeasureSlug.product, qt),
    tipo: CartItemType.product,
    tamanho: 0,
    complementar: product.complementar,
    slug: MeasureSlug.product,
    detalhes: {
      descricao: product.descricao,
      nome: product.nome,
      slug: MeasureSlug.product,
      tamanho: 0,
      valor: product.valor,
      complementares: [],
    },
  };
}

type ShippedLine = Pick<CartItem, 'tipo' | 'slug'> & Partial<Pick<CartItem, 'tipoMedida'>>;

/**
 * True when the line has to travel: a product, or a photo in a measure whose kind prints (decision 116);
 * digital-only measures and complementary photos do not.
 */
export function isShippable(item: ShippedLine): boolean {
  if (item.tipo === CartItemType.product) return true;
  const kind = lineMeasureKind(item);
  return kind !== null && kindIsPrinted(kind);
}

/** True when the cart needs a delivery method (spec B §2.9, §4.2): it holds at least one shippable line. */
export function cartNeedsShipping(items: readonly ShippedLine[]): boolean {
  return items.some(isShippable);
}

/** True when the cart holds any product: then only pick-up is offered (spec B §4.3). */
export function cartHasProduct(items: readonly Pick<CartItem, 'tipo'>[]): boolean {
  return items.some((i) => i.tipo === CartItemType.product);
}

/** Complementary photos still to choose for one product line, never negative. */
export function missingComplementaryFor(item: CartItem): number {
  if (item.tipo !== CartItemType.product) return 0;
  return Math.max(0, item.complementar - item.detalhes.complementares.length);
}

/** Complementary photos still to choose across the cart (spec B §4.2 finalise check). */
export function missingComplementaryCount(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + missingComplementaryFor(i), 0);
}
