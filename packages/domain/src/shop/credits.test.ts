import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CreditContext, creditPoolFor, creditsForMeasure, printedCreditMeasure } from './credits';

const ctx = (over: Partial<CreditContext> = {}): CreditContext => ({
  digital: 10,
  printed: 4,
  downImpressas: 0,
  guest: false,
  ignoreCredits: false,
  ...over,
});

describe('creditsForMeasure', () => {
  it.each([
    ['spec B §5.3: digital uses digital credits', 'digital', ctx(), [], 10],
    [
      'spec B §5.3: digital reduced by digital units in the cart',
      'digital',
      ctx(),
      [{ slug: 'digital', qt: 3 }],
      7,
    ],
    ['spec B §5.3: 15x21 uses printed credits when FormDownImpressas is 0', '15x21', ctx(), [], 4],
    [
      'spec B §5.3: 15x21 gets nothing when FormDownImpressas is 1',
      '15x21',
      ctx({ downImpressas: 1 }),
      [],
      0,
    ],
    [
      'spec B §5.3: dig+imp uses printed credits when FormDownImpressas is 1',
      'dig+imp',
      ctx({ downImpressas: 1 }),
      [],
      4,
    ],
    ['spec B §5.3: dig+imp gets nothing when FormDownImpressas is 0', 'dig+imp', ctx(), [], 0],
    [
      'spec B §5.3: reduced only by the same measure',
      '15x21',
      ctx(),
      [
        { slug: 'dig+imp', qt: 2 },
        { slug: '15x21', qt: 1 },
      ],
      3,
    ],
    ['spec B §5.3: never below zero', '15x21', ctx(), [{ slug: '15x21', qt: 9 }], 0],
    [
      'spec B §5.3: lines that ignore credits do not consume them',
      'digital',
      ctx(),
      [{ slug: 'digital', qt: 1, ignorarCreditos: true }],
      10,
    ],
    ['spec B §1: a guest has no credits', 'digital', ctx({ guest: true }), [], 0],
    ['spec B §5.3: the course rule ignores credits', '15x21', ctx({ ignoreCredits: true }), [], 0],
    ['spec B §5.3: other measures have no credits', 'produto', ctx(), [], 0],
  ])('%s', (_name, slug, context, cart, expected) => {
    expect(creditsForMeasure(slug, context, cart)).toBe(expected);
  });

  it('spec B §5.3: zero for a photo that ignores credits', () => {
    expect(creditsForMeasure('digital', ctx(), [], true)).toBe(0);
  });

  it('spec B §5.3: negative or fractional balances never give credits', () => {
    expect(creditPoolFor('digital', ctx({ digital: -2 }))).toBe(0);
    expect(creditPoolFor('15x21', ctx({ printed: 2.9 }))).toBe(2);
  });

  it.each([
    [1, 'dig+imp'],
    [0, '15x21'],
  ])('spec B §5.3: FormDownImpressas %i → printed credits cover %s', (flag, slug) => {
    expect(printedCreditMeasure(flag)).toBe(slug);
  });

  it('spec A §5 (property): credits are never negative and never above the pool', () => {
    const line = fc.record({
      slug: fc.constantFrom('digital', 'dig+imp', '15x21', 'produto'),
      qt: fc.integer({ min: 1, max: 50 }),
      ignorarCreditos: fc.boolean(),
    });
    const context = fc.record({
      digital: fc.integer({ min: -5, max: 100 }),
      printed: fc.integer({ min: -5, max: 100 }),
      downImpressas: fc.constantFrom(0, 1),
      guest: fc.boolean(),
      ignoreCredits: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.constantFrom('digital', 'dig+imp', '15x21'),
        context,
        fc.array(line),
        (slug, c, cart) => {
          const left = creditsForMeasure(slug, c, cart);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(creditPoolFor(slug, c));
        },
      ),
    );
  });
});
