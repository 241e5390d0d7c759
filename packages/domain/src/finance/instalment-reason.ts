import { formatDateBR, type IsoDate, monthsBetween } from '../dates';
import { type Cents, formatBRL } from '../money';
import type { FinanceSettings } from './settings';
import type { FinanceTerms } from './types';

/** Texts under the card instalment list (decision 129); not in the spec's catalogue. */
export const instalmentReasonMessages = {
  byCardDate: (max: number, date: string) =>
    max === 1
      ? `No cartão, só em 1x: as parcelas do cartão precisam terminar até ${date}, data-limite desta formatura.`
      : `No cartão, até ${max}x: as parcelas do cartão precisam terminar até ${date}, data-limite desta formatura.`,
  byProducer: (max: number) =>
    max === 1
      ? 'No cartão, só em 1x: a produtora não oferece parcelamento.'
      : `No cartão, até ${max}x: é o máximo de parcelas que a produtora oferece.`,
  belowMinimum: (minimum: string) =>
    `Opções com parcelas abaixo de ${minimum} ficam indisponíveis: aumente o valor para parcelar em mais vezes.`,
} as const;
const m = instalmentReasonMessages;

/**
 * Why the card offers no more than `maxInstalments` on `today` (spec A §5, decision 129): the months left
 * until FormLimiteCartao when they are what bind, otherwise the producer's maximum.
 */
export function instalmentLimitReason(
  today: IsoDate,
  terms: Pick<FinanceTerms, 'FormLimiteCartao'>,
  settings: Pick<FinanceSettings, 'cardMaxInstalments'>,
): string {
  const cap = settings.cardMaxInstalments;
  const limit = terms.FormLimiteCartao;
  if (limit && monthsBetween(today, limit) < cap) {
    return m.byCardDate(Math.max(1, monthsBetween(today, limit)), formatDateBR(limit));
  }
  return m.byProducer(Math.max(1, cap));
}

/** The note under the list when some options are off for falling below the minimum payment (spec A §5). */
export const instalmentMinimumReason = (minimum: Cents) => m.belowMinimum(formatBRL(minimum));
