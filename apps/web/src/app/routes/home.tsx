import type { HomeAreas } from '../../features/home/areas';
import { HomePage, makeLoader } from '../../features/home/pages/home-page';
import { FinanceAreaSlot, PaymentReturnSlot } from '../finance-slots';
import { useSessionRefreshAfterPaint } from '../guards';
import { OrdersAreaSlot } from '../orders-slots';

// The home's route (spec A §2): the app is where features meet (decision 57), so it composes the home with
// the finance and orders areas; each area's code still loads in its own chunk, after the home has painted.
const AREAS: HomeAreas = {
  Finance: FinanceAreaSlot,
  Orders: OrdersAreaSlot,
  PaymentReturn: PaymentReturnSlot,
};

export function Component() {
  useSessionRefreshAfterPaint();
  return <HomePage areas={AREAS} />;
}

export { makeLoader };
