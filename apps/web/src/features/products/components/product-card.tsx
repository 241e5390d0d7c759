import { formatBRL, type ProductRef } from '@portal/domain';
import { SettingsIcon } from '../../../components/icons';

/**
 * One product (spec B §2.11): image, name, description and price; hovering (or focusing) reveals the
 * settings button that opens the quantity menu.
 */
export function ProductCard({
  product,
  onSettings,
}: {
  product: ProductRef;
  onSettings: ((product: ProductRef) => void) | null;
}) {
  return (
    <article className="product-card">
      <div className="product-image">
        {product.caminho && (
          <img src={product.caminho} alt="" width={400} height={300} loading="lazy" decoding="async" />
        )}
        {onSettings && (
          <button
            type="button"
            className="product-settings"
            aria-label={`Adicionar ${product.nome} ao pedido`}
            aria-haspopup="dialog"
            onClick={() => onSettings(product)}
          >
            <SettingsIcon />
          </button>
        )}
      </div>
      <div className="product-text">
        <h2>{product.nome}</h2>
        <p className="product-price">{formatBRL(product.valor)}</p>
        {product.descricao && <p className="muted">{product.descricao}</p>}
        {product.complementar > 0 && (
          <p className="product-complementary">
            {product.complementar === 1
              ? 'Precisa de 1 foto complementar'
              : `Precisa de ${product.complementar} fotos complementares`}
          </p>
        )}
      </div>
    </article>
  );
}
