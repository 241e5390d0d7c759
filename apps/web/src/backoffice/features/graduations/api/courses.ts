import { messageSchema, namedItemSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graduationQuery } from '../../../api/graduations';
import { call } from '../../../api/request';

/** The graduation answers its courses: refetch it after any change. */
function useCourseWrite<V>(graduationId: number, send: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: graduationQuery(graduationId).queryKey }),
  });
}

/** POST /api/admin/formaturas/:id/cursos {name} */
export const useCreateCourse = (graduationId: number) =>
  useCourseWrite(graduationId, (name: string) =>
    call(namedItemSchema, `/admin/formaturas/${graduationId}/cursos`, { method: 'POST', body: { name } }),
  );

/** PATCH /api/admin/cursos/:id {name} */
export const useRenameCourse = (graduationId: number) =>
  useCourseWrite(graduationId, ({ id, name }: { id: number; name: string }) =>
    call(messageSchema, `/admin/cursos/${id}`, { method: 'PATCH', body: { name } }),
  );
