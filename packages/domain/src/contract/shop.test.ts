import { describe, expect, it } from 'vitest';
import { credits, photo, product } from '../shop/cart.fixtures';
import { computeCheckout } from '../shop/totals';
import {
  albumParamsSchema,
  cacheEntrySchema,
  cacheParamsSchema,
  cartItemFromWire,
  cartItemSchema,
  cartItemToWire,
  checkoutFromWire,
  checkoutSchema,
  checkoutToWire,
  complementarySaveRequestSchema,
  complementaryTypeRequestSchema,
  freightAnswerSchema,
  freightRequestSchema,
  measureFromWire,
  measureSchema,
  parseCart,
  productFromWire,
  productSchema,
  singleDownloadRequestSchema,
} from './shop';

describe('shop wire contract', () => {
  it('spec B §3, DESIGN §3: a cart line goes to reais and back to centavos unchanged', () => {
    const item = { ...photo(1, '15x21', 2), valor: 1999 };
    item.detalhes.valor = 1999;
    const wire = cartItemToWire(item);
    expect(wire.valor).toBe(19.99);
    expect(cartItemSchema.parse(wire)).toEqual(wire);
    expect(cartItemFromWire(wire)).toEqual(item);
  });

  it('spec B §3: a product line has no event', () => {
    expect(cartItemSchema.safeParse(cartItemToWire(product(9))).success).toBe(true);
  });

  it.each([
    ['spec B §5.3: quantity 0 is refused', { qt: 0 }],
    ['spec B §3: an unknown line type is refused', { tipo: 'brinde' }],
    ['DESIGN §3: money with more than two decimals is refused', { valor: 10.005 }],
    ['DESIGN §3: negative money is refused', { valor: -1 }],
  ])('%s', (_name, change) => {
    expect(cartItemSchema.safeParse({ ...cartItemToWire(photo(1, '15x21')), ...change }).success).toBe(false);
  });

  it('spec B §3: a checkout goes to reais and back', () => {
    const sedex = {
      id: 0,
      slug: 'sedex',
      nome: 'Sedex',
      descricao: '',
      modalidade: 'entrega',
      custo: '',
      valor: 1050,
    } as const;
    const checkout = computeCheckout([photo(1, '15x21', 3)], sedex, credits({ printed: 1 }));
    const wire = checkoutToWire(checkout);
    expect(wire).toMatchObject({
      bruto: 75,
      liquido: 60.5,
      frete: [{ valor: 10.5 }],
      descontos: { total: 25 },
    });
    expect(checkoutFromWire(checkoutSchema.parse(wire))).toEqual(checkout);
  });

  it('spec B §7: measures and products arrive in reais and become centavos', () => {
    const measure = measureSchema.parse({
      slug: '15x21',
      nome: '15x21',
      valor: 25,
      descricao: '',
      complementar: 0,
      complementares: [],
    });
    expect(measureFromWire(measure).valor).toBe(2500);
    const prod = productSchema.parse({
      id: 1,
      nome: 'Quadro',
      descricao: '',
      caminho: '/p.jpg',
      valor: 120.5,
      complementar: 2,
    });
    expect(productFromWire(prod).valor).toBe(12050);
  });

  it.each([
    [
      'spec B §7: CEP with punctuation is cleaned',
      { cep: '90.010-150', tamanho: 2 },
      { cep: '90010150', tamanho: 2 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(freightRequestSchema.parse(input)).toEqual(expected);
  });

  it.each([
    ['spec B §7: a short CEP is refused', { cep: '9001', tamanho: 1 }],
    ['spec B §7: tamanho 0 is refused', { cep: '90010150', tamanho: 0 }],
  ])('%s', (_name, input) => {
    expect(freightRequestSchema.safeParse(input).success).toBe(false);
  });

  it.each([
    ['spec B §7: a list with Valor', [{ Valor: '45,90' }], true],
    ['spec B §7: an error field', { error: 'CEP não encontrado' }, true],
    ['spec B §7: an empty list', [], false],
  ])('%s', (_name, answer, ok) => {
    expect(freightAnswerSchema.safeParse(answer).success).toBe(ok);
  });

  it.each([
    ['spec B §7: album id from the path', albumParamsSchema, { id: '12' }, true],
    ['spec B §7: album id must be positive', albumParamsSchema, { id: '0' }, false],
    [
      'spec B §7: singledown takes id, evento, caminho',
      singleDownloadRequestSchema,
      { id: 1, evento: 2, caminho: '/a.jpg' },
      true,
    ],
    ['spec B §7: cache type cart', cacheParamsSchema, { type: 'cart' }, true],
    ['spec B §7: other cache types are refused', cacheParamsSchema, { type: 'session' }, false],
    [
      'spec B §7: POST cache holds the cart',
      cacheEntrySchema,
      { tipo: 'cart', content: [cartItemToWire(product(9))] },
      true,
    ],
    [
      'spec A §7: complementar with relativo',
      complementarySaveRequestSchema,
      { tipo: 'produto', content: [{ caminho: '/a.jpg', nome: 'a', id: 4, evento: 2 }], relativo: 'x' },
      true,
    ],
    [
      'spec B §3: unknown complementary type',
      complementarySaveRequestSchema,
      { tipo: 'capa', content: [] },
      false,
    ],
    ['spec A §7: complementar/tipo quadro', complementaryTypeRequestSchema, { id: '5', tp: 'quadro' }, true],
    [
      'spec A §7: complementar/tipo produto is refused',
      complementaryTypeRequestSchema,
      { id: '5', tp: 'produto' },
      false,
    ],
  ] as const)('%s', (_name, schema, input, ok) => {
    expect(schema.safeParse(input).success).toBe(ok);
  });
});

describe('the cart as it enters (spec B §3, §4.1–4.2)', () => {
  const wire = (...items: Parameters<typeof cartItemToWire>[0][]) => items.map(cartItemToWire);

  it('spec B §3: a valid cart is read in centavos', () => {
    expect(parseCart(wire(photo(1, '15x21'), product(9)))).toEqual([photo(1, '15x21'), product(9)]);
  });

  it.each([
    [
      'spec B §4.1 item 4: the same photo twice in one measure',
      wire(photo(1, '15x21'), photo(1, '15x21', 2, { idCart: 'b' })),
    ],
    ['spec B §4.1 item 3: a digital photo with quantity 2', wire({ ...photo(1, 'digital'), qt: 2 })],
    ['spec B §3: a product with an event', wire({ ...product(9), evento: 3 })],
    ['spec B §3: a photo without an event', wire({ ...photo(1, '15x21'), evento: null })],
    ['spec B §3: a product line in a photo measure', wire({ ...product(9), slug: '15x21' })],
    ['spec B §3: two lines with one idCart', wire(product(9), product(10, 0, 1, 'prod-9'))],
    ['spec B §3: prices as text', [{ ...cartItemToWire(product(9)), valor: '120' }]],
    ['spec B §3: not a list', { items: [] }],
  ])('%s is refused', (_name, input) => {
    expect(parseCart(input)).toBeNull();
    expect(cacheEntrySchema.safeParse({ tipo: 'cart', content: input }).success).toBe(false);
  });

  it('spec B §4.2: the same product twice is a valid cart', () => {
    expect(parseCart(wire(product(9), product(9, 0, 1, 'again')))).toHaveLength(2);
  });

  it('spec A §7: a complementary choice must name its album photo', () => {
    const choice = { tipo: 'quadro', content: [{ caminho: '/a.jpg' }] };
    expect(complementarySaveRequestSchema.safeParse(choice).success).toBe(false);
  });
});
