import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/sessao/sair-de-todos: every token of the user stops working, this one included. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => api<unknown>('/sessao/sair-de-todos', { method: 'POST' }),
  });
}
