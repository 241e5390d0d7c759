import { type CartItem, CartItemType, formatBRL, shopMessages } from '@portal/domain';
import { TrashIcon } from '../../../components/icons';
import { removeLine } from '../lib/cart-actions';
import { ComplementaryBlock } from './complementary-block';

/** A line's reference: event and id for a photo (spec B §2.9); a product belongs to no event. */
export function reference(item: CartItem): string {
  return item.evento !== null ? `${item.evento}-${item.id}` : `Produto ${item.id}`;
}

function CartLine({ item }: { item: CartItem }) {
  return (
    <li className="cart-line">
      <div className="cart-line-main">
        {item.caminho ? (
          <img src={item.caminho} alt="" width={72} height={72} loading="lazy" />
        ) : (
          <span className="cart-thumb" />
        )}
        <div className="cart-line-text">
          <strong>{item.nome}</strong>
          <span className="muted">Ref. {reference(item)}</span>
          <span>
            {item.qt} {item.qt === 1 ? 'unidade' : shopMessages.units} · {formatBRL(item.valor)}
          </span>
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label={`Remover ${item.nome} (Ref. ${reference(item)})`}
          onClick={() => removeLine(item)}
        >
          <TrashIcon />
        </button>
      </div>
      {item.tipo === CartItemType.product && <ComplementaryBlock item={item} />}
    </li>
  );
}

/** The cart lines (spec B §2.9): photo, name, reference, quantity, unit price and a remove icon. */
export function CartLines({ items }: { items: readonly CartItem[] }) {
  return (
    <ul className="cart-lines">
      {items.map((item) => (
        <CartLine key={item.idCart} item={item} />
      ))}
    </ul>
  );
}
