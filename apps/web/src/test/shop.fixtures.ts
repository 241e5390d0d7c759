import {
  type CartItem,
  type CartItemWire,
  cartItemToWire,
  type MeasureWire,
  photoCartItem,
  productCartItem,
} from '@portal/domain';

/** The measures of GET /api/perfil/valores-fotos as the demo producer sells them (reais on the wire). */
export const MEASURES_WIRE: MeasureWire[] = [
  {
    slug: 'digital',
    tipoMedida: 'digital',
    nome: 'Digital',
    valor: 15,
    descricao: 'Arquivo digital',
    complementar: 0,
    complementares: [],
  },
  {
    slug: 'dig+imp',
    tipoMedida: 'digital+impressa',
    nome: 'Digital + impressa',
    valor: 30,
    descricao: 'Arquivo e cópia 15x21',
    complementar: 0,
    complementares: [],
  },
  {
    slug: '15x21',
    tipoMedida: 'impressa',
    nome: 'Impressa 15x21',
    valor: 25,
    descricao: 'Foto 15x21',
    complementar: 0,
    complementares: [],
  },
  {
    slug: 'complementar',
    tipoMedida: 'digital',
    nome: 'Complementar',
    valor: 0,
    descricao: 'Foto complementar',
    complementar: 0,
    complementares: [
      { slug: 'quadro', nome: 'Foto INDIVIDUAL VERTICAL de escolha livre', descricao: 'Para o quadro' },
      { slug: 'convite', nome: 'Foto INDIVIDUAL VERTICAL em estúdio', descricao: 'Para o convite' },
      { slug: 'produto', nome: 'Foto COMPLEMENTAR para produto', descricao: 'Para um produto do pedido' },
    ],
  },
];

/**
 * Sizes the producer created in the back-office (decision 116): a printed '20x30', and a digital size whose
 * name looks like paper. Not in the album's default list; tests that need them add them.
 */
export const PRODUCER_SIZES_WIRE: MeasureWire[] = [
  {
    slug: '20x30',
    nome: 'Ampliação 20x30',
    valor: 40,
    descricao: 'Foto 20x30',
    complementar: 0,
    complementares: [],
    tipoMedida: 'impressa',
  },
  {
    slug: 'arquivo-20x30',
    nome: 'Arquivo 20x30',
    valor: 10,
    descricao: 'Arquivo digital',
    complementar: 0,
    complementares: [],
    tipoMedida: 'digital',
  },
];

const measure = (slug: string) => {
  const m = [...MEASURES_WIRE, ...PRODUCER_SIZES_WIRE].find((x) => x.slug === slug)!;
  return { ...m, valor: Math.round(m.valor * 100) };
};

/** A photo line (centavos): photo `id` of event 9 in measure `slug`. */
export function photoLine(id: number, slug: string, qt = 1, idCart = `p-${id}-${slug}`): CartItem {
  return photoCartItem(
    { id, evento: 9, caminho: `/thumb/${id}.jpg`, ignorarCreditos: false },
    measure(slug),
    qt,
    idCart,
  );
}

/** A product line (centavos) needing `complementar` photos. */
export function productLine(id: number, complementar = 0, idCart = `prod-${id}`): CartItem {
  return productCartItem(
    {
      id,
      nome: `Quadro ${id}`,
      descricao: 'Quadro com moldura',
      caminho: `/p/${id}.jpg`,
      valor: 12000,
      complementar,
    },
    1,
    idCart,
  );
}

/** Lines as local storage and the server keep them (the wire's reais). */
export function wire(items: CartItem[]): CartItemWire[] {
  return items.map(cartItemToWire);
}

/** Puts `items` in local storage as the open cart. */
export function storeCart(items: CartItem[]): void {
  localStorage.setItem('carrinho', JSON.stringify(wire(items)));
}
