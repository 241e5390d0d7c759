import { computeCheckout, shopMessages } from '@portal/domain';
import { useCart, useShopSession } from '../../../lib/cart';
import { APP_NAME } from '../../../lib/config';
import { CartLines } from '../components/cart-lines';
import { CartSummary } from '../components/cart-summary';
import { CreditsPanel } from '../components/credits-panel';
import { EmptyCart } from '../components/empty-cart';
import '../cart.css';

/** /cart (spec B §2.9): the open order, kept locally and on the server. */
function CartPage() {
  const cart = useCart();
  const { permissions, credits } = useShopSession();
  const checkout = computeCheckout(cart.items, cart.delivery, credits);
  return (
    <>
      <title>{`${shopMessages.cartTitle} · ${APP_NAME}`}</title>
      <h1 className="page-title">{shopMessages.cartTitle}</h1>
      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-layout">
          <CartLines items={cart.items} />
          <div className="cart-side">
            {permissions.creditsPanel && <CreditsPanel checkout={checkout} credits={credits} />}
            <CartSummary cart={cart} checkout={checkout} credits={credits} />
          </div>
        </div>
      )}
    </>
  );
}

export const Component = CartPage;
