/**
 * Money is integer centavos inside the domain and the database, reais with two decimals on the wire
 * (DESIGN §3). Never add floating-point reais.
 */
export type Cents = number;

/** Reais as sent on the wire (e.g. 150.5) to centavos, rounding half away from zero. */
export function toCents(reais: number): Cents {
  if (!Number.isFinite(reais)) throw new RangeError(`Not an amount: ${reais}`);
  return Math.sign(reais) * Math.round(Math.abs(reais) * 100 + Number.EPSILON * 100);
}

/** Centavos to reais for the wire (e.g. 15050 → 150.5). */
export function toReais(cents: Cents): number {
  return cents / 100;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 1.234,56' with a plain space, as the specs write it. */
export function formatBRL(cents: Cents): string {
  return brl.format(cents / 100).replace(/\s/g, ' ');
}

/**
 * Brazilian decimal text ('1.234,56', '50,00', '7') to centavos; null when it is not a number.
 * The shipping answer's `Valor` comes this way (spec B §7).
 */
export function parseBrazilianDecimal(text: string): Cents | null {
  const t = text.trim().replace(/^R\$\s*/, '');
  if (!/^-?\d{1,3}(\.\d{3})*(,\d{1,2})?$|^-?\d+(,\d{1,2})?$/.test(t)) return null;
  const [whole = '0', fraction = ''] = t.replace(/\./g, '').split(',');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0')));
}

/** `total` split into `parts` instalments that add up exactly; the first ones carry the leftover centavos. */
export function splitInstalments(total: Cents, parts: number): Cents[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`Invalid instalment count: ${parts}`);
  const base = Math.floor(total / parts);
  const rest = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < rest ? 1 : 0));
}

/** `percent` % of `cents`, rounded to the centavo. */
export function percentOf(cents: Cents, percent: number): Cents {
  return Math.round((cents * percent) / 100);
}
