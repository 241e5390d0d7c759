import type { AuthRequest, AuthResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

/** POST /api/auth (spec B §7): token and user, stored on success (spec B §4.5). */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: AuthRequest) => api<AuthResponse>('/auth', { method: 'POST', body, anonymous: true }),
    onSuccess: setSession,
  });
}
