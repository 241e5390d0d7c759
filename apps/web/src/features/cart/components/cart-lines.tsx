import { formatBRL, shopMessages, toCents } from '@portal/domain';
import { TrashIcon } from '../../../components/icons';
import { toast } from '../../../components/toast';
import { type CartItem, readCart, writeCart } from '../cart-store';

/** A line's reference: event and id (spec B §2.9). */
function reference(item: CartItem): string {
  return item.evento !== undefined && item.evento !== '' ? `${item.evento}-${item.id}` : String(item.id);
}

function remove(item: CartItem) {
  const before = readCart();
  writeCart(before.filter((line) => line.idCart !== item.idCart));
  // Kept for one undo (spec B §4.2).
  toast({
    kind: 'info',
    message: shopMessages.itemRemoved,
    action: { label: shopMessages.undo, onClick: () => writeCart(before) },
  });
}

/** The cart lines (spec B §2.9): photo, name, reference, quantity, unit price and a remove icon. */
export function CartLines({ items }: { items: CartItem[] }) {
  return (
    <ul className="cart-lines">
      {items.map((item) => (
        <li key={item.idCart} className="cart-line">
          {item.caminho ? (
            <img src={item.caminho} alt="" width={72} height={72} loading="lazy" />
          ) : (
            <span className="cart-thumb" />
          )}
          <div className="cart-line-text">
            <strong>{item.nome}</strong>
            <span className="muted">Ref. {reference(item)}</span>
            <span>
              {item.qt} {item.qt === 1 ? 'unidade' : shopMessages.units} · {formatBRL(toCents(item.valor))}
            </span>
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={`Remover ${item.nome}`}
            onClick={() => remove(item)}
          >
            <TrashIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Gross amount of the lines: unit value times quantity, in centavos (spec B §4.2). */
export function linesTotal(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + toCents(item.valor) * item.qt, 0);
}
