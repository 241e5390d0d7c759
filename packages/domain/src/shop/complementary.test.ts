import { describe, expect, it } from 'vitest';
import { globalMessages, shopMessages } from '../messages';
import { emptyCart } from './cart';
import { photo, product } from './cart.fixtures';
import {
  addComplementaryToProduct,
  type ComplementaryChoice,
  complementaryReminder,
  complementaryWindowOpen,
  planComplementaryChoice,
  productsAwaitingComplementary,
  removeComplementary,
} from './complementary';

describe('complementaryWindowOpen', () => {
  const deadline = '2026-03-31';
  it.each([
    ['spec B §4.1 item 7: open well before the deadline', '2026-03-01', true],
    ['spec B §4.1 item 7: open on the deadline day itself', '2026-03-31', true],
    ['spec B §4.1 item 7: closed the day after (month end)', '2026-04-01', false],
    ['spec B §4.1 item 7: closed long after', '2026-12-25', false],
  ])('%s', (_name, today, expected) => {
    expect(complementaryWindowOpen({ enabled: true, deadline }, today)).toBe(expected);
  });

  it.each([
    ['spec B §4.1 item 7: year end deadline, last day open', '2026-12-31', '2026-12-31', true],
    ['spec B §4.1 item 7: year end deadline, new year closed', '2026-12-31', '2027-01-01', false],
    ['spec B §4.1 item 7: leap day deadline, 1 March closed', '2028-02-29', '2028-03-01', false],
    ['spec B §4.1 item 7: leap day deadline, leap day open', '2028-02-29', '2028-02-29', true],
  ])('%s', (_name, limit, today, expected) => {
    expect(complementaryWindowOpen({ enabled: true, deadline: limit }, today)).toBe(expected);
  });

  it.each([
    ['spec B §4.1 item 7: closed without the flag', { enabled: false, deadline }],
    ['spec B §4.1 item 7: closed without a deadline', { enabled: true, deadline: null }],
    ['spec B §4.1 item 7: closed with a malformed deadline', { enabled: true, deadline: '31/03/2026' }],
  ])('%s', (_name, input) => {
    expect(complementaryWindowOpen(input, '2026-01-01')).toBe(false);
  });

  it('spec B §4.1 item 7: the reminder names the deadline in dd/MM/yyyy', () => {
    expect(complementaryReminder(deadline)).toContain('31/03/2026');
  });
});

describe('complementary photos of a product', () => {
  const comp = (id: number) => ({ id, evento: 7, slug: 'complementar', caminho: `/f/${id}.jpg` });
  const cart = emptyCart([product(9, 2, 1, 'a'), photo(1, '15x21')]);

  it('spec B §4.2: a complementary photo for a product is added to its list', () => {
    const change = addComplementaryToProduct(cart, 'a', comp(1));
    expect(change).toMatchObject({ ok: true, message: shopMessages.complementaryProductAdded });
    if (change.ok) expect(change.cart.items[0]!.detalhes.complementares).toEqual([comp(1)]);
  });

  it('spec B §4.1 item 5: the same slug and id is refused', () => {
    const once = addComplementaryToProduct(cart, 'a', comp(1));
    if (!once.ok) throw new Error(once.error);
    expect(addComplementaryToProduct(once.cart, 'a', comp(1))).toEqual({
      ok: false,
      error: shopMessages.duplicateComplementary,
    });
  });

  it('spec B §4.2: a product with all its photos takes no more', () => {
    let c = cart;
    for (const id of [1, 2]) {
      const change = addComplementaryToProduct(c, 'a', comp(id));
      if (!change.ok) throw new Error(change.error);
      c = change.cart;
    }
    expect(productsAwaitingComplementary(c.items)).toEqual([]);
    expect(addComplementaryToProduct(c, 'a', comp(3))).toEqual({
      ok: false,
      error: shopMessages.complementaryFull,
    });
  });

  it('spec B §4.1 item 5: a line that is not a product in the cart is refused', () => {
    expect(addComplementaryToProduct(cart, 'p-1-15x21', comp(1))).toEqual({
      ok: false,
      error: globalMessages.notFound,
    });
  });

  it('spec B §4.2: removing a complementary photo', () => {
    const added = addComplementaryToProduct(cart, 'a', comp(1));
    if (!added.ok) throw new Error(added.error);
    const change = removeComplementary(added.cart, 'a', { slug: 'complementar', id: 1 });
    expect(change).toMatchObject({ ok: true, message: shopMessages.complementaryRemoved });
    if (change.ok)
      expect(productsAwaitingComplementary(change.cart.items).map((i) => i.idCart)).toEqual(['a']);
  });
});

describe('planComplementaryChoice', () => {
  const earlier: ComplementaryChoice = { tipo: 'quadro', content: [{ caminho: '/f/1.jpg' }] };
  const next = { caminho: '/f/2.jpg' };

  it('spec B §4.1 item 6: a first choice of a type is saved', () => {
    expect(planComplementaryChoice([], 'quadro', next)).toEqual({
      kind: 'save',
      choices: [{ tipo: 'quadro', content: [next] }],
      message: shopMessages.complementarySelected,
    });
  });

  it('spec B §4.1 item 6: another type does not conflict', () => {
    const plan = planComplementaryChoice([earlier], 'convite', next);
    expect(plan.kind === 'save' && plan.choices).toHaveLength(2);
  });

  it.each([
    [
      'spec B §4.1 item 6: an earlier choice asks to keep or replace',
      undefined,
      { kind: 'confirm', earlier },
    ],
    ['spec B §4.1 item 6: keep leaves the earlier choice', 'keep', { kind: 'unchanged' }],
    [
      'spec B §4.1 item 6: replace puts the new photo in its place',
      'replace',
      {
        kind: 'save',
        choices: [{ tipo: 'quadro', content: [next] }],
        message: shopMessages.complementarySelected,
      },
    ],
  ] as const)('%s', (_name, decision, expected) => {
    expect(planComplementaryChoice([earlier], 'quadro', next, decision)).toEqual(expected);
  });

  it('spec B §4.1 item 6: replacing one type leaves the other types alone', () => {
    const convite = { tipo: 'convite', content: [{ caminho: '/f/9.jpg' }] };
    const plan = planComplementaryChoice([convite, earlier], 'quadro', next, 'replace');
    expect(plan).toMatchObject({ kind: 'save', choices: [convite, { tipo: 'quadro', content: [next] }] });
  });

  it('spec B §4.1 item 6: choosing the same photo again changes nothing', () => {
    expect(planComplementaryChoice([earlier], 'quadro', { caminho: '/f/1.jpg' })).toEqual({
      kind: 'unchanged',
    });
  });
});
