import type { InvitationRequest } from '@portal/domain';

export type InvitationKind = InvitationRequest['kind'];

/** What each kind of invitation sends (the API's students.service invite), in the administrator's words. */
export const INVITATION_KINDS: Record<InvitationKind, { label: string; description: string }> = {
  acesso: {
    label: 'Acesso ao portal',
    description:
      'Quem já tem usuário no portal recebe um link de entrada que vale uma única vez; quem ainda não tem recebe o endereço da página para criar o usuário.',
  },
  autocadastro: {
    label: 'Link de autocadastro',
    description:
      'Cada formando escolhido recebe o link de autocadastro desta formatura, o mesmo do cartaz, para conferir e completar o cadastro.',
  },
};

/** 'N formandos' with the singular for one. */
export const studentCount = (n: number) =>
  n === 1 ? '1 formando' : `${n.toLocaleString('pt-BR')} formandos`;
