import { type RegistrationLinkForm, registrationLinkSchema } from '@portal/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { graduationQuery } from '../../../api/graduations';
import { BACKOFFICE_KEY, call } from '../../../api/request';

/** How often the open link tab refreshes 'N de M vagas'. */
export const LINK_COUNT_REFRESH_MS = 15_000;

/** GET /api/admin/formaturas/:id/link, refreshed while the tab shows it (the live count). */
export const registrationLinkQuery = (graduationId: number) =>
  queryOptions({
    queryKey: [BACKOFFICE_KEY, 'link', graduationId],
    queryFn: ({ signal }) =>
      call(registrationLinkSchema, `/admin/formaturas/${graduationId}/link`, { signal }),
    refetchInterval: LINK_COUNT_REFRESH_MS,
  });

/** PUT /api/admin/formaturas/:id/link → the link as saved (a new key when asked). */
export function useUpdateRegistrationLink(graduationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: RegistrationLinkForm) =>
      call(registrationLinkSchema, `/admin/formaturas/${graduationId}/link`, { method: 'PUT', body: form }),
    onSuccess: (link) => {
      queryClient.setQueryData(registrationLinkQuery(graduationId).queryKey, link);
      void queryClient.invalidateQueries({ queryKey: graduationQuery(graduationId).queryKey });
    },
  });
}
