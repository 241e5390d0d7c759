import {
  type Cart,
  type Checkout,
  type CreditContext,
  finaliseCart,
  formatBRL,
  payButton,
  shopMessages,
} from '@portal/domain';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { DeliveryButton } from '../checkout/delivery-button';

/**
 * The order's figures and buttons (spec B §2.9, §4.2): gross, delivery, credit discounts and the net; pay
 * ('Escolher forma de pagamento' / 'Pagar {amount}') or finalise ('Finalizar pedido' / 'Finalizar') once the
 * checks pass, and 'Voltar ao portal'.
 */
export function CartSummary({
  cart,
  checkout,
  credits,
}: {
  cart: Cart;
  checkout: Checkout;
  credits: CreditContext;
}) {
  const navigate = useNavigate();
  const shipping = checkout.frete.reduce((sum, d) => sum + d.valor, 0);
  const button = payButton(checkout.liquido);
  const onPay = () => {
    const result = finaliseCart(cart, credits);
    if (!result.ok) {
      toast({ kind: 'warning', message: result.error });
      const target = document.querySelector<HTMLElement>(
        result.focus === 'complementary' ? '.cart-complementary-missing' : '.cart-delivery',
      );
      target?.scrollIntoView({ block: 'center' });
      return;
    }
    void navigate(paths.cartPay);
  };
  return (
    <section className="cart-summary" aria-label="Resumo do pedido">
      <dl className="cart-figures">
        <dt>Subtotal</dt>
        <dd>{formatBRL(checkout.bruto)}</dd>
        {checkout.frete[0] && (
          <>
            <dt>{checkout.frete[0].nome}</dt>
            <dd>{formatBRL(shipping)}</dd>
          </>
        )}
        {checkout.descontos.total > 0 && (
          <>
            <dt>Créditos</dt>
            <dd>− {formatBRL(checkout.descontos.total)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd>
          <strong>{formatBRL(checkout.liquido)}</strong>
        </dd>
      </dl>
      <div className="actions">
        <DeliveryButton cart={cart} />
        <Button title={button.title} onClick={onPay}>
          {button.label}
        </Button>
        <Link to={paths.home} className={buttonClass('secondary')}>
          {shopMessages.backToPortal}
        </Link>
      </div>
    </section>
  );
}
