import { messageSchema, namedItemSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../../lib/define-call';
import { graduationQuery } from '../../../api/graduations';
import { useSubmitKey } from '../../../components/use-submit-key';

/** POST /api/admin/formaturas/:id/cursos {name} */
const createCourse = defineCall({
  method: 'POST',
  path: ({ graduationId }: { graduationId: number; name: string }) =>
    `/admin/formaturas/${graduationId}/cursos`,
  body: ({ name }: { graduationId: number; name: string }) => ({ name }),
  answer: namedItemSchema,
});

/** PATCH /api/admin/cursos/:id {name} */
const renameCourse = defineCall({
  method: 'PATCH',
  path: ({ id }: { id: number; name: string }) => `/admin/cursos/${id}`,
  body: ({ name }: { id: number; name: string }) => ({ name }),
  answer: messageSchema,
});

/** The graduation answers its courses: refetch it after any change. */
function useCourseWrite<V>(graduationId: number, send: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: graduationQuery(graduationId).queryKey }),
  });
}

export const useCreateCourse = (graduationId: number) => {
  const submit = useSubmitKey();
  return useCourseWrite(graduationId, (name: string) =>
    submit.send((idempotencyKey) => createCourse({ graduationId, name }, { idempotencyKey })),
  );
};

export const useRenameCourse = (graduationId: number) =>
  useCourseWrite(graduationId, (vars: { id: number; name: string }) => renameCourse(vars));
