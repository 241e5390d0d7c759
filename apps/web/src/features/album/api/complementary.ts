import {
  type ComplementarySaveRequest,
  complementaryChoiceListSchema,
  complementaryChoiceSchema,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { albumKeys } from './keys';

/** GET /api/complementar (spec B §7): the student's saved complementary choices, by type. */
export const getComplementaryChoices = defineCall({
  path: '/complementar',
  answer: complementaryChoiceListSchema,
  key: () => albumKeys.complementary,
});

export const complementaryChoicesQuery = getComplementaryChoices.queryOptions(undefined, {
  staleTime: 60_000,
});

export function useComplementaryChoices(enabled: boolean) {
  return getComplementaryChoices.useQuery(undefined, { staleTime: 60_000, enabled });
}

/** POST /api/complementar (spec B §7): answers the saved choice. */
export const saveComplementary = defineCall({
  method: 'POST',
  path: '/complementar',
  body: (body: ComplementarySaveRequest) => body,
  answer: complementaryChoiceSchema,
});

/** POST /api/complementar (spec B §7): saves the photo chosen for a type (frame or invitation). */
export function useSaveComplementary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplementarySaveRequest) => saveComplementary(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complementaryChoicesQuery.queryKey }),
  });
}
