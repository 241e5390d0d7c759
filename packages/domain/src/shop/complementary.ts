import { addDays, formatDateBR, type IsoDate, isIsoDate } from '../dates';
import { globalMessages, shopMessages } from '../messages';
import type { Cart, CartChange } from './cart';
import { type CartItem, CartItemType, type ComplementaryPhoto, missingComplementaryFor } from './cart-item';

/** Complementary photo types (spec B §3). */
export const ComplementaryKind = { frame: 'quadro', invitation: 'convite', product: 'produto' } as const;
export type ComplementaryKind = (typeof ComplementaryKind)[keyof typeof ComplementaryKind];

/** How each complementary type is offered in the album menu (spec B §3 photo types, verbatim descriptions). */
export const COMPLEMENTARY_TYPE_OPTIONS: Readonly<
  Record<ComplementaryKind, { slug: ComplementaryKind; nome: string; descricao: string }>
> = {
  quadro: { slug: 'quadro', nome: 'Quadro', descricao: 'Foto INDIVIDUAL VERTICAL de escolha livre' },
  convite: { slug: 'convite', nome: 'Convite', descricao: 'Foto INDIVIDUAL VERTICAL em estúdio' },
  produto: { slug: 'produto', nome: 'Produto', descricao: 'Foto COMPLEMENTAR para produto' },
};

/** How long the deadline reminder stays (spec B §4.1 item 7, §9). */
export const COMPLEMENTARY_REMINDER_MS = 7000;
/** How long the dispense confirmation waits (spec B §4.2, §9). */
export const DISPENSE_CONFIRM_MS = 15_000;

/**
 * The complementary window (spec B §4.1 item 7, spec A §9): the deadline is the last open day; the window
 * closes when the next day starts in São Paulo. Closed without the flag or without a valid deadline.
 */
export function complementaryWindowOpen(
  input: { enabled: boolean; deadline: IsoDate | null },
  today: IsoDate,
): boolean {
  if (!input.enabled || !input.deadline || !isIsoDate(input.deadline)) return false;
  return today < addDays(input.deadline, 1);
}

/** The 7-second reminder of the complementary deadline. */
export function complementaryReminder(deadline: IsoDate): string {
  return shopMessages.complementaryDeadline(formatDateBR(deadline));
}

/** Product lines that still wait for complementary photos: the targets of 'Foto COMPLEMENTAR para produto'. */
export function productsAwaitingComplementary(items: readonly CartItem[]): CartItem[] {
  return items.filter((i) => missingComplementaryFor(i) > 0);
}

/**
 * Adds a photo to a product's complementary list (spec B §4.1 item 5): refused when the same measure slug
 * and photo id are already there, or when the product already has all it needs.
 */
export function addComplementaryToProduct(cart: Cart, idCart: string, photo: ComplementaryPhoto): CartChange {
  const product = cart.items.find((i) => i.idCart === idCart && i.tipo === CartItemType.product);
  if (!product) return { ok: false, error: globalMessages.notFound };
  const chosen = product.detalhes.complementares;
  if (chosen.some((c) => c.slug === photo.slug && c.id === photo.id)) {
    return { ok: false, error: shopMessages.duplicateComplementary };
  }
  if (missingComplementaryFor(product) === 0) return { ok: false, error: shopMessages.complementaryFull };
  const updated = { ...product, detalhes: { ...product.detalhes, complementares: [...chosen, photo] } };
  return {
    ok: true,
    cart: { ...cart, items: cart.items.map((i) => (i === product ? updated : i)) },
    message: shopMessages.complementaryProductAdded,
  };
}

/** Removes a complementary photo from a product (spec B §4.2). */
export function removeComplementary(
  cart: Cart,
  idCart: string,
  photo: Pick<ComplementaryPhoto, 'slug' | 'id'>,
): CartChange {
  const items = cart.items.map((i) =>
    i.idCart === idCart
      ? {
          ...i,
          detalhes: {
            ...i.detalhes,
            complementares: i.detalhes.complementares.filter(
              (c) => !(c.slug === photo.slug && c.id === photo.id),
            ),
          },
        }
      : i,
  );
  return { ok: true, cart: { ...cart, items }, message: shopMessages.complementaryRemoved };
}

/** A saved complementary choice (spec B §3): the type and its photos. */
export interface ComplementaryChoice {
  tipo: string;
  content: { caminho: string; nome?: string }[];
}

/** What choosing a photo for a frame or invitation does (spec B §4.1 item 6). */
export type ChoicePlan =
  | { kind: 'save'; choices: ComplementaryChoice[]; message: string }
  | { kind: 'confirm'; earlier: ComplementaryChoice }
  | { kind: 'unchanged' };

/**
 * Choosing `photo` as the `tipo` complementary: saved at once when nothing was chosen for that type;
 * otherwise, until `decision` is given, the earlier choice is returned for the keep-or-replace dialog.
 * One photo per type: 'keep' leaves the earlier one, 'replace' puts the new one in its place.
 */
export function planComplementaryChoice(
  choices: readonly ComplementaryChoice[],
  tipo: string,
  photo: { caminho: string; nome?: string },
  decision?: 'keep' | 'replace',
): ChoicePlan {
  const earlier = choices.find((c) => c.tipo === tipo);
  const next = { tipo, content: [photo] };
  const message = shopMessages.complementarySelected;
  if (!earlier) return { kind: 'save', choices: [...choices, next], message };
  if (earlier.content.some((p) => p.caminho === photo.caminho)) return { kind: 'unchanged' };
  if (!decision) return { kind: 'confirm', earlier };
  if (decision === 'keep') return { kind: 'unchanged' };
  return { kind: 'save', choices: choices.map((c) => (c === earlier ? next : c)), message };
}
