import type { Cents } from '../money';

/** Measure slugs of GET perfil/valores-fotos (spec B §3); 'complementar' opens the complementary flow (§4.1). */
export const MeasureSlug = {
  digital: 'digital',
  digitalPrinted: 'dig+imp',
  print15x21: '15x21',
  product: 'produto',
  complementary: 'complementar',
} as const;
export type MeasureSlug = (typeof MeasureSlug)[keyof typeof MeasureSlug];

/** Measures that put a paper copy in the box: they make a cart need shipping (spec B §2.9, §4.2). */
export const PRINTED_MEASURES: ReadonlySet<string> = new Set([
  MeasureSlug.digitalPrinted,
  MeasureSlug.print15x21,
]);

/** A complementary photo type a measure may lead to (spec B §3 photo types). */
export interface ComplementaryTypeOption {
  slug: string;
  nome: string;
  descricao: string;
}

/** A measure or variation offered for a photo (spec B §3), money in centavos. */
export interface Measure {
  slug: string;
  nome: string;
  valor: Cents;
  descricao: string;
  /** How many complementary photos this measure needs. */
  complementar: number;
  complementares: readonly ComplementaryTypeOption[];
}

/** What decides the measure menu of one photo. */
export interface MeasureMenuContext {
  /** FormTodas = 1: every digital photo is already free for the class. */
  allDigitalFree: boolean;
  /** The photo's ignorarCreditos, the student's course rule or a guest: credits do not apply here. */
  creditsIgnored: boolean;
  /** The complementary window (see complementaryWindowOpen). */
  complementaryOpen: boolean;
}

/**
 * The measures shown in the album menu for one photo (spec B §5.3, §4.1 item 7). Digital is hidden when all
 * digital photos are free and credits apply; 'produto' is never a photo measure (products come from
 * /produtos); 'complementar' only while its window is open.
 */
export function visibleMeasures<M extends Pick<Measure, 'slug'>>(
  measures: readonly M[],
  ctx: MeasureMenuContext,
): M[] {
  return measures.filter((m) => {
    if (m.slug === MeasureSlug.product) return false;
    if (m.slug === MeasureSlug.complementary) return ctx.complementaryOpen;
    if (m.slug === MeasureSlug.digital) return !(ctx.allDigitalFree && !ctx.creditsIgnored);
    return true;
  });
}

/** True for a measure whose quantity is always 1 (spec B §4.1 item 3). */
export function isSingleUnitMeasure(slug: string): boolean {
  return slug === MeasureSlug.digital;
}

/** Quantity as the cart keeps it: an integer of at least 1, and exactly 1 for digital (spec B §4.1, §5.3). */
export function normaliseQuantity(slug: string, qt: number): number {
  if (isSingleUnitMeasure(slug)) return 1;
  if (!Number.isFinite(qt)) return 1;
  return Math.max(1, Math.floor(qt));
}
