import { OrdersAreaSlot } from '../../../app/orders-slots';
import { Card } from '../../../components/card';
import { OrdersHelp } from './help/media-help';

/** Photo orders (spec A §2 card 8): each order with its status; a click opens its detail. */
export function PhotoOrdersCard() {
  return (
    <Card title="Pedidos de fotos" help={<OrdersHelp />}>
      <OrdersAreaSlot />
    </Card>
  );
}
