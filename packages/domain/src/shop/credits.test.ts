import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CreditContext, creditPoolFor, creditsForMeasure, printedCreditKind } from './credits';
import { lineMeasureKind, MeasureKind } from './measure-kinds';

/** The kind of a seeded measure, by the legacy rule (decision 116). */
const kindOf = (slug: string) => lineMeasureKind({ slug });

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
    expect(creditsForMeasure(kindOf(slug), context, cart)).toBe(expected);
  });

  it('spec B §5.3: zero for a photo that ignores credits', () => {
    expect(creditsForMeasure(MeasureKind.digital, ctx(), [], true)).toBe(0);
  });

  it('spec B §5.3: negative or fractional balances never give credits', () => {
    expect(creditPoolFor(MeasureKind.digital, ctx({ digital: -2 }))).toBe(0);
    expect(creditPoolFor(MeasureKind.printed, ctx({ printed: 2.9 }))).toBe(2);
  });

  it.each([
    [1, 'dig+imp'],
    [0, '15x21'],
  ])('spec B §5.3: FormDownImpressas %i → printed credits cover the kind of %s', (flag, slug) => {
    expect(printedCreditKind(flag)).toBe(kindOf(slug));
  });

  it.each([
    [
      "spec B §5.3, decision 116: a producer's '20x30' printed size takes printed credits when FormDownImpressas is 0",
      { slug: '20x30', tipoMedida: MeasureKind.printed },
      ctx(),
      4,
    ],
    [
      'spec B §5.3, decision 116: a printed size gets nothing when FormDownImpressas is 1',
      { slug: '20x30', tipoMedida: MeasureKind.printed },
      ctx({ downImpressas: 1 }),
      0,
    ],
    [
      'spec B §5.3, decision 116: a digital + printed size of any name takes printed credits when FormDownImpressas is 1',
      { slug: 'album-a4', tipoMedida: MeasureKind.digitalPrinted },
      ctx({ downImpressas: 1 }),
      4,
    ],
    [
      'spec B §5.3, decision 116: a digital size of any name takes digital credits',
      { slug: 'digital-hd', tipoMedida: MeasureKind.digital },
      ctx(),
      10,
    ],
    [
      'decision 116: the kind the producer chose wins over the slug',
      { slug: '15x21', tipoMedida: MeasureKind.digital },
      ctx(),
      10,
    ],
  ])('%s', (_name, measure, context, expected) => {
    expect(creditsForMeasure(lineMeasureKind(measure), context, [])).toBe(expected);
  });

  it('spec B §5.3, decision 116: measures of one kind share one pool (a 15x21 in the cart leaves less for a 20x30)', () => {
    const cart = [
      { tipo: 'foto', slug: '15x21', qt: 3 },
      { tipo: 'foto', slug: '20x30', tipoMedida: MeasureKind.printed, qt: 1 },
      { tipo: 'produto', slug: 'produto', qt: 5 },
    ];
    expect(creditsForMeasure(MeasureKind.printed, ctx({ printed: 5 }), cart)).toBe(1);
    expect(creditsForMeasure(MeasureKind.digital, ctx({ digital: 2 }), cart)).toBe(2);
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
          const left = creditsForMeasure(kindOf(slug), c, cart);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(creditPoolFor(kindOf(slug), c));
        },
      ),
    );
  });
});
