import {
  formatBRL,
  type OrderCartLine,
  type OrderDetail,
  PAYMENT_METHODS,
  type ParcelWire,
  PaymentMethod,
  toCents,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AddressGatedButton } from '../../../components/address-gate';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { errorText } from '../../../lib/api-client';
import { sessionPermissions, useCadastro } from '../../../lib/registration';
import { useSessionUser } from '../../../lib/session';
import { ordersKeys } from '../api/keys';
import { orderDetailQuery, orderParcel } from '../api/orders';
import { saveOrderZip } from '../lib/download';
import type { OrderPaymentParts } from '../payment-parts';
import { OrderCharge } from './order-charge';
import { StageHistory } from './stage-history';

const money = (reais: number) => formatBRL(toCents(reais));

/** A line's reference, as the cart shows it: event and photo for a photo, the product's id otherwise. */
function lineReference(line: OrderCartLine): string {
  const { id, evento } = line;
  if (typeof id !== 'number') return '';
  return typeof evento === 'number' ? `Ref. ${evento}-${id}` : `Produto ${id}`;
}

function ItemsTable({ order }: { order: OrderDetail }) {
  return (
    <div className="order-table-wrap">
      <table className="order-table stacked-table">
        <caption className="visually-hidden">Itens do pedido {order.pedido.pedId}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qtd.</th>
            <th scope="col">Valor</th>
          </tr>
        </thead>
        <tbody>
          {order.cart.map((line) => (
            <tr key={line.idCart}>
              <td className="order-item">
                {line.caminho ? (
                  <img src={line.caminho} alt="" width={56} height={56} loading="lazy" />
                ) : (
                  <span className="order-thumb" />
                )}
                <span className="order-item-text">
                  <span>{line.detalhes.nome}</span>
                  <span className="muted">{lineReference(line)}</span>
                </span>
              </td>
              <td data-label="Qtd.">{line.qt}</td>
              <td data-label="Valor">{money(line.detalhes.valor * line.qt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Paying an unpaid order from its detail (spec A §2 actions): the method, then its payment step. */
function PayOrder({ pedId, payment }: { pedId: number; payment: OrderPaymentParts }) {
  const user = useSessionUser();
  const { data: cadastro } = useCadastro();
  const can = sessionPermissions(user, cadastro);
  const queryClient = useQueryClient();
  const [parcel, setParcel] = useState<ParcelWire | null>(null);
  const pay = useMutation({
    mutationFn: (method: number) => orderParcel(pedId, method),
    onSuccess: (p) => {
      setParcel(p);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    },
  });
  if (parcel) return <payment.PaymentStep parcel={parcel} />;
  const methods = [
    can.payByCard && PaymentMethod.cartao,
    can.payByBoleto && PaymentMethod.boleto,
    can.payByPix && PaymentMethod.pix,
  ].filter((m): m is 2 | 5 | 6 => typeof m === 'number');
  return (
    <div className="stack">
      <div className="actions">
        {methods.map((m) => (
          <AddressGatedButton
            key={m}
            variant="secondary"
            loading={pay.isPending && pay.variables === m}
            onClick={() => pay.mutate(m)}
          >
            Pagar com {PAYMENT_METHODS[m].nome}
          </AddressGatedButton>
        ))}
      </div>
      {pay.isError && (
        <p className="fin-text-error" role="alert">
          {errorText(pay.error)}
        </p>
      )}
    </div>
  );
}

/**
 * An order's detail (spec A §2): its items, shipping and tracking, subtotal, discounts, total, payment
 * method and actions (download the zip of a paid order, pay an unpaid one).
 */
export function OrderDetailView({
  owner,
  id,
  payment,
}: {
  owner: number | null;
  id: number;
  payment: OrderPaymentParts;
}) {
  const query = useQuery(orderDetailQuery(owner, id));
  const [downloading, setDownloading] = useState(false);
  if (query.isPending) return <Spinner label="Carregando o pedido" />;
  if (query.isError) {
    return (
      <Banner tone="error" role="alert">
        <p>{errorText(query.error)}</p>
      </Banner>
    );
  }
  const order = query.data;
  const p = order.pedido;
  return (
    <div className="stack order-detail">
      <ItemsTable order={order} />
      <dl className="order-figures">
        <dt>Entrega</dt>
        <dd>{order.entrega ? `${order.entrega} · ${money(p.pedFrete)}` : 'Sem entrega (somente digital)'}</dd>
        {p.pedRastreio && (
          <>
            <dt>Rastreio</dt>
            <dd>{p.pedRastreio}</dd>
          </>
        )}
        <dt>Subtotal</dt>
        <dd>{money(order.checkout.bruto)}</dd>
        <dt>Descontos</dt>
        <dd>{p.pedDesconto > 0 ? `− ${money(p.pedDesconto)}` : money(0)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{money(Math.max(0, p.pedTotal - p.pedDesconto))}</strong>
        </dd>
        {order.formaPagamento && (
          <>
            <dt>Forma de pagamento</dt>
            <dd>{order.formaPagamento}</dd>
          </>
        )}
      </dl>
      {!order.formaPagamento && order.acoes.pagar && <p className="order-awaiting">Aguardando pagamento</p>}
      <StageHistory stages={order.historico} />
      <OrderCharge charge={order.cobranca} payment={payment} />
      <div className="actions">
        {order.acoes.baixar && (
          <Button
            loading={downloading}
            onClick={() => {
              setDownloading(true);
              void saveOrderZip(p.pedId).finally(() => setDownloading(false));
            }}
          >
            Baixar as fotos (zip)
          </Button>
        )}
      </div>
      {order.acoes.pagar && !order.cobranca?.cartao && <PayOrder pedId={p.pedId} payment={payment} />}
    </div>
  );
}
