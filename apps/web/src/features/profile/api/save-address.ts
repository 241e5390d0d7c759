import {
  type Cadastro,
  normalizeAddress,
  type RevEnderecoRequest,
  revEnderecoResponseSchema,
  todayInSaoPaulo,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { cadastroQuery } from '../../../lib/registration';
import { SESSION_KEYS, useSessionUser } from '../../../lib/session';

/** POST /api/revendereco (spec B §5.4, §7): answers {msg, type}. */
export const saveAddress = defineCall({
  method: 'POST',
  path: '/revendereco',
  body: (body: RevEnderecoRequest) => body,
  answer: revEnderecoResponseSchema,
});

/**
 * Saves the address. On success the cached registration (query cache and its
 * session copy) takes the saved address at once, so the gate banner disappears everywhere; then it is
 * fetched again, so the server's normalisation and review date replace our copy.
 */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  const { queryKey } = cadastroQuery(useSessionUser());
  return useMutation({
    mutationFn: async (body: RevEnderecoRequest) => {
      const answer = await saveAddress(body);
      // What the server stores (its own date may differ by a few seconds around midnight).
      return { answer, address: normalizeAddress(body, todayInSaoPaulo(new Date())) };
    },
    onSuccess: ({ address }) => {
      const updated = queryClient.setQueryData<Cadastro | null>(queryKey, (old) =>
        old ? { ...old, ...address } : old,
      );
      if (updated) sessionStorage.setItem(SESSION_KEYS.cadastro, JSON.stringify(updated));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
