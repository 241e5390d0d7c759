import type { AuthResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { defineCall } from '../../../lib/define-call';
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

// The banner that stops acting is in the shell: its schema comes from the shell's one lazy module.
const authResponseSchema = () => import('../../../lib/schemas').then((s) => s.authResponseSchema);

/** POST /api/admin/agir {studentId}: a session acting as the student. */
const startActing = defineCall({
  method: 'POST',
  path: '/admin/agir',
  body: (studentId: number | null) => ({ studentId }),
  answer: authResponseSchema,
});

/** DELETE /api/admin/agir: the plain administrator's session again. */
const stopActing = defineCall({ method: 'DELETE', path: '/admin/agir', answer: authResponseSchema });

/** POST /api/admin/agir {studentId}: then the student's home, under the administrator's banner. */
export function useStartActing() {
  return useSwitchSession((studentId) => startActing(studentId), paths.home);
}

/** DELETE /api/admin/agir: back to the plain administrator and the student picker. */
export function useStopActing() {
  return useSwitchSession(() => stopActing(), paths.admin);
}
