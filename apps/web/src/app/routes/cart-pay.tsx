import { useQueryClient } from '@tanstack/react-query';
import { CartPayPage } from '../../features/cart/checkout/cart-pay-page';
import { ordersKeys } from '../../features/orders/api/keys';
import { PaymentStepSlot } from '../finance-slots';

// /cartpay's route (spec B §2.10): the app composes the cart with the finance feature's payment step and
// tells the orders feature that an order was placed (decision 57), so the cart imports neither.
export function Component() {
  const queryClient = useQueryClient();
  return (
    <CartPayPage
      PaymentStep={PaymentStepSlot}
      onOrderPlaced={() => void queryClient.invalidateQueries({ queryKey: ordersKeys.all })}
    />
  );
}
