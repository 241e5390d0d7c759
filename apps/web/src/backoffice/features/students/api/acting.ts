import type { AuthResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { api } from '../../../../lib/api-client';
import { cadastroQueryKey } from '../../../../lib/registration';
import { setSession } from '../../../../lib/session';
import { BACKOFFICE_KEY } from '../../../api/request';

/**
 * 'Agir como' from a class-list row (spec B §6): POST /api/admin/agir answers the acting session; the
 * portal opens as that student. The same call as the picker's (features/admin), kept here because the
 * back-office may not import a feature; the navigation is in onSuccess of the hook, not of `mutate`, since
 * the switch unmounts the row that started it.
 */
export function useActAs() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (studentId: number) =>
      api<AuthResponse>('/admin/agir', { method: 'POST', body: { studentId } }),
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: cadastroQueryKey });
      queryClient.removeQueries({ queryKey: [BACKOFFICE_KEY] });
      setSession(answer);
      void navigate(paths.home);
    },
  });
}

/** POST /api/admin/link-acesso {studentId} → a single-use automatic-login link. */
export function useAccessLinkFor() {
  return useMutation({
    mutationFn: (studentId: number) =>
      api<{ link: string }>('/admin/link-acesso', { method: 'POST', body: { studentId } }),
  });
}
