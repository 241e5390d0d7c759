import { shopMessages } from '../messages';
import { type CartItem, CartItemType, cartNeedsShipping } from './cart-item';
import { allowedDelivery, type DeliveryOption } from './delivery';
import { normaliseQuantity } from './measures';

/** The line removed last, kept for one undo (spec B §4.2). */
export interface RemovedLine {
  item: CartItem;
  index: number;
  /** The delivery the removal cleared, restored by the undo. */
  clearedDelivery: DeliveryOption | null;
}

/** The open cart: its lines, the chosen delivery and the one-step undo. */
export interface Cart {
  items: readonly CartItem[];
  delivery: DeliveryOption | null;
  undo: RemovedLine | null;
}

/** The outcome of a cart change: the new cart and its toast, or the warning that refused it. */
export type CartChange = { ok: true; cart: Cart; message: string } | { ok: false; error: string };

/** A cart with no lines, no delivery and nothing to undo. */
export function emptyCart(items: readonly CartItem[] = []): Cart {
  return { items, delivery: null, undo: null };
}

/** True when a photo line with the same measure, event and photo is already in the cart (spec B §4.1 item 4). */
type PhotoKey = Pick<CartItem, 'tipo' | 'slug' | 'evento' | 'id'>;
export function hasSamePhotoLine(items: readonly PhotoKey[], item: PhotoKey): boolean {
  return items.some(
    (i) =>
      i.tipo !== CartItemType.product && i.slug === item.slug && i.evento === item.evento && i.id === item.id,
  );
}

/**
 * Adds a line (spec B §4.1, §4.2). A photo already there in the same measure is refused; products may be
 * added twice (spec B §2.11 tells students to do so for different complementary photos) and go to the front
 * with an empty complementary list.
 */
export function addToCart(cart: Cart, item: CartItem): CartChange {
  const qt = normaliseQuantity(item, item.qt);
  if (item.tipo === CartItemType.product) {
    const line: CartItem = { ...item, qt, tamanho: 0, detalhes: { ...item.detalhes, complementares: [] } };
    const items = [line, ...cart.items];
    // A Sedex or motoboy chosen before goes: with a product only pick-up is offered (spec B §4.3).
    const delivery = allowedDelivery(items, cart.delivery);
    return { ok: true, cart: { ...cart, items, delivery }, message: shopMessages.productAdded };
  }
  if (hasSamePhotoLine(cart.items, item)) return { ok: false, error: shopMessages.duplicateItem };
  return {
    ok: true,
    cart: { ...cart, items: [...cart.items, { ...item, qt }] },
    message: shopMessages.photoAdded,
  };
}

/** Changes a line's quantity: at least 1, always 1 for digital (spec B §4.1 item 3, §5.3). */
export function setQuantity(cart: Cart, idCart: string, qt: number): Cart {
  return {
    ...cart,
    items: cart.items.map((i) => (i.idCart === idCart ? { ...i, qt: normaliseQuantity(i, qt) } : i)),
  };
}

/**
 * Removes a line and keeps it for one undo; when no shippable line remains the chosen delivery is cleared
 * (spec B §4.2). A second removal replaces the undo.
 */
export function removeFromCart(cart: Cart, idCart: string): CartChange {
  const index = cart.items.findIndex((i) => i.idCart === idCart);
  const item = cart.items[index];
  if (!item) return { ok: true, cart, message: shopMessages.itemRemoved };
  const items = cart.items.filter((i) => i.idCart !== idCart);
  const clearedDelivery = cartNeedsShipping(items) ? null : cart.delivery;
  const delivery = clearedDelivery ? null : cart.delivery;
  return {
    ok: true,
    cart: { items, delivery, undo: { item, index, clearedDelivery } },
    message: shopMessages.itemRemoved,
  };
}

/**
 * Puts the last removed line back where it was, with the delivery its removal cleared. When the same photo
 * was added again meanwhile the undo is dropped, so that the cart never holds a duplicate.
 */
export function undoRemove(cart: Cart): Cart {
  const undo = cart.undo;
  if (!undo) return cart;
  if (undo.item.tipo !== CartItemType.product && hasSamePhotoLine(cart.items, undo.item)) {
    return { ...cart, undo: null };
  }
  const items = [...cart.items];
  items.splice(Math.min(undo.index, items.length), 0, undo.item);
  return { items, delivery: allowedDelivery(items, cart.delivery ?? undo.clearedDelivery), undo: null };
}

/**
 * Sets the chosen delivery; a cart that needs no shipping keeps none, and a cart holding a product keeps
 * only pick-up (spec B §4.3): anything else is refused, leaving no delivery chosen.
 */
export function setDelivery(cart: Cart, delivery: DeliveryOption | null): Cart {
  return { ...cart, delivery: allowedDelivery(cart.items, delivery) };
}

/** The product no longer waits for complementary photos: its required count becomes 0 (spec B §4.2). */
export function dispenseComplementaries(cart: Cart, idCart: string): Cart {
  return {
    ...cart,
    items: cart.items.map((i) =>
      i.idCart === idCart && i.tipo === CartItemType.product ? { ...i, complementar: 0 } : i,
    ),
  };
}
