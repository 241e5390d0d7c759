import { type InvitationRequest, invitationRequestSchema, invitationResultSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BACKOFFICE_KEY, call } from '../../../api/request';

/** POST /api/admin/formaturas/:id/convites → how many e-mails were queued and the ids left out. */
export function useSendInvitations(graduationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InvitationRequest) =>
      call(invitationResultSchema, `/admin/formaturas/${graduationId}/convites`, {
        method: 'POST',
        body: invitationRequestSchema.parse(request),
      }),
    // The sending is audited with the graduation.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'audit'] }),
  });
}
