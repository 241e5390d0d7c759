import {
  type Cents,
  DEFAULT_SEDEX_FALLBACK_CENTS,
  SEDEX_QUOTE_TIMEOUT_MS,
  sedexTableQuote,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { readSetting, storeSettings } from '../settings';

/** A Sedex quote: the price and the days it takes. */
export type FreightQuote = { valor: Cents; prazo: number | null };

/**
 * Who prices Sedex (spec B §3: by the distance to the studio in Porto Alegre). The default is the CEP
 * region table of the domain (decision 77); a carrier's API is another implementation of this interface,
 * chosen by configuration (FREIGHT_PROVIDER), with no change to the calls that use it.
 */
export interface FreightPricing {
  readonly name: string;
  /** The quote for `units` travelling to `cep` (8 digits), or null when it cannot be priced. */
  quote(input: { cep: string; units: number }): Promise<FreightQuote | null>;
}

export function tableFreight(): FreightPricing {
  return {
    name: 'tabela',
    async quote({ cep, units }) {
      return sedexTableQuote(cep, units);
    },
  };
}

/** The providers a deployment may name in FREIGHT_PROVIDER; a carrier's adapter adds itself here. */
export function freightFromConfig(name: string | undefined): FreightPricing {
  const chosen = (name ?? 'tabela').trim() || 'tabela';
  if (chosen === 'tabela') return tableFreight();
  throw new Error(`FREIGHT_PROVIDER: '${chosen}' is not an available Sedex pricing provider (use 'tabela')`);
}

/** The producer's settings key of the Sedex price used when the quote is late (spec B §4.3, §9). */
export const SEDEX_FALLBACK_KEY = 'orders.sedexFallbackCents';

/** The Sedex fallback price, kept in the settings module's table and read or stored through its door. */
export function orderSettings(db: Db) {
  return {
    async sedexFallback(): Promise<Cents> {
      const value = await readSetting(db, SEDEX_FALLBACK_KEY);
      return typeof value === 'number' && Number.isInteger(value) && value >= 0
        ? value
        : DEFAULT_SEDEX_FALLBACK_CENTS;
    },
    /** Stored on `db`: the caller's transaction when the change is audited. */
    saveSedexFallback(cents: Cents): Promise<void> {
      return storeSettings(db, { [SEDEX_FALLBACK_KEY]: cents });
    },
  };
}

/**
 * The Sedex price the student is charged: the provider's quote when it comes within 5 seconds, else the
 * producer's fallback price (spec B §4.3, §9). `quoted` says which it was.
 */
export async function sedexPriceFor(
  pricing: FreightPricing,
  fallback: () => Promise<Cents>,
  input: { cep: string; units: number },
  timeoutMs = SEDEX_QUOTE_TIMEOUT_MS,
): Promise<{ valor: Cents; prazo: number | null; quoted: boolean } | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    const answer = await Promise.race([pricing.quote(input).catch(() => 'late' as const), late]);
    if (answer === 'late') return { valor: await fallback(), prazo: null, quoted: false };
    return answer && { ...answer, quoted: true };
  } finally {
    clearTimeout(timer);
  }
}
