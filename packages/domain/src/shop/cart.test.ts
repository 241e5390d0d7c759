import { describe, expect, it } from 'vitest';
import { shopMessages } from '../messages';
import {
  addToCart,
  type Cart,
  type CartChange,
  dispenseComplementaries,
  emptyCart,
  removeFromCart,
  setDelivery,
  setQuantity,
  undoRemove,
} from './cart';
import { photo, product } from './cart.fixtures';
import { cartNeedsShipping, isShippable, missingComplementaryCount } from './cart-item';
import type { DeliveryOption } from './delivery';

const motoboy: DeliveryOption = {
  id: 1,
  slug: 'motoboy',
  nome: 'Motoboy',
  descricao: '',
  modalidade: 'entrega',
  custo: 'R$ 50,00',
  valor: 5000,
};
const pickup: DeliveryOption = {
  id: 2,
  slug: 'retirada-matriz',
  nome: 'Retirada na matriz',
  descricao: '',
  modalidade: 'retirada',
  custo: 'Sem custo',
  valor: 0,
};

function ok(change: CartChange): Cart {
  if (!change.ok) throw new Error(change.error);
  return change.cart;
}

describe('addToCart', () => {
  it('spec B §4.1 item 4: same slug, event and id is refused', () => {
    const cart = ok(addToCart(emptyCart(), photo(1, '15x21')));
    expect(addToCart(cart, photo(1, '15x21', 2))).toEqual({ ok: false, error: shopMessages.duplicateItem });
  });

  it.each([
    ['spec B §4.1 item 4: same photo in another measure is accepted', photo(1, 'digital')],
    ['spec B §4.1 item 4: same id in another event is accepted', photo(1, '15x21', 1, { evento: 8 })],
    ['spec B §4.1 item 4: another photo in the same measure is accepted', photo(2, '15x21')],
  ])('%s', (_name, item) => {
    const cart = ok(addToCart(emptyCart(), photo(1, '15x21')));
    const change = addToCart(cart, item);
    expect(change).toMatchObject({ ok: true, message: shopMessages.photoAdded });
    expect(ok(change).items).toHaveLength(2);
  });

  it('spec B §4.1 item 3: a digital photo always has quantity 1', () => {
    const cart = ok(addToCart(emptyCart(), { ...photo(1, 'digital'), qt: 4 }));
    expect(cart.items[0]!.qt).toBe(1);
  });

  it('spec B §4.2: a product goes to the front with no size and an empty complementary list', () => {
    const withPhoto = ok(addToCart(emptyCart(), photo(1, '15x21')));
    const dirty = { ...product(9, 2, 3), tamanho: 5 };
    dirty.detalhes.complementares.push({ id: 1, evento: 7, slug: 'complementar', caminho: '/x' });
    const change = addToCart(withPhoto, dirty);
    expect(change).toMatchObject({ ok: true, message: shopMessages.productAdded });
    const first = ok(change).items[0]!;
    expect(first).toMatchObject({ tipo: 'produto', qt: 3, tamanho: 0 });
    expect(first.detalhes.complementares).toEqual([]);
  });

  it('spec B §2.11: the same product may be added twice', () => {
    const once = ok(addToCart(emptyCart(), product(9, 1, 1, 'a')));
    expect(ok(addToCart(once, product(9, 1, 1, 'b'))).items).toHaveLength(2);
  });
});

describe('setQuantity', () => {
  it.each([
    ['spec B §5.3: minimum 1', '15x21', 0, 1],
    ['spec B §5.3: a printed photo takes the new quantity', '15x21', 6, 6],
    ['spec B §4.1 item 3: digital stays 1', 'digital', 3, 1],
  ] as const)('%s', (_name, slug, qt, expected) => {
    const item = photo(1, slug);
    const cart = setQuantity(emptyCart([item, photo(2, '15x21', 2)]), item.idCart, qt);
    expect(cart.items[0]!.qt).toBe(expected);
    expect(cart.items[1]!.qt).toBe(2);
  });
});

describe('remove and undo', () => {
  it('spec B §4.2: removing keeps the item for one undo, in its place', () => {
    const cart = emptyCart([photo(1, '15x21'), photo(2, '15x21'), photo(3, '15x21')]);
    const change = removeFromCart(cart, photo(2, '15x21').idCart);
    expect(change).toMatchObject({ ok: true, message: shopMessages.itemRemoved });
    const restored = undoRemove(ok(change));
    expect(restored.items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(restored.undo).toBeNull();
    expect(undoRemove(restored)).toBe(restored);
  });

  it('spec B §4.2: removing the last shippable item clears the delivery, and undo brings it back', () => {
    const cart = setDelivery(emptyCart([photo(1, '15x21'), photo(2, 'digital')]), motoboy);
    const removed = ok(removeFromCart(cart, photo(1, '15x21').idCart));
    expect(removed.delivery).toBeNull();
    expect(undoRemove(removed).delivery).toEqual(motoboy);
  });

  it('spec B §4.2: the delivery stays while a shippable item remains', () => {
    const cart = setDelivery(emptyCart([photo(1, '15x21'), photo(2, 'dig+imp')]), motoboy);
    expect(ok(removeFromCart(cart, photo(1, '15x21').idCart)).delivery).toEqual(motoboy);
    const withProduct = setDelivery(emptyCart([photo(1, '15x21'), product(9)]), pickup);
    expect(ok(removeFromCart(withProduct, photo(1, '15x21').idCart)).delivery).toEqual(pickup);
  });

  it('spec B §4.3: undo never brings back a motoboy once a product is in the cart', () => {
    const cart = setDelivery(emptyCart([photo(1, '15x21')]), motoboy);
    const removed = ok(removeFromCart(cart, photo(1, '15x21').idCart));
    const withProduct = ok(addToCart(removed, product(9)));
    expect(undoRemove(withProduct).delivery).toBeNull();
  });

  it('spec B §4.2: only one step of undo — a second removal replaces it', () => {
    const cart = emptyCart([photo(1, '15x21'), photo(2, '15x21')]);
    const twice = ok(removeFromCart(ok(removeFromCart(cart, 'p-1-15x21')), 'p-2-15x21'));
    expect(undoRemove(twice).items.map((i) => i.id)).toEqual([2]);
  });

  it('spec B §4.1 item 4: undo never creates a duplicate of a photo added again', () => {
    const removed = ok(removeFromCart(emptyCart([photo(1, '15x21')]), 'p-1-15x21'));
    const again = ok(addToCart(removed, photo(1, '15x21')));
    const undone = undoRemove(again);
    expect(undone.items).toHaveLength(1);
    expect(undone.undo).toBeNull();
  });

  it('spec B §4.2: an unknown line changes nothing', () => {
    const cart = emptyCart([photo(1, '15x21')]);
    expect(ok(removeFromCart(cart, 'nope'))).toBe(cart);
  });

  it('spec B §4.2: an undone product goes back even after more products were added', () => {
    const removed = ok(removeFromCart(emptyCart([photo(1, '15x21'), product(9)]), 'prod-9'));
    expect(undoRemove(ok(addToCart(removed, product(9, 0, 1, 'other')))).items).toHaveLength(3);
  });
});

describe('shipping and delivery', () => {
  it.each([
    ['spec B §2.9: a digital-only cart does not ship', [photo(1, 'digital')], false],
    ['spec B §2.9: a 15x21 print ships', [photo(1, 'digital'), photo(2, '15x21')], true],
    ['spec B §2.9: digital + print ships', [photo(1, 'dig+imp')], true],
    ['spec B §2.9: a product ships', [product(9)], true],
    ['spec B §2.9: a complementary photo does not ship', [photo(1, 'complementar')], false],
    ['spec B §2.9: an empty cart does not ship', [], false],
    ["spec B §2.9, decision 116: a producer's '20x30' printed size ships", [photo(1, '20x30')], true],
    [
      'spec B §2.9, decision 116: a digital size does not ship, whatever its name',
      [photo(1, 'arquivo-10x15')],
      false,
    ],
    [
      'spec B §2.9, decision 116: a 15x21 the producer made digital does not ship',
      [{ ...photo(1, '15x21'), tipoMedida: 'digital' as const }],
      false,
    ],
  ])('%s', (_name, items, expected) => {
    expect(cartNeedsShipping(items)).toBe(expected);
  });

  it('spec B §4.3: a delivery chosen before a product is added is cleared when the product comes in', () => {
    const cart = setDelivery(emptyCart([photo(1, '15x21')]), motoboy);
    expect(cart.delivery).toEqual(motoboy);
    expect(ok(addToCart(cart, product(9))).delivery).toBeNull();
  });

  it('spec B §4.3: pick-up chosen before a product is added stays', () => {
    const cart = setDelivery(emptyCart([photo(1, '15x21')]), pickup);
    expect(ok(addToCart(cart, product(9))).delivery).toEqual(pickup);
  });

  it('spec B §4.3: with a product in the cart only pick-up can be chosen', () => {
    const cart = emptyCart([photo(1, '15x21'), product(9)]);
    expect(setDelivery(cart, motoboy).delivery).toBeNull();
    expect(setDelivery(cart, pickup).delivery).toEqual(pickup);
  });

  it('spec B §2.9: a cart that does not ship keeps no delivery', () => {
    expect(setDelivery(emptyCart([photo(1, 'digital')]), motoboy).delivery).toBeNull();
    expect(isShippable(photo(1, 'digital'))).toBe(false);
  });
});

describe('dispenseComplementaries', () => {
  it('spec B §4.2: sets the required count of that product to 0', () => {
    const cart = emptyCart([product(9, 3, 1, 'a'), product(10, 2, 1, 'b'), photo(1, '15x21')]);
    const after = dispenseComplementaries(cart, 'a');
    expect(after.items.map((i) => i.complementar)).toEqual([0, 2, 0]);
    expect(missingComplementaryCount(after.items)).toBe(2);
  });
});
