import type { AuthRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { setSession } from '../../../lib/session';

/** POST /api/auth (spec B §7): token and user, stored on success (spec B §4.5). */
export const signIn = defineCall({
  method: 'POST',
  path: '/auth',
  body: (body: AuthRequest) => body,
  answer: () => import('./schemas').then((s) => s.authResponseSchema),
  anonymous: true,
});

export function useSignIn() {
  return useMutation({ mutationFn: (body: AuthRequest) => signIn(body), onSuccess: setSession });
}
