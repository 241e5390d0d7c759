import {
  type CartItem,
  missingComplementaryFor,
  productsAwaitingComplementary,
  shopMessages,
} from '@portal/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { paths } from '../../../config/paths';

/**
 * 'Foto COMPLEMENTAR para produto' (spec B §4.1 item 5): the products of the cart still waiting for
 * complementary photos; the red number is how many each still needs (spec B §2.9).
 */
export function ProductStep({
  items,
  onChoose,
  onBack,
  onCancel,
}: {
  items: readonly CartItem[];
  onChoose: (item: CartItem) => void;
  onBack: () => void;
  onCancel: () => void;
}) {
  const waiting = productsAwaitingComplementary(items);
  return (
    <div className="menu-step">
      <p className="menu-step-title">Para qual produto é esta foto?</p>
      {waiting.length === 0 ? (
        <p>
          Nenhum produto do seu pedido aguarda fotos complementares.{' '}
          <Link to={paths.products}>Ver produtos</Link>
        </p>
      ) : (
        <ul className="menu-options">
          {waiting.map((item) => {
            const missing = missingComplementaryFor(item);
            return (
              <li key={item.idCart}>
                <button type="button" className="menu-option" onClick={() => onChoose(item)}>
                  <span className="menu-option-name">{item.nome}</span>
                  <span className="menu-option-text">
                    {shopMessages.complementaryProgress(
                      item.detalhes.complementares.length,
                      item.complementar,
                    )}
                  </span>
                  <span className="menu-badge" title="Fotos complementares que faltam">
                    {missing}
                    <span className="visually-hidden"> {missing === 1 ? 'foto falta' : 'fotos faltam'}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="actions">
        <Button variant="secondary" onClick={onBack}>
          Voltar
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </div>
  );
}
