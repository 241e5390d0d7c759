import type { IsoDate } from '../dates';
import { addDays } from '../dates';
import type { Cents } from '../money';

/**
 * The default Sedex price table (decision 77): the studio is in Porto Alegre, and the first digits of a
 * CEP say how far the destination is (the Correios' postal regions). Each band has a base price for one
 * unit and a price for each further unit that travels, capped, since prints and products share one box.
 */
interface FreightBand {
  name: string;
  /** CEP prefixes (first 2 digits) inclusive. */
  from: number;
  to: number;
  base: Cents;
  perUnit: Cents;
  days: number;
}

const BANDS: readonly FreightBand[] = [
  { name: 'Porto Alegre e região', from: 90, to: 94, base: 2290, perUnit: 100, days: 1 },
  { name: 'Rio Grande do Sul', from: 95, to: 99, base: 2890, perUnit: 120, days: 2 },
  { name: 'Paraná e Santa Catarina', from: 80, to: 89, base: 3590, perUnit: 150, days: 3 },
  { name: 'São Paulo', from: 1, to: 19, base: 4290, perUnit: 180, days: 3 },
  { name: 'Rio de Janeiro e Espírito Santo', from: 20, to: 29, base: 4590, perUnit: 190, days: 4 },
  { name: 'Minas Gerais', from: 30, to: 39, base: 4590, perUnit: 190, days: 4 },
  { name: 'Centro-Oeste', from: 70, to: 79, base: 5290, perUnit: 210, days: 5 },
  { name: 'Bahia e Sergipe', from: 40, to: 49, base: 5890, perUnit: 230, days: 6 },
  { name: 'Nordeste', from: 50, to: 65, base: 6290, perUnit: 240, days: 7 },
  { name: 'Norte', from: 66, to: 69, base: 6890, perUnit: 260, days: 8 },
];
/** Units past the first that still add to the price (a box holds the rest). */
const MAX_EXTRA_UNITS = 20;

/** The table's Sedex quote for a CEP (8 digits) and the units that travel; null for a CEP it cannot place. */
export function sedexTableQuote(cep: string, units: number): { valor: Cents; prazo: number } | null {
  if (!/^\d{8}$/.test(cep) || cep === '00000000') return null;
  const prefix = Number(cep.slice(0, 2));
  const band = BANDS.find((b) => prefix >= b.from && prefix <= b.to);
  if (!band) return null;
  const extra = Math.min(MAX_EXTRA_UNITS, Math.max(0, Math.floor(units) - 1));
  return { valor: band.base + extra * band.perUnit, prazo: band.days };
}

/** Photos and videos are kept 120 days after the ceremony (spec A §1): the last day bought photos are offered. */
export const MEDIA_RETENTION_DAYS = 120;
export function mediaRetentionDate(ceremonyDate: IsoDate | null): IsoDate | null {
  return ceremonyDate ? addDays(ceremonyDate, MEDIA_RETENTION_DAYS) : null;
}
