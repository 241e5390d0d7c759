import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

/** POST /api/sessao/sair-de-todos: every token of the user stops working, this one included. */
export const signOutEverywhere = defineCall({
  method: 'POST',
  path: '/sessao/sair-de-todos',
  // The header's menu is in the shell: its schema comes from the shell's one lazy module.
  answer: () => import('../../../lib/schemas').then((s) => s.messageSchema),
});

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => signOutEverywhere() });
}
