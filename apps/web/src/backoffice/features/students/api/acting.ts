import { authResponseSchema } from '@portal/domain';
import { accessLinkResponseSchema } from '@portal/domain/contract/student-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { defineCall } from '../../../../lib/define-call';
import { cadastroQueryKey } from '../../../../lib/registration';
import { setSession } from '../../../../lib/session';
import { BACKOFFICE_KEY } from '../../../api/request';

/** POST /api/admin/agir {studentId}: a session acting as the student. */
const actAs = defineCall({
  method: 'POST',
  path: '/admin/agir',
  body: (studentId: number) => ({ studentId }),
  answer: authResponseSchema,
});

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
    mutationFn: (studentId: number) => actAs(studentId),
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: cadastroQueryKey });
      queryClient.removeQueries({ queryKey: [BACKOFFICE_KEY] });
      setSession(answer);
      void navigate(paths.home);
    },
  });
}

/** POST /api/admin/link-acesso {studentId} → a single-use automatic-login link. */
const createAccessLink = defineCall({
  method: 'POST',
  path: '/admin/link-acesso',
  body: (studentId: number) => ({ studentId }),
  answer: accessLinkResponseSchema,
});

export function useAccessLinkFor() {
  return useMutation({ mutationFn: (studentId: number) => createAccessLink(studentId) });
}
