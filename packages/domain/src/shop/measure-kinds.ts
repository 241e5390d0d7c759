/**
 * What a measure (a photo size) delivers, as the producer defines it (decision 116): the file only, a
 * paper copy only, or both. Credits, delivery, the picking list, production and downloads follow it; the
 * slug is only a name.
 */
export const MeasureKind = {
  digital: 'digital',
  printed: 'impressa',
  digitalPrinted: 'digital+impressa',
} as const;
export type MeasureKind = (typeof MeasureKind)[keyof typeof MeasureKind];

export const MEASURE_KINDS = [MeasureKind.digital, MeasureKind.printed, MeasureKind.digitalPrinted] as const;

/** pt-BR labels of the kinds, in the spec's words ('Digital + impressa', spec B §3 measures). */
export const MEASURE_KIND_LABELS: Record<MeasureKind, string> = {
  digital: 'Somente digital',
  impressa: 'Somente impressa',
  'digital+impressa': 'Digital + impressa',
};

/** A kind whose lines put a paper copy in the box: they are produced and shipped (spec B §2.9, §4.2). */
export function kindIsPrinted(kind: MeasureKind): boolean {
  return kind !== MeasureKind.digital;
}

/** A kind whose photos the student receives as files: the zip and Minhas fotos (decision 78). */
export function kindGivesFile(kind: MeasureKind): boolean {
  return kind !== MeasureKind.printed;
}

/**
 * The kind a measure had before the producer chose one (decision 116; migration 0020 applies the same rule):
 * 'dig+imp' and any 'dig+…' slug are digital + printed; '15x21' and any paper size '<n>x<n>' ('20x30') are
 * printed; everything else is digital.
 */
export function legacyMeasureKind(slug: string): MeasureKind {
  if (/^dig\+/.test(slug)) return MeasureKind.digitalPrinted;
  if (/^[0-9]+x[0-9]+$/.test(slug)) return MeasureKind.printed;
  return MeasureKind.digital;
}

/** Slugs that are no photo size: a product line, and the complementary flow (spec B §3, §4.1). */
const NOT_A_SIZE: ReadonlySet<string> = new Set(['produto', 'complementar']);

/** The part of a cart or order line that tells its kind. */
export interface KindedLine {
  tipo?: string;
  slug: string;
  /** The measure's kind, stamped on the line from the catalogue; absent on lines saved before decision 116. */
  tipoMedida?: MeasureKind;
}

/**
 * The kind of a photo line's measure (decision 116): the kind stamped from the catalogue, or the legacy rule
 * for a line saved before it; null for products and complementary photos, which are not photo sizes.
 */
export function lineMeasureKind(line: KindedLine): MeasureKind | null {
  if (line.tipo === 'produto' || line.tipo === 'complementar' || NOT_A_SIZE.has(line.slug)) return null;
  return line.tipoMedida ?? legacyMeasureKind(line.slug);
}
