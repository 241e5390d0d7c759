import type { TourStep } from '../../../lib/tour';
import { COMPLEMENTARY_MEASURE } from '../../../lib/tour-words';

/**
 * 'Como selecionar?' (spec B §2.9): five steps from the album to the product. The album is on another
 * screen, so the steps read centred here, in the album's own words.
 */
export const HOW_TO_SELECT_STEPS: readonly TourStep[] = [
  {
    title: 'Abra o álbum',
    description:
      'Na página inicial, em <strong>Fotos e vídeos</strong>, escolha o álbum do evento onde está a foto.',
  },
  {
    title: 'Abra o menu da foto',
    description: 'Clique na foto que você quer usar: abre-se o menu de medidas dela.',
  },
  {
    title: 'Escolha o tipo complementar',
    description: `No menu, escolha a medida <strong>${COMPLEMENTARY_MEASURE}</strong>.`,
  },
  {
    title: 'Escolha “produtos”',
    description:
      'Marque <strong>Foto COMPLEMENTAR para produto</strong> e clique em <strong>Escolher produto</strong>.',
  },
  {
    element: '.cart-complementary',
    title: 'Marque o produto',
    description:
      'Clique no produto que receberá a foto. O número em vermelho é quantas fotos complementares cada produto ainda precisa.',
  },
];
