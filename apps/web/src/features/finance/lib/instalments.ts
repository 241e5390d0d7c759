import {
  type Cents,
  type FinanceViewContract,
  formatBRL,
  type InstalmentOption,
  instalmentOption,
  toCents,
} from '@portal/domain';

type Offer = FinanceViewContract['pagamento'];

/**
 * The card instalment selector for `amount` (spec A §5): 1 up to the server's maximum (the settings' cap and
 * the months until FormLimiteCartao), interest past FormLimiteSemJuros, an option disabled when its
 * instalment would fall below the minimum. The same domain rule the API checks on novaparcela.
 */
export function cardInstalments(amount: Cents, offer: Offer, minimum: number): InstalmentOption[] {
  const terms = { FormLimiteSemJuros: offer.semJuros, FormTaxa: offer.taxaJuros };
  const settings = { minimumPayment: toCents(minimum) };
  return Array.from({ length: offer.maxParcelas }, (_, i) =>
    instalmentOption(amount, i + 1, terms, settings),
  );
}

/** '3x de R$ 160,00 sem juros' or '6x de R$ 81,60 com juros (total R$ 489,55)'. */
export function instalmentLabel(option: InstalmentOption): string {
  const each = formatBRL(option.parts[0] ?? 0);
  if (option.count === 1) return `1x de ${each}${option.interestFree ? '' : ' com juros'}`;
  return option.interestFree
    ? `${option.count}x de ${each} sem juros`
    : `${option.count}x de ${each} com juros (total ${formatBRL(option.total)})`;
}
