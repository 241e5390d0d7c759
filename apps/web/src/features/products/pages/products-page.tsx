import { addToCart, type ProductRef, productCartItem, shopMessages } from '@portal/domain';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { changeCart, newCartId, useShopSession } from '../../../lib/cart';
import { APP_NAME } from '../../../lib/config';
import { LOCAL_FLAGS } from '../../../lib/local-flags';
import { useReturnFocus } from '../../../lib/return-focus';
import { useGuidedTour } from '../../../lib/tour';
import { useProducts } from '../api/products';
import { ProductCard } from '../components/product-card';
import { QuantityMenu } from '../components/quantity-menu';
import { PRODUCT_TOUR_STEPS } from '../lib/product-tour';
import '../products.css';

/** /produtos (spec B §2.11). */
function ProductsPage() {
  const products = useProducts();
  const { permissions } = useShopSession();
  const [chosen, setChosen] = useState<ProductRef | null>(null);
  const focus = useReturnFocus();
  const open = (product: ProductRef) => {
    focus.remember();
    setChosen(product);
  };
  const close = () => {
    setChosen(null);
    focus.restore();
  };
  const list = products.data ?? [];
  const canOrder = permissions.cart;
  const tour = useGuidedTour(PRODUCT_TOUR_STEPS, {
    firstVisitFlag: LOCAL_FLAGS.tourProduct,
    ready: canOrder && list.length > 0,
  });

  useEffect(() => {
    // spec B §8: a product list that fails to load is only logged.
    if (products.isError) console.error('products not loaded', products.error);
  }, [products.isError, products.error]);

  const add = (product: ProductRef, qt: number) => {
    const change = changeCart((cart) => addToCart(cart, productCartItem(product, qt, newCartId())));
    close();
    if (!change.ok) return toast({ kind: 'warning', message: change.error });
    // spec B §4.2: 'Ítem adicionado.' with 'Ver carrinho?'.
    toast({
      kind: 'success',
      message: change.message,
      action: { label: shopMessages.viewCart, to: paths.cart },
    });
  };

  return (
    <>
      <title>{`Produtos · ${APP_NAME}`}</title>
      <div className="products-header">
        <h1 className="page-title">Produtos</h1>
        {canOrder && list.length > 0 && (
          <Button variant="secondary" onClick={tour.open}>
            Ajuda
          </Button>
        )}
      </div>
      {products.isPending ? (
        <div className="skeleton products-skeleton" role="status">
          <span className="visually-hidden">Carregando produtos…</span>
        </div>
      ) : list.length === 0 ? (
        <p className="empty">Nenhum produto disponível no momento.</p>
      ) : (
        <>
          <p className="product-note">
            Aumentar a quantidade de um produto não permite escolher fotos complementares diferentes para cada
            unidade: para isso, adicione o produto mais de uma vez.
          </p>
          <ul className="product-grid">
            {list.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} onSettings={canOrder ? open : null} />
              </li>
            ))}
          </ul>
        </>
      )}
      {chosen && <QuantityMenu product={chosen} onAdd={(qt) => add(chosen, qt)} onClose={close} />}
    </>
  );
}

export const Component = ProductsPage;
