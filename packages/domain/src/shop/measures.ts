import type { Cents } from '../money';
import { type KindedLine, lineMeasureKind, MeasureKind } from './measure-kinds';

/**
 * Measure slugs of GET perfil/valores-fotos (spec B §3): the seeded names. Only 'produto' and 'complementar'
 * (the complementary flow, §4.1) mean something by name; what a size delivers is its kind (decision 116).
 */
export const MeasureSlug = {
  digital: 'digital',
  digitalPrinted: 'dig+imp',
  print15x21: '15x21',
  product: 'produto',
  complementary: 'complementar',
} as const;
export type MeasureSlug = (typeof MeasureSlug)[keyof typeof MeasureSlug];

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
  /** What the measure delivers, as the producer defined it (decision 116); absent, the legacy rule decides. */
  tipoMedida?: MeasureKind;
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
 * The measures shown in the album menu for one photo (spec B §5.3, §4.1 item 7). A digital-only measure is
 * hidden when all digital photos are free and credits apply (decision 116: by kind, not by slug); 'produto' is
 * never a photo measure (products come from /produtos); 'complementar' only while its window is open.
 */
export function visibleMeasures<M extends Pick<Measure, 'slug' | 'tipoMedida'>>(
  measures: readonly M[],
  ctx: MeasureMenuContext,
): M[] {
  return measures.filter((m) => {
    if (m.slug === MeasureSlug.product) return false;
    if (m.slug === MeasureSlug.complementary) return ctx.complementaryOpen;
    if (lineMeasureKind(m) === MeasureKind.digital) return !(ctx.allDigitalFree && !ctx.creditsIgnored);
    return true;
  });
}

/**
 * True for a measure whose quantity is always 1 (spec B §4.1 item 3): a digital-only size, by the kind it
 * carries (decision 116); a bare slug, or a line saved without a kind, only when it is 'digital'.
 */
export function isSingleUnitMeasure(measure: string | KindedLine): boolean {
  if (typeof measure === 'string' || !measure.tipoMedida) {
    return (typeof measure === 'string' ? measure : measure.slug) === MeasureSlug.digital;
  }
  return lineMeasureKind(measure) === MeasureKind.digital;
}

/** Quantity as the cart keeps it: an integer of at least 1, and exactly 1 for digital (spec B §4.1, §5.3). */
export function normaliseQuantity(measure: string | KindedLine, qt: number): number {
  if (isSingleUnitMeasure(measure)) return 1;
  if (!Number.isFinite(qt)) return 1;
  return Math.max(1, Math.floor(qt));
}
