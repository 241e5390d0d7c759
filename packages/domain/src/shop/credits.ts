import { type KindedLine, lineMeasureKind, MeasureKind } from './measure-kinds';

/** The student's photo credits and the class rule that decides which printed measure they cover. */
export interface CreditContext {
  /** AlCredFtDigital. */
  digital: number;
  /** AlCredFtImpressa. */
  printed: number;
  /** FormDownImpressas: 1 → printed credits cover digital + printed measures; 0 → printed-only ones. */
  downImpressas: number;
  /** A guest student receives no credits (spec B §1, §6). */
  guest: boolean;
  /** The course rule that makes the student ignore credits (spec B §5.3). */
  ignoreCredits: boolean;
}

/** The part of a cart line that credits look at: its measure's kind (decision 116), units and flag. */
export interface CreditedLine extends KindedLine {
  qt: number;
  ignorarCreditos?: boolean;
}

/**
 * The measure kind printed credits apply to for this class, per FormDownImpressas (spec B §5.3: 'dig+imp'
 * when 1, '15x21' when 0; decision 116 reads those as their kinds, so a '20x30' print counts as a 15x21).
 */
export function printedCreditKind(downImpressas: number): MeasureKind {
  return downImpressas === 1 ? MeasureKind.digitalPrinted : MeasureKind.printed;
}

/**
 * How many credits the student starts with for measures of `kind`, before the cart (spec B §5.3): digital
 * credits for digital-only measures, printed credits for the kind FormDownImpressas names; none for products
 * and complementary photos (`null`). Measures of one kind share one pool.
 */
export function creditPoolFor(kind: MeasureKind | null, ctx: CreditContext): number {
  if (kind === null || ctx.guest || ctx.ignoreCredits) return 0;
  if (kind === MeasureKind.digital) return Math.max(0, Math.floor(ctx.digital));
  if (kind === printedCreditKind(ctx.downImpressas)) return Math.max(0, Math.floor(ctx.printed));
  return 0;
}

/** Units of measures of `kind` in the cart that consume credits; a photo that ignores credits consumes none. */
export function creditedUnits(lines: readonly CreditedLine[], kind: MeasureKind | null): number {
  if (kind === null) return 0;
  return lines.reduce((sum, l) => (lineMeasureKind(l) === kind && !l.ignorarCreditos ? sum + l.qt : sum), 0);
}

/**
 * Credits still available for one photo in a measure of `kind` (spec B §5.3, spec A §5): the kind's pool
 * minus what the cart already holds of that kind, never negative; zero when the photo ignores credits.
 */
export function creditsForMeasure(
  kind: MeasureKind | null,
  ctx: CreditContext,
  cart: readonly CreditedLine[],
  photoIgnoresCredits = false,
): number {
  if (photoIgnoresCredits) return 0;
  return Math.max(0, creditPoolFor(kind, ctx) - creditedUnits(cart, kind));
}
