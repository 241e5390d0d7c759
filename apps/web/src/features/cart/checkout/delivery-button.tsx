import { type Cart, cartNeedsShipping, shopMessages } from '@portal/domain';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { updateCart, useShopSession } from '../../../lib/cart';
import { DeliveryModal } from './delivery-modal';
import './checkout.css';

/**
 * The cart's delivery button (spec B §2.9): only when something ships; it names the chosen method or says
 * 'Forma de Entrega', and opens the delivery modal. `.cart-delivery` is where a refused finalise scrolls.
 */
export function DeliveryButton({ cart }: { cart: Cart }) {
  const [open, setOpen] = useState(false);
  const { cadastro } = useShopSession();
  if (!cartNeedsShipping(cart.items)) return null;
  return (
    <>
      <Button variant="secondary" className="cart-delivery" onClick={() => setOpen(true)}>
        {cart.delivery?.nome ?? shopMessages.deliveryButton}
      </Button>
      <DeliveryModal
        open={open}
        onClose={() => setOpen(false)}
        cadastro={cadastro}
        items={cart.items}
        chosen={cart.delivery}
        onChoose={(delivery) => updateCart((c) => ({ ...c, delivery }))}
      />
    </>
  );
}
