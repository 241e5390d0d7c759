import type { Cadastro, CamisetaRequest, RevEnderecoResponse, TshirtSizeId } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cadastroQuery } from '../../../lib/registration';
import { useSessionUser } from '../../../lib/session';

/** POST /api/camiseta {AlMedida}: answers {msg, type}; after FormLimiteCamisetas, 409 DEADLINE. */
export function useSaveShirtSize() {
  const queryClient = useQueryClient();
  const { queryKey } = cadastroQuery(useSessionUser());
  return useMutation({
    mutationFn: (size: TshirtSizeId) =>
      api<RevEnderecoResponse>('/camiseta', {
        method: 'POST',
        body: { AlMedida: size } satisfies CamisetaRequest,
      }),
    onSuccess: (_answer, size) => {
      // The registration is the source of AlMedida: update it now, then reload it (and its stored copy).
      queryClient.setQueryData<Cadastro | null>(queryKey, (old) => (old ? { ...old, AlMedida: size } : old));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
