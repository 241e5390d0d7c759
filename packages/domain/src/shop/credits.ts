import { MeasureSlug } from './measures';

/** The student's photo credits and the class rule that decides which printed measure they cover. */
export interface CreditContext {
  /** AlCredFtDigital. */
  digital: number;
  /** AlCredFtImpressa. */
  printed: number;
  /** FormDownImpressas: 1 → printed credits cover 'dig+imp'; 0 → they cover '15x21'. */
  downImpressas: number;
  /** A guest student receives no credits (spec B §1, §6). */
  guest: boolean;
  /** The course rule that makes the student ignore credits (spec B §5.3). */
  ignoreCredits: boolean;
}

/** The part of a cart line that credits look at. */
export interface CreditedLine {
  slug: string;
  qt: number;
  ignorarCreditos?: boolean;
}

/** The measure slug printed credits apply to for this class, per FormDownImpressas (spec B §5.3). */
export function printedCreditMeasure(downImpressas: number): string {
  return downImpressas === 1 ? MeasureSlug.digitalPrinted : MeasureSlug.print15x21;
}

/** How many credits of any kind the student starts with for `slug`, before the cart (spec B §5.3). */
export function creditPoolFor(slug: string, ctx: CreditContext): number {
  if (ctx.guest || ctx.ignoreCredits) return 0;
  if (slug === MeasureSlug.digital) return Math.max(0, Math.floor(ctx.digital));
  if (slug === printedCreditMeasure(ctx.downImpressas)) return Math.max(0, Math.floor(ctx.printed));
  return 0;
}

/** Units of `slug` in the cart that consume credits; a photo that ignores credits consumes none. */
export function creditedUnits(lines: readonly CreditedLine[], slug: string): number {
  return lines.reduce((sum, l) => (l.slug === slug && !l.ignorarCreditos ? sum + l.qt : sum), 0);
}

/**
 * Credits still available for one photo in one measure (spec B §5.3, spec A §5): the pool of that measure
 * minus what the cart already holds of it, never negative; zero when the photo ignores credits.
 */
export function creditsForMeasure(
  slug: string,
  ctx: CreditContext,
  cart: readonly CreditedLine[],
  photoIgnoresCredits = false,
): number {
  if (photoIgnoresCredits) return 0;
  return Math.max(0, creditPoolFor(slug, ctx) - creditedUnits(cart, slug));
}
