import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/link-acesso: a single-use automatic-login link for a student's portal user. */
export function useAccessLink() {
  return useMutation({
    mutationFn: (studentId: number) =>
      api<{ link: string }>('/admin/link-acesso', { method: 'POST', body: { studentId } }),
  });
}
