import { describe, expect, it } from 'vitest';
import { isSingleUnitMeasure, MeasureSlug, normaliseQuantity, visibleMeasures } from './measures';

const all = ['digital', 'dig+imp', '15x21', 'produto', 'complementar'].map((slug) => ({ slug }));
const slugs = (ctx: Parameters<typeof visibleMeasures>[1]) => visibleMeasures(all, ctx).map((m) => m.slug);

describe('visibleMeasures', () => {
  it.each([
    [
      'spec B §5.3: FormTodas and credits apply → digital hidden',
      true,
      false,
      true,
      ['dig+imp', '15x21', 'complementar'],
    ],
    [
      'spec B §5.3: FormTodas but the photo ignores credits → digital shown',
      true,
      true,
      true,
      ['digital', 'dig+imp', '15x21', 'complementar'],
    ],
    [
      'spec B §5.3: no free digital photos → digital shown',
      false,
      false,
      true,
      ['digital', 'dig+imp', '15x21', 'complementar'],
    ],
    [
      'spec B §4.1 item 7: closed complementary window → no complementar',
      false,
      false,
      false,
      ['digital', 'dig+imp', '15x21'],
    ],
  ])('%s', (_name, allDigitalFree, creditsIgnored, complementaryOpen, expected) => {
    expect(slugs({ allDigitalFree, creditsIgnored, complementaryOpen })).toEqual(expected);
  });

  it('spec B §5.3, decision 116: with FormTodas every digital-only size is hidden, by kind, not by slug', () => {
    const sizes = [
      { slug: 'digital-hd', tipoMedida: 'digital' as const },
      { slug: '20x30', tipoMedida: 'impressa' as const },
      { slug: 'digital', tipoMedida: 'digital+impressa' as const },
    ];
    const shown = visibleMeasures(sizes, {
      allDigitalFree: true,
      creditsIgnored: false,
      complementaryOpen: true,
    });
    expect(shown.map((m) => m.slug)).toEqual(['20x30', 'digital']);
  });

  it('spec B §2.11: the produto measure is never offered for a photo', () => {
    expect(slugs({ allDigitalFree: false, creditsIgnored: false, complementaryOpen: true })).not.toContain(
      'produto',
    );
  });
});

describe('normaliseQuantity', () => {
  it.each([
    ['spec B §4.1 item 3: digital is always 1', MeasureSlug.digital, 5, 1],
    ['spec B §5.3: minimum 1', MeasureSlug.print15x21, 0, 1],
    ['spec B §5.3: negative becomes 1', MeasureSlug.print15x21, -3, 1],
    ['spec B §5.3: fractions round down', MeasureSlug.digitalPrinted, 2.7, 2],
    ['spec B §5.3: not a number becomes 1', MeasureSlug.product, Number.NaN, 1],
    ['spec B §5.3: a product keeps its quantity', MeasureSlug.product, 4, 4],
  ])('%s', (_name, slug, qt, expected) => {
    expect(normaliseQuantity(slug, qt)).toBe(expected);
  });

  it('spec B §4.1 item 3: only digital is single-unit', () => {
    expect(isSingleUnitMeasure('digital')).toBe(true);
    expect(isSingleUnitMeasure('15x21')).toBe(false);
  });

  it('spec B §4.1 item 3, decision 116: a digital-only size of any name is 1; a printed size named digital is not', () => {
    expect(isSingleUnitMeasure({ tipo: 'foto', slug: 'digital-hd', tipoMedida: 'digital' })).toBe(true);
    expect(normaliseQuantity({ tipo: 'foto', slug: 'digital-hd', tipoMedida: 'digital' }, 4)).toBe(1);
    expect(normaliseQuantity({ tipo: 'foto', slug: 'digital', tipoMedida: 'impressa' }, 4)).toBe(4);
    expect(normaliseQuantity({ tipo: 'foto', slug: '20x30', tipoMedida: 'impressa' }, 4)).toBe(4);
    // A name that only looks digital, without a kind, keeps its quantity: the server stamps the kind.
    expect(normaliseQuantity({ tipo: 'foto', slug: 'arquivo-20x30' }, 2)).toBe(2);
  });
});
