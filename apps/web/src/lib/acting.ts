import type { AuthResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { cadastroQueryKey } from './registration';
import { setSession } from './session';

/**
 * An administrator acting as a student (spec B §6): the API answers a new token and user; the session
 * switches to it and the registration is loaded again for the new owner.
 */
function useSwitchSession(call: (id: number | null) => Promise<AuthResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: cadastroQueryKey });
      setSession(answer);
    },
  });
}

/** POST /api/admin/agir {studentId}. */
export function useStartActing() {
  return useSwitchSession((studentId) =>
    api<AuthResponse>('/admin/agir', { method: 'POST', body: { studentId } }),
  );
}

/** DELETE /api/admin/agir: back to the plain administrator. */
export function useStopActing() {
  return useSwitchSession(() => api<AuthResponse>('/admin/agir', { method: 'DELETE' }));
}
