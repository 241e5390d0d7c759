import { describe, expect, it } from 'vitest';
import {
  kindGivesFile,
  kindIsPrinted,
  legacyMeasureKind,
  lineMeasureKind,
  MEASURE_KIND_LABELS,
  MEASURE_KINDS,
  MeasureKind,
} from './measure-kinds';

describe('measure kinds (decision 116)', () => {
  it.each([
    ['spec B §3: digital is digital only', 'digital', MeasureKind.digital],
    ['spec B §3: dig+imp is digital + printed', 'dig+imp', MeasureKind.digitalPrinted],
    ['spec B §3: 15x21 is printed only', '15x21', MeasureKind.printed],
    ['decision 116: a paper size made before the kind existed is printed', '20x30', MeasureKind.printed],
    ['decision 116: a dig+ size is digital + printed', 'dig+20x30', MeasureKind.digitalPrinted],
    ['decision 116: any other name is digital', 'digital-hd', MeasureKind.digital],
    ['decision 116: a name that only contains a size is digital', 'arquivo-10x15', MeasureKind.digital],
  ])('%s (the rule migration 0020 backfills with)', (_name, slug, kind) => {
    expect(legacyMeasureKind(slug)).toBe(kind);
  });

  it.each([
    ['spec B §2.9: digital only: a file, nothing printed', MeasureKind.digital, false, true],
    [
      'spec B §2.9: printed only: produced and shipped, no file (decision 78)',
      MeasureKind.printed,
      true,
      false,
    ],
    ['spec B §2.9: digital + printed: both', MeasureKind.digitalPrinted, true, true],
  ])('%s', (_name, kind, printed, file) => {
    expect(kindIsPrinted(kind)).toBe(printed);
    expect(kindGivesFile(kind)).toBe(file);
  });

  it('decision 116: the kind stamped on a line wins over its slug; a line without one falls back to the rule', () => {
    expect(lineMeasureKind({ tipo: 'foto', slug: '15x21', tipoMedida: MeasureKind.digital })).toBe('digital');
    expect(lineMeasureKind({ tipo: 'foto', slug: 'poster', tipoMedida: MeasureKind.printed })).toBe(
      'impressa',
    );
    expect(lineMeasureKind({ tipo: 'foto', slug: '20x30' })).toBe('impressa');
  });

  it('spec B §3: products and complementary photos are no photo size', () => {
    expect(lineMeasureKind({ tipo: 'produto', slug: 'produto' })).toBeNull();
    expect(
      lineMeasureKind({ tipo: 'complementar', slug: 'complementar', tipoMedida: 'impressa' }),
    ).toBeNull();
    expect(lineMeasureKind({ slug: 'produto' })).toBeNull();
  });

  it('decision 116: every kind has a pt-BR label', () => {
    expect(MEASURE_KINDS.map((k) => MEASURE_KIND_LABELS[k])).toEqual([
      'Somente digital',
      'Somente impressa',
      'Digital + impressa',
    ]);
  });
});
