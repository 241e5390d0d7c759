import { addToCart, removeFromCart, undoRemove } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, mockApi, signInAs, studentUser } from '../../test/render';
import { photoLine, productLine, storeCart, wire } from '../../test/shop.fixtures';
import { countStoredCart } from './cart-count';
import { changeCart, readCart, updateCart, writeCart } from './cart-store';
import { fetchOpenOrder, flushCartSave } from './cart-sync';

afterEach(() => {
  writeCart({ items: [], delivery: null, undo: null }, { save: false });
  localStorage.clear();
});

describe('the open cart (one type, the domain’s, validated where it enters)', () => {
  it('spec B §3: the cart under "carrinho" in reais on the wire is read in centavos', () => {
    storeCart([photoLine(1, '15x21', 2)]);
    const [line] = readCart().items;
    expect(line?.valor).toBe(2500);
    expect(line?.detalhes.valor).toBe(2500);
    expect(JSON.parse(localStorage.getItem('carrinho') ?? '[]')[0].valor).toBe(25);
  });

  it('spec B §3: a damaged or hand-edited cart reads as empty (a line without qt, a repeated photo)', () => {
    localStorage.setItem('carrinho', 'oops');
    expect(readCart().items).toEqual([]);
    localStorage.setItem('carrinho', JSON.stringify([{ idCart: 'a', qt: 2 }]));
    expect(readCart().items).toEqual([]);
    const same = wire([photoLine(1, '15x21', 1, 'a'), photoLine(1, '15x21', 1, 'b')]);
    localStorage.setItem('carrinho', JSON.stringify(same));
    expect(readCart().items).toEqual([]);
  });

  it('a cart made for another registration reads as empty on this browser (a shared computer, an admin switching)', () => {
    signInAs();
    writeCart({ items: [photoLine(1, '15x21', 2)], delivery: null, undo: null }, { save: false });
    expect(localStorage.getItem('carrinho-dono')).toBe('101');
    expect(readCart().items).toHaveLength(1);
    signInAs({ ...studentUser, id: 8, studentId: 202 });
    expect(readCart().items).toEqual([]);
    expect(countStoredCart(localStorage.getItem('carrinho'))).toBe(2);
  });

  it('spec B §2.1: the badge counts units (sum of qt) without loading the validation', () => {
    expect(countStoredCart(JSON.stringify(wire([photoLine(1, '15x21', 2), photoLine(2, 'digital')])))).toBe(
      3,
    );
    expect(countStoredCart('oops')).toBe(0);
  });

  it('spec B §4.2: remove keeps one undo, and the undo puts the line back where it was', () => {
    storeCart([photoLine(1, '15x21'), photoLine(2, 'digital')]);
    changeCart((cart) => removeFromCart(cart, 'p-1-15x21'));
    expect(readCart().items.map((i) => i.id)).toEqual([2]);
    updateCart(undoRemove);
    expect(readCart().items.map((i) => i.id)).toEqual([1, 2]);
  });

  it('spec B §4.3: a delivery stored beside a product other than pick-up is dropped as it is read', () => {
    storeCart([productLine(5)]);
    localStorage.setItem(
      'carrinho-entrega',
      JSON.stringify({
        id: 1,
        slug: 'motoboy',
        nome: 'Motoboy',
        descricao: 'x',
        modalidade: 'entrega',
        custo: 'R$ 50,00',
        valor: 50,
      }),
    );
    expect(readCart().delivery).toBeNull();
  });
});

describe('the open cart on the server (spec B §4.2, §7: /cache)', () => {
  it('spec B §7: each change is saved with POST /cache {tipo: cart, content}, emptied with DELETE /cache/cart', async () => {
    signInAs();
    const fetchMock = mockApi({
      'POST /api/cache': { status: 204 },
      'DELETE /api/cache/cart': { status: 204 },
    });
    changeCart((cart) => addToCart(cart, photoLine(3, 'dig+imp')));
    await flushCartSave();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post)).toEqual({ tipo: 'cart', content: wire([photoLine(3, 'dig+imp')]) });
    changeCart((cart) => removeFromCart(cart, 'p-3-dig+imp'));
    await flushCartSave();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/cache/cart' && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('changes made in quick succession reach the server as one save', async () => {
    vi.useFakeTimers();
    signInAs();
    const fetchMock = mockApi({ 'POST /api/cache': { status: 204 } });
    changeCart((cart) => addToCart(cart, photoLine(1, '15x21')));
    changeCart((cart) => addToCart(cart, photoLine(2, '15x21')));
    await vi.advanceTimersByTimeAsync(1000);
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect((bodyOf(posts[0]) as { content: unknown[] }).content).toHaveLength(2);
  });

  it('spec B §4.2: the open order comes back from GET /cache/cart in centavos; none is null', async () => {
    signInAs();
    mockApi({ 'GET /api/cache/cart': { body: [{ tipo: 'cart', content: wire([photoLine(4, '15x21')]) }] } });
    expect((await fetchOpenOrder())?.[0]?.valor).toBe(2500);
    mockApi({ 'GET /api/cache/cart': { body: [] } });
    expect(await fetchOpenOrder()).toBeNull();
  });
});
