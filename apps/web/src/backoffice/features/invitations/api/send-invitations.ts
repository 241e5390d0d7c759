import { type InvitationRequest, invitationRequestSchema, invitationResultSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../../lib/define-call';
import { BACKOFFICE_KEY } from '../../../api/request';

/** POST /api/admin/formaturas/:id/convites → how many e-mails were queued and the ids left out. */
const sendInvitations = defineCall({
  method: 'POST',
  path: ({ graduationId }: { graduationId: number; request: InvitationRequest }) =>
    `/admin/formaturas/${graduationId}/convites`,
  body: ({ request }: { graduationId: number; request: InvitationRequest }) =>
    invitationRequestSchema.parse(request),
  answer: invitationResultSchema,
});

export function useSendInvitations(graduationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InvitationRequest) => sendInvitations({ graduationId, request }),
    // The sending is audited with the graduation.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'audit'] }),
  });
}
