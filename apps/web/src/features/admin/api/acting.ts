import type { AuthResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cadastroQueryKey } from '../../../lib/registration';
import { setSession } from '../../../lib/session';

/**
 * An administrator acting as a student (spec B §6): the API answers a new token and user; the session
 * switches to it and the registration is loaded again for the new owner. The move to the next screen is
 * here, not in `mutate`'s callbacks: the switch unmounts the button that started it (the admin banner, the
 * picker), and TanStack Query drops the callbacks of an unmounted caller.
 */
function useSwitchSession(call: (id: number | null) => Promise<AuthResponse>, then: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: cadastroQueryKey });
      setSession(answer);
      void navigate(then);
    },
  });
}

/** POST /api/admin/agir {studentId}: then the student's home, under the administrator's banner. */
export function useStartActing() {
  return useSwitchSession(
    (studentId) => api<AuthResponse>('/admin/agir', { method: 'POST', body: { studentId } }),
    paths.home,
  );
}

/** DELETE /api/admin/agir: back to the plain administrator and the student picker. */
export function useStopActing() {
  return useSwitchSession(() => api<AuthResponse>('/admin/agir', { method: 'DELETE' }), paths.admin);
}
