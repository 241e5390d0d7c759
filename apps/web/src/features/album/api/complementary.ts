import {
  type ComplementaryChoice,
  type ComplementarySaveRequest,
  complementaryChoiceListSchema,
} from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { albumKeys } from './keys';

/** GET /api/complementar (spec B §7): the student's saved complementary choices, by type. */
export const complementaryChoicesQuery = queryOptions({
  queryKey: albumKeys.complementary,
  queryFn: async ({ signal }): Promise<ComplementaryChoice[]> =>
    complementaryChoiceListSchema.parse(await api<unknown>('/complementar', { signal })),
  staleTime: 60_000,
});

export function useComplementaryChoices(enabled: boolean) {
  return useQuery({ ...complementaryChoicesQuery, enabled });
}

/** POST /api/complementar (spec B §7): saves the photo chosen for a type (frame or invitation). */
export function useSaveComplementary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplementarySaveRequest) => api('/complementar', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complementaryChoicesQuery.queryKey }),
  });
}
