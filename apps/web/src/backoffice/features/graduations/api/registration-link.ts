import { type RegistrationLinkForm, registrationLinkSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../../lib/define-call';
import { graduationQuery } from '../../../api/graduations';
import { BACKOFFICE_KEY } from '../../../api/request';

/** How often the open link tab refreshes 'N de M vagas'. */
export const LINK_COUNT_REFRESH_MS = 15_000;

/** GET /api/admin/formaturas/:id/link, refreshed while the tab shows it (the live count). */
const getRegistrationLink = defineCall({
  path: (graduationId: number) => `/admin/formaturas/${graduationId}/link`,
  answer: registrationLinkSchema,
  key: (graduationId: number) => [BACKOFFICE_KEY, 'link', graduationId] as const,
});

export const registrationLinkQuery = (graduationId: number) =>
  getRegistrationLink.queryOptions(graduationId, { refetchInterval: LINK_COUNT_REFRESH_MS });

/** PUT /api/admin/formaturas/:id/link → the link as saved (a new key when asked). */
const updateRegistrationLink = defineCall({
  method: 'PUT',
  path: ({ graduationId }: { graduationId: number; form: RegistrationLinkForm }) =>
    `/admin/formaturas/${graduationId}/link`,
  body: ({ form }: { graduationId: number; form: RegistrationLinkForm }) => form,
  answer: registrationLinkSchema,
});

export function useUpdateRegistrationLink(graduationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: RegistrationLinkForm) => updateRegistrationLink({ graduationId, form }),
    onSuccess: (link) => {
      queryClient.setQueryData(registrationLinkQuery(graduationId).queryKey, link);
      void queryClient.invalidateQueries({ queryKey: graduationQuery(graduationId).queryKey });
    },
  });
}
