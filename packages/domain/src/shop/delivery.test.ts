import { describe, expect, it } from 'vitest';
import { shopMessages } from '../messages';
import { photo, product } from './cart.fixtures';
import {
  DEFAULT_SEDEX_FALLBACK_CENTS,
  deliveryOffers,
  freightPackageSize,
  isPortoAlegre,
  MOTOBOY_PRICE_CENTS,
  parseFreightAnswer,
  pickDelivery,
  SEDEX_QUOTE_TIMEOUT_MS,
  sedexPrice,
} from './delivery';

const poa = { cidade: 'Porto Alegre', uf: 'RS' };
const ids = (offers: { id: number }[]) => offers.map((o) => o.id);

describe('deliveryOffers', () => {
  it.each([
    ['spec B §3: Porto Alegre gets Sedex, motoboy and pick-up', [photo(1, '15x21')], poa, [0, 1, 2]],
    ['spec B §3: motoboy only in Porto Alegre', [photo(1, '15x21')], { cidade: 'Canoas', uf: 'RS' }, [0, 2]],
    ['spec B §4.3: a product leaves only pick-up', [photo(1, '15x21'), product(9)], poa, [2]],
  ])('%s', (_name, items, address, expected) => {
    expect(ids(deliveryOffers({ items, address, sedexPrice: 3990 }))).toEqual(expected);
  });

  it('spec B §3: motoboy costs 50 and pick-up nothing', () => {
    const [, moto, pickup] = deliveryOffers({ items: [photo(1, '15x21')], address: poa, sedexPrice: null });
    expect(moto).toMatchObject({
      slug: 'motoboy',
      valor: MOTOBOY_PRICE_CENTS,
      modalidade: 'entrega',
      custo: 'R$ 50,00',
    });
    expect(pickup).toMatchObject({ slug: 'retirada-matriz', valor: 0, modalidade: 'retirada' });
  });

  it('spec B §3: Sedex is 0 and calculating before its price arrives', () => {
    const [sedex] = deliveryOffers({ items: [photo(1, '15x21')], address: poa, sedexPrice: null });
    expect(sedex).toMatchObject({ id: 0, slug: 'sedex', valor: 0, calculating: true });
  });
});

describe('pickDelivery', () => {
  it('spec B §4.3: choosing Sedex while calculating warns', () => {
    const [sedex] = deliveryOffers({ items: [photo(1, '15x21')], address: poa, sedexPrice: null });
    expect(pickDelivery(sedex!)).toEqual({ ok: false, error: shopMessages.sedexCalculating });
  });

  it('spec B §4.3: a priced Sedex is chosen without the offer flag', () => {
    const [sedex] = deliveryOffers({ items: [photo(1, '15x21')], address: poa, sedexPrice: 4590 });
    const picked = pickDelivery(sedex!);
    expect(picked).toMatchObject({ ok: true, delivery: { id: 0, valor: 4590 } });
    expect(picked.ok && 'calculating' in picked.delivery).toBe(false);
  });
});

describe('sedexPrice', () => {
  it.each([
    ['spec B §4.3: the quote wins', 3990, 6000, 3990],
    ['spec B §4.3: still waiting just before 5 s', null, SEDEX_QUOTE_TIMEOUT_MS - 1, null],
    ['spec B §4.3: fallback at 5 s', null, SEDEX_QUOTE_TIMEOUT_MS, DEFAULT_SEDEX_FALLBACK_CENTS],
  ])('%s', (_name, quote, elapsedMs, expected) => {
    expect(sedexPrice({ quote, elapsedMs, fallback: DEFAULT_SEDEX_FALLBACK_CENTS })).toBe(expected);
  });
});

describe('isPortoAlegre', () => {
  it.each([
    ['Porto Alegre', 'RS', true],
    ['  porto   ALEGRE ', 'rs', true],
    ['Pôrto Alegre', null, true],
    ['Porto Alegre', 'SP', false],
    ['Porto Alegre do Norte', 'MT', false],
    [null, null, false],
  ])('spec B §3: %s / %s → %s', (cidade, uf, expected) => {
    expect(isPortoAlegre({ cidade, uf })).toBe(expected);
  });
});

describe('parseFreightAnswer', () => {
  it.each([
    ['spec B §7: Brazilian decimals', [{ Valor: '45,90' }], 4590],
    ['spec B §7: thousands separator', [{ Valor: '1.045,90' }], 104590],
    ['spec B §7: only the first item counts', [{ Valor: '10,00' }, { Valor: '99,00' }], 1000],
    ['spec B §7: an error field gives no price', { error: 'CEP inválido' }, null],
    ['spec B §7: an empty list gives no price', [], null],
    ['spec B §7: garbage gives no price', [{ Valor: 'abc' }], null],
    ['spec B §7: a negative value gives no price', [{ Valor: '-5,00' }], null],
  ])('%s', (_name, answer, expected) => {
    expect(parseFreightAnswer(answer)).toBe(expected);
  });
});

describe('freightPackageSize', () => {
  it('spec B §7: tamanho counts the units that travel, at least 1', () => {
    expect(freightPackageSize([photo(1, '15x21', 3), photo(2, 'digital'), product(9, 0, 2)])).toBe(5);
    expect(freightPackageSize([photo(2, 'digital')])).toBe(1);
  });
});
