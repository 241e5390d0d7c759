import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graduationQuery } from './graduations';
import { call } from './request';

const course = z.object({ id: z.number().int(), name: z.string() });

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
    call(course, `/admin/formaturas/${graduationId}/cursos`, { method: 'POST', body: { name } }),
  );

/** PATCH /api/admin/cursos/:id {name} */
export const useRenameCourse = (graduationId: number) =>
  useCourseWrite(graduationId, ({ id, name }: { id: number; name: string }) =>
    call(z.unknown(), `/admin/cursos/${id}`, { method: 'PATCH', body: { name } }),
  );
