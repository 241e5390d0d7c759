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

/** The parts as runs of equal values: [7650, 7649] → '1x de R$ 76,50 e 1x de R$ 76,49'. */
function runsOf(parts: readonly Cents[]): string {
  const runs: { value: Cents; times: number }[] = [];
  for (const part of parts) {
    const last = runs[runs.length - 1];
    if (last && last.value === part) last.times += 1;
    else runs.push({ value: part, times: 1 });
  }
  return runs.map((r) => `${r.times}x de ${formatBRL(r.value)}`).join(' e ');
}

/**
 * '3x de R$ 160,00 sem juros', '6x de R$ 81,60 com juros (total R$ 489,60)', and when the centavos do not
 * divide, each value the card is charged (decision 129): '2x: 1x de R$ 76,50 e 1x de R$ 76,49 sem juros
 * (total R$ 152,99)', never '2x de R$ 76,50' beside a total that is not twice that.
 */
export function instalmentLabel(option: InstalmentOption): string {
  const each = formatBRL(option.parts[0] ?? 0);
  const interest = option.interestFree ? 'sem juros' : 'com juros';
  if (option.count === 1) return `1x de ${each}${option.interestFree ? '' : ' com juros'}`;
  const even = option.parts.every((p) => p === option.parts[0]);
  if (!even)
    return `${option.count}x: ${runsOf(option.parts)} ${interest} (total ${formatBRL(option.total)})`;
  return option.interestFree
    ? `${option.count}x de ${each} sem juros`
    : `${option.count}x de ${each} com juros (total ${formatBRL(option.total)})`;
}
