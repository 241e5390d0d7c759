import { shopMessages } from '../messages';
import { type Cents, formatBRL, parseBrazilianDecimal } from '../money';
import { removeAccents } from '../text';
import { type CartItem, cartHasProduct, cartNeedsShipping, isShippable } from './cart-item';

/** Delivery modalities (spec B §3). */
export const DeliveryMode = { delivery: 'entrega', pickup: 'retirada' } as const;
export type DeliveryMode = (typeof DeliveryMode)[keyof typeof DeliveryMode];

/** Delivery method ids (spec B §3 table). */
export const DeliveryId = { sedex: 0, motoboy: 1, pickup: 2 } as const;

/** Motoboy flat fee (spec B §9: 50). */
export const MOTOBOY_PRICE_CENTS: Cents = 5000;
/** How long the cart waits for the Sedex quote before using the fallback price (spec B §4.3, §9). */
export const SEDEX_QUOTE_TIMEOUT_MS = 5000;
/** Default Sedex price when the quote does not arrive; the API may override it by configuration. */
export const DEFAULT_SEDEX_FALLBACK_CENTS: Cents = 4500;

/** A delivery method (spec B §3), money in centavos. */
export interface DeliveryOption {
  id: number;
  slug: string;
  nome: string;
  descricao: string;
  modalidade: DeliveryMode;
  custo: string;
  valor: Cents;
}

/** A delivery method as offered: Sedex is still `calculating` until its price is known. */
export type DeliveryOffer = DeliveryOption & { calculating: boolean };

const SEDEX: DeliveryOption = {
  id: DeliveryId.sedex,
  slug: 'sedex',
  nome: 'Sedex',
  descricao: 'Entrega pelos Correios; o valor depende da distância até o estúdio em Porto Alegre.',
  modalidade: DeliveryMode.delivery,
  custo: 'Calculado pelo CEP',
  valor: 0,
};

const MOTOBOY: DeliveryOption = {
  id: DeliveryId.motoboy,
  slug: 'motoboy',
  nome: 'Motoboy',
  descricao: 'Entrega por motoboy, somente em Porto Alegre.',
  modalidade: DeliveryMode.delivery,
  custo: formatBRL(MOTOBOY_PRICE_CENTS),
  valor: MOTOBOY_PRICE_CENTS,
};

const PICKUP: DeliveryOption = {
  id: DeliveryId.pickup,
  slug: 'retirada-matriz',
  nome: 'Retirada na matriz',
  descricao: 'Retire no estúdio, sem custo. Avisamos quando o pedido estiver pronto.',
  modalidade: DeliveryMode.pickup,
  custo: 'Sem custo',
  valor: 0,
};

/** True for an address in Porto Alegre: the city name without accents or case, and UF RS when known. */
export function isPortoAlegre(address: { cidade?: string | null; uf?: string | null }): boolean {
  const city = removeAccents(address.cidade ?? '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  const uf = (address.uf ?? '').trim().toUpperCase();
  return city === 'porto alegre' && (uf === '' || uf === 'RS');
}

/**
 * The delivery methods for a cart (spec B §3, §4.3): Sedex priced by the quote (0 and calculating before
 * it), motoboy only in Porto Alegre, pick-up always; only pick-up when the cart holds a product.
 */
export function deliveryOffers(input: {
  items: readonly Pick<CartItem, 'tipo' | 'slug'>[];
  address: { cidade?: string | null; uf?: string | null };
  sedexPrice: Cents | null;
}): DeliveryOffer[] {
  const pickup = { ...PICKUP, calculating: false };
  if (cartHasProduct(input.items)) return [pickup];
  const sedex = { ...SEDEX, valor: input.sedexPrice ?? 0, calculating: input.sedexPrice === null };
  const motoboy = isPortoAlegre(input.address) ? [{ ...MOTOBOY, calculating: false }] : [];
  return [sedex, ...motoboy, pickup];
}

/**
 * The delivery a cart may keep (spec B §2.9, §4.2, §4.3): none when nothing ships, and only pick-up once a
 * product is in the cart, whenever the delivery was chosen. Every cart change passes through this, so a
 * Sedex or motoboy chosen before a product was added is never charged.
 */
export function allowedDelivery(
  items: readonly Pick<CartItem, 'tipo' | 'slug'>[],
  delivery: DeliveryOption | null,
): DeliveryOption | null {
  if (!delivery || !cartNeedsShipping(items)) return null;
  if (cartHasProduct(items) && delivery.modalidade !== DeliveryMode.pickup) return null;
  return delivery;
}

/** Choosing an offer: Sedex before its price arrives is refused with the 'calculating' warning (spec B §4.3). */
export function pickDelivery(
  offer: DeliveryOffer,
): { ok: true; delivery: DeliveryOption } | { ok: false; error: string } {
  if (offer.calculating) return { ok: false, error: shopMessages.sedexCalculating };
  const { calculating: _, ...delivery } = offer;
  return { ok: true, delivery };
}

/** The Sedex price to show: the quote, else the fallback once the timeout has passed, else null (spec B §4.3). */
export function sedexPrice(input: { quote: Cents | null; elapsedMs: number; fallback: Cents }): Cents | null {
  if (input.quote !== null) return input.quote;
  return input.elapsedMs >= SEDEX_QUOTE_TIMEOUT_MS ? input.fallback : null;
}

/** The price of a POST perfil/frete answer (spec B §7): the first item's `Valor`, '45,90' → 4590; else null. */
export function parseFreightAnswer(answer: readonly { Valor: string }[] | { error: string }): Cents | null {
  if (!Array.isArray(answer)) return null;
  const first = answer[0];
  if (!first) return null;
  const cents = parseBrazilianDecimal(first.Valor);
  return cents !== null && cents >= 0 ? cents : null;
}

/** The package size sent as `tamanho` to POST perfil/frete: the number of units that travel, at least 1. */
export function freightPackageSize(items: readonly Pick<CartItem, 'tipo' | 'slug' | 'qt'>[]): number {
  return Math.max(
    1,
    items.reduce((sum, i) => (isShippable(i) ? sum + i.qt : sum), 0),
  );
}
