import { formatBRL, grossAmount, shopMessages } from '@portal/domain';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/button';
import { useCart } from '../../../lib/cart';
import { APP_NAME } from '../../../lib/config';
import '../cart.css';

/** /cartpay (spec B §2.10): with an empty cart the user goes to /. The payment step is issue 11's. */
function CartPayPage() {
  const { items } = useCart();
  if (items.length === 0) return <Navigate to={paths.home} replace />;
  return (
    <>
      <title>{`${shopMessages.orderTotal} · ${APP_NAME}`}</title>
      <h1 className="page-title">{shopMessages.orderTotal}</h1>
      <p className="cart-amount">{formatBRL(grossAmount(items))}</p>
      <div className="actions">
        <Link to={paths.cart} className={buttonClass('secondary')}>
          {shopMessages.backToOrder}
        </Link>
      </div>
    </>
  );
}

export const Component = CartPayPage;
