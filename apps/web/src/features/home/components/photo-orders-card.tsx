import type { ReactNode } from 'react';
import { Card } from '../../../components/card';
import { OrdersHelp } from './help/media-help';

/**
 * Photo orders (spec A §2 card 8): each order with its status; a click opens its detail. Its body is the
 * orders feature's list, which the app hands in (decision 57).
 */
export function PhotoOrdersCard({ children }: { children: ReactNode }) {
  return (
    <Card title="Pedidos de fotos" help={<OrdersHelp />}>
      {children}
    </Card>
  );
}
