import { APP_NAME } from '../../../lib/config';

/** /produtos (spec B §2.11). The product list call is not served yet: the empty list. */
function ProductsPage() {
  return (
    <>
      <title>{`Produtos · ${APP_NAME}`}</title>
      <h1 className="page-title">Produtos</h1>
      <p className="empty">Nenhum produto disponível no momento.</p>
    </>
  );
}

export const Component = ProductsPage;
