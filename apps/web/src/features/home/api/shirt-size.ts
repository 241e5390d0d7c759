import type { Cadastro, CamisetaRequest, TshirtSizeId } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { cadastroQuery } from '../../../lib/registration';
import { useSessionUser } from '../../../lib/session';

/** POST /api/camiseta {AlMedida}: answers {msg, type}; after FormLimiteCamisetas, 409 DEADLINE. */
export const saveShirtSize = defineCall({
  method: 'POST',
  path: '/camiseta',
  body: (size: TshirtSizeId) => ({ AlMedida: size }) satisfies CamisetaRequest,
  answer: () => import('./schemas').then((s) => s.revEnderecoResponseSchema),
});

export function useSaveShirtSize() {
  const queryClient = useQueryClient();
  const { queryKey } = cadastroQuery(useSessionUser());
  return useMutation({
    mutationFn: (size: TshirtSizeId) => saveShirtSize(size),
    onSuccess: (_answer, size) => {
      // The registration is the source of AlMedida: update it now, then reload it (and its stored copy).
      queryClient.setQueryData<Cadastro | null>(queryKey, (old) => (old ? { ...old, AlMedida: size } : old));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
