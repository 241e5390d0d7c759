import type { TourStep } from '../../../lib/tour';

/** The album's guided tour (spec B §2.8): opened by 'Ajuda', and by itself on the first visit. */
export const ALBUM_TOUR_STEPS: readonly TourStep[] = [
  {
    title: 'Bem-vindo ao álbum',
    description: 'Aqui estão as fotos do evento. Veja como escolher as suas e montar o seu pedido.',
  },
  {
    element: '.album-tabs',
    title: 'Páginas',
    description: 'As fotos estão divididas em páginas. Clique no número para ver outra página.',
  },
  {
    element: '.album-grid li:first-child .album-photo',
    title: 'Escolha uma foto',
    description:
      'Clique na foto para abrir o menu: escolha a medida, a quantidade e adicione ao pedido. A tecla Esc fecha o menu.',
  },
  {
    element: '.nav-link[href="/cart"]',
    title: 'Seu pedido',
    description: 'As fotos escolhidas ficam no carrinho, com a quantidade de itens ao lado do ícone.',
  },
  {
    element: '.album-help',
    title: 'Ajuda',
    description: 'Clique em Ajuda para ver estas dicas de novo quando quiser.',
  },
];
