import { Button } from '../../../components/button';
import { type TourStep, useGuidedTour } from '../../../lib/tour';

/** The home card titled `title`, for a tour step. */
const card = (title: string) => () =>
  [...document.querySelectorAll('.card')].find(
    (el) => el.querySelector('.card-title')?.textContent === title,
  ) ?? null;

/**
 * The home's image tour (spec A §2): a guided look at the cards, the photo tiles and the header. Cards the
 * student does not have (spec A §6) are left out.
 */
export const HOME_TOUR_STEPS: readonly TourStep[] = [
  {
    title: 'Bem-vindo ao Portal do Formando',
    description: 'Em poucos passos, veja onde está cada coisa da sua formatura.',
  },
  {
    element: card('Mural de avisos'),
    optional: true,
    title: 'Mural de avisos',
    description: 'Os avisos para a sua turma e as mensagens só para você.',
  },
  {
    element: card('Área Financeira'),
    optional: true,
    title: 'Área Financeira',
    description: 'Seu contrato, as parcelas pagas e a pagar, e o botão para fazer um pagamento.',
  },
  {
    element: card('Fotos e vídeos'),
    optional: true,
    title: 'Fotos e vídeos',
    description:
      'Clique na foto de um evento para abrir o álbum: escolha as suas fotos, a medida e adicione ao pedido.',
  },
  {
    element: card('Convites e Homenagens'),
    optional: true,
    title: 'Convites e Homenagens',
    description: 'Envie as fotos e músicas da cerimônia dentro do prazo de cada uma.',
  },
  {
    element: '.nav-link[href="/cart"]',
    optional: true,
    title: 'Seu pedido',
    description: 'O carrinho guarda as fotos e produtos escolhidos, com a quantidade ao lado do ícone.',
  },
  {
    element: '.nav-link[href="/perfil"]',
    optional: true,
    title: 'Perfil',
    description: 'Mantenha seu endereço em dia: ele é usado na entrega dos pedidos.',
  },
];

/**
 * 'Conheça o portal': the home's tour, on request only: the spec gives the home no first-visit flag, and the
 * home is where every visit lands (decision 73).
 */
export function HomeTour() {
  const tour = useGuidedTour(HOME_TOUR_STEPS);
  return (
    <Button variant="ghost" className="home-tour" onClick={tour.open}>
      Conheça o portal
    </Button>
  );
}
