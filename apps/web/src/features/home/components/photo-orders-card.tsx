import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Card } from '../../../components/card';
import { OrdersHelp } from './help/media-help';

/** Photo orders (spec A §2 card 8). The order list call is not served yet: no orders to list. */
export function PhotoOrdersCard() {
  return (
    <Card title="Pedidos de fotos" help={<OrdersHelp />}>
      <p className="empty">Você ainda não fez pedidos de fotos.</p>
      <p className="card-link">
        <Link to={paths.products}>Ver os produtos de fotos</Link>
      </p>
    </Card>
  );
}
