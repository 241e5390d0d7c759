import { useOpenOrderToast } from '../../../lib/cart/open-order';

/** spec A §2: an open order saved on the server (another device's) is offered from a toast (decision 130). */
export function OpenOrderOffer() {
  useOpenOrderToast(true);
  return null;
}
