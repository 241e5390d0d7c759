import type { OrderListItem } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/banner';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { registrationOwner } from '../../../lib/registration';
import { useSessionUser } from '../../../lib/session';
import { ordersQuery } from '../api/orders';
import '../orders.css';
import type { OrderPaymentParts } from '../payment-parts';
import { OrderCharge } from './order-charge';
import { OrderDetailView } from './order-detail';
import { StageHistory } from './stage-history';

function OrderRow({
  order,
  onOpen,
  payment,
}: {
  order: OrderListItem;
  onOpen: () => void;
  payment: OrderPaymentParts;
}) {
  return (
    <li className="order-row">
      <button type="button" className="order-open" onClick={onOpen}>
        <span>Pedido nº {order.pedId}</span>
        <strong>{order.valor}</strong>
      </button>
      <OrderCharge charge={order.cobranca} payment={payment} />
      <StageHistory stages={order.historico} />
    </li>
  );
}

/**
 * The photo orders card's body (spec A §2): each order with its id, net value or 'Crédito', boleto and card
 * links and five-stage history; a click opens its detail in a modal. Also the way to Minhas fotos. The
 * finance parts (boleto, card, payment step) come from the app, which composes both features.
 */
export function OrdersArea({ payment }: { payment: OrderPaymentParts }) {
  const owner = registrationOwner(useSessionUser());
  const query = useQuery(ordersQuery(owner));
  const [open, setOpen] = useState<number | null>(null);
  if (query.isPending) return <Spinner label="Carregando os pedidos" />;
  if (query.isError) {
    return (
      <Banner tone="error" role="alert">
        <p>{errorText(query.error)}</p>
      </Banner>
    );
  }
  const orders = query.data;
  return (
    <>
      {orders.length === 0 ? (
        <p className="empty">Você ainda não fez pedidos de fotos.</p>
      ) : (
        <ul className="order-list">
          {orders.map((o) => (
            <OrderRow key={o.pedId} order={o} onOpen={() => setOpen(o.pedId)} payment={payment} />
          ))}
        </ul>
      )}
      <p className="card-link">
        <Link to={paths.myPhotos}>Minhas fotos</Link>
        {' · '}
        <Link to={paths.products}>Ver os produtos de fotos</Link>
      </p>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={`Pedido nº ${open ?? ''}`}>
        {open !== null && <OrderDetailView owner={owner} id={open} payment={payment} />}
      </Modal>
    </>
  );
}
