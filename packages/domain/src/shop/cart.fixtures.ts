// Builders shared by the shop tests; not exported from the barrel.
import { type CartItem, photoCartItem, productCartItem } from './cart-item';
import type { CreditContext } from './credits';
import { MeasureKind } from './measure-kinds';
import type { Measure } from './measures';

export const MEASURES: Record<string, Measure> = {
  digital: {
    slug: 'digital',
    nome: 'Digital',
    valor: 1500,
    descricao: 'Arquivo digital',
    complementar: 0,
    complementares: [],
  },
  'dig+imp': {
    slug: 'dig+imp',
    nome: 'Digital + impressa',
    valor: 3000,
    descricao: 'Arquivo e 15x21',
    complementar: 0,
    complementares: [],
  },
  '15x21': {
    slug: '15x21',
    nome: 'Impressa 15x21',
    valor: 2500,
    descricao: 'Foto 15x21',
    complementar: 0,
    complementares: [],
  },
  /** A size the producer created in the back-office, printed only (decision 116). */
  '20x30': {
    slug: '20x30',
    nome: 'Impressa 20x30',
    valor: 4000,
    descricao: 'Foto 20x30',
    complementar: 0,
    complementares: [],
    tipoMedida: MeasureKind.printed,
  },
  /** A digital size whose name looks like a print: its kind, not its name, decides (decision 116). */
  'arquivo-10x15': {
    slug: 'arquivo-10x15',
    nome: 'Arquivo 10x15',
    valor: 900,
    descricao: 'Arquivo digital',
    complementar: 0,
    complementares: [],
    tipoMedida: MeasureKind.digital,
  },
  complementar: {
    slug: 'complementar',
    nome: 'Complementar',
    valor: 0,
    descricao: 'Foto complementar',
    complementar: 0,
    complementares: [],
  },
};

/** A photo line: photo `id` of event 7 in measure `slug`. */
export function photo(
  id: number,
  slug: keyof typeof MEASURES,
  qt = 1,
  extra: Partial<CartItem> = {},
): CartItem {
  const measure = MEASURES[slug]!;
  return {
    ...photoCartItem(
      { id, evento: 7, caminho: `/f/${id}.jpg`, ignorarCreditos: false },
      measure,
      qt,
      `p-${id}-${slug}`,
    ),
    ...extra,
  };
}

/** A product line needing `complementar` photos. */
export function product(id: number, complementar = 0, qt = 1, idCart = `prod-${id}`): CartItem {
  return productCartItem(
    { id, nome: `Produto ${id}`, descricao: 'Quadro', caminho: `/p/${id}.jpg`, valor: 12000, complementar },
    qt,
    idCart,
  );
}

export const credits = (over: Partial<CreditContext> = {}): CreditContext => ({
  digital: 0,
  printed: 0,
  downImpressas: 0,
  guest: false,
  ignoreCredits: false,
  ...over,
});
