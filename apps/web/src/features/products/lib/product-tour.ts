import type { TourStep } from '../../../lib/tour';
import { COMPLEMENTARY_MEASURE } from '../../../lib/tour-words';

/** The products' four-step first-visit tour (spec B §2.11), remembered under 'tour-produto'. */
export const PRODUCT_TOUR_STEPS: readonly TourStep[] = [
  {
    element: '.product-grid li:first-child .product-card',
    title: 'Escolha um produto',
    description: 'Aqui estão os produtos que você pode incluir no seu pedido, com a descrição de cada um.',
  },
  {
    element: '.product-grid li:first-child .product-settings',
    title: 'Quantidade',
    description:
      'Passe o mouse sobre o produto (ou toque nele) e clique na engrenagem para escolher a quantidade.',
  },
  {
    element: '.product-note',
    title: 'Fotos complementares',
    description:
      'Alguns produtos precisam de fotos complementares. Para fotos diferentes em cada unidade, adicione o produto mais de uma vez.',
  },
  {
    element: '.nav-link[href="/cart"]',
    title: 'Escolha as fotos no álbum',
    description: `Depois, no álbum, abra o menu da foto, escolha “${COMPLEMENTARY_MEASURE}” e marque o produto. O carrinho mostra quantas fotos faltam.`,
  },
];
