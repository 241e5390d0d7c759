import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

/** POST /api/admin/link-acesso: a single-use automatic-login link for a student's portal user. */
export const createAccessLink = defineCall({
  method: 'POST',
  path: '/admin/link-acesso',
  body: (studentId: number) => ({ studentId }),
  answer: () => import('./schemas').then((s) => s.accessLinkResponseSchema),
});

export function useAccessLink() {
  return useMutation({ mutationFn: (studentId: number) => createAccessLink(studentId) });
}
