import { type Cents, formatBRL, parcelCharge, parseBrazilianDecimal, toCents } from '@portal/domain';

/** Wire reais (DESIGN §3) as 'R$ 1.234,56'. */
export const brl = (reais: number): string => formatBRL(toCents(reais));

type WireCharge = { parcvalor: number; parcdesconto: number; parcacrescimo: number; parctaxa: number };

/** What a parcel charges (parcvalor − desconto + acréscimo + taxa), in centavos, from its wire figures. */
export function chargeOf(p: WireCharge): Cents {
  return parcelCharge({
    parcvalor: toCents(p.parcvalor),
    parcdesconto: toCents(p.parcdesconto),
    parcacrescimo: toCents(p.parcacrescimo),
    parctaxa: toCents(p.parctaxa),
  });
}

/** What a student typed in the amount field ('480', '480,50', 'R$ 1.234,56') in centavos, or null. */
export function parseAmount(text: string): Cents | null {
  const cents = parseBrazilianDecimal(text);
  return cents === null || cents < 0 ? null : cents;
}

/** A link the producer gave (the contract PDF), only when it is http(s): never a `javascript:` URL. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  return value && /^https?:\/\//i.test(value.trim()) ? value.trim() : null;
}
