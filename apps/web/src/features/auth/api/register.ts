import type { AuthResponse, RegisterRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

/** POST /api/register (spec B §7): 201 with token and user, stored like a sign-in (spec B §4.5). */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) =>
      api<AuthResponse>('/register', { method: 'POST', body, anonymous: true }),
    onSuccess: setSession,
  });
}
