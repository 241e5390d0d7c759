import { idAnswerSchema, messageSchema, type StaffInvite, staffMemberSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { defineCall } from '../../../../lib/define-call';
import { BACKOFFICE_KEY } from '../../../api/request';

export type { StaffInvite, StaffMember } from '@portal/domain';

const staffKey = [BACKOFFICE_KEY, 'staff'] as const;

/** GET /api/admin/equipe: the active administrators, the caller marked (decision 115). */
const getStaff = defineCall({
  path: '/admin/equipe',
  answer: z.array(staffMemberSchema),
  key: () => staffKey,
});
export const staffQuery = () => getStaff.queryOptions(undefined);

/** POST /api/admin/equipe: the invitation e-mail leaves with the account → its id and a message. */
const inviteAdmin = defineCall({
  method: 'POST',
  path: '/admin/equipe',
  body: (input: StaffInvite) => input,
  answer: idAnswerSchema.extend(messageSchema.shape),
});

/** POST /api/admin/equipe/:id/rebaixar or DELETE /api/admin/equipe/:id → the message to show. */
const demoteAdmin = defineCall({
  method: 'POST',
  path: (id: number) => `/admin/equipe/${id}/rebaixar`,
  answer: messageSchema,
});
const removeAdmin = defineCall({
  method: 'DELETE',
  path: (id: number) => `/admin/equipe/${id}`,
  answer: messageSchema,
});

function useStaffWrite<V, T>(send: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export const useInviteAdmin = () => useStaffWrite((input: StaffInvite) => inviteAdmin(input));

/** Demote (the person stays, as a student user) or remove (the account closes). */
export const useRevokeAdmin = () =>
  useStaffWrite(({ id, remove }: { id: number; remove: boolean }) =>
    remove ? removeAdmin(id) : demoteAdmin(id),
  );
