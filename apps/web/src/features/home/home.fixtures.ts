import type { Cadastro } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../test/render';

type Handlers = Parameters<typeof mockApi>[0];

/** The home's calls answered for `cadastro`: no notices, no events; `extra` adds or replaces answers. */
export function mockHome(cadastro: Cadastro, extra: Handlers = {}) {
  return mockApi({
    'GET /api/perfil/cadastro': { body: cadastro },
    'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    'GET /api/perfil/fotos': { body: [] },
    'GET /api/pedidos/consultar': { body: [] },
    ...extra,
  });
}

/** The titles of the home cards on screen, in document order. */
export async function cardTitles(): Promise<string[]> {
  await screen.findByRole('region', { name: 'Mural de avisos' });
  return within(screen.getByRole('main'))
    .getAllByRole('region')
    .map((card) => card.querySelector('h2')?.textContent ?? '');
}

/** The cards of spec A §2, in its order. */
export const SPEC_ORDER = [
  'Mural de avisos',
  'Loja do Formando',
  'Área Financeira',
  'Camiseta',
  'Convite digital',
  'Fotos e vídeos',
  'Data e local da formatura',
  'Pedidos de fotos',
  'Convites e Homenagens',
  'Ferramentas da Comissão',
] as const;
