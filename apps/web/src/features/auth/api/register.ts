import type { RegisterRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { setSession } from '../../../lib/session';

/** POST /api/register (spec B §7): 201 with token and user, stored like a sign-in (spec B §4.5). */
export const register = defineCall({
  method: 'POST',
  path: '/register',
  body: (body: RegisterRequest) => body,
  answer: () => import('./schemas').then((s) => s.authResponseSchema),
  anonymous: true,
});

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterRequest) => register(body), onSuccess: setSession });
}
