import { pagedSchema, type StudentFormInput, studentDetailSchema, studentRowSchema } from '@portal/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BACKOFFICE_KEY, call, queryString } from './request';

/** A yes/no filter of the class list: unset, or the flag's value. */
export type FlagFilter = 'true' | 'false' | undefined;

export interface StudentListParams {
  q: string;
  courseId?: number;
  campusId?: number;
  restricted?: FlagFilter;
  committee?: FlagFilter;
  guest?: FlagFilter;
  coordinator?: FlagFilter;
  addressReviewed?: FlagFilter;
  emailConfirmed?: FlagFilter;
  /** The share of the contract paid, from and up to (percent). */
  paidMin?: number;
  paidMax?: number;
  sort: 'name' | 'createdAt';
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const studentsKey = [BACKOFFICE_KEY, 'students'] as const;
const pageOfStudents = pagedSchema(studentRowSchema);

/** GET /api/admin/formaturas/:id/alunos: the class list, filtered and paged on the server. */
export const studentsQuery = (graduationId: number, params: StudentListParams) =>
  queryOptions({
    queryKey: [...studentsKey, 'list', graduationId, params],
    queryFn: ({ signal }) =>
      call(pageOfStudents, `/admin/formaturas/${graduationId}/alunos${queryString({ ...params })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/alunos/:id: one registration with its duplicates. */
export const studentQuery = (id: number) =>
  queryOptions({
    queryKey: [...studentsKey, 'one', id],
    queryFn: ({ signal }) => call(studentDetailSchema, `/admin/alunos/${id}`, { signal }),
  });

function useStudentWrite<V>(send: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => studentDetailSchema.parse(await send(vars)),
    onSuccess: (student) => {
      queryClient.setQueryData(studentQuery(student.id).queryKey, student);
      void queryClient.invalidateQueries({ queryKey: [...studentsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'graduations'] });
    },
  });
}

/** POST /api/admin/formaturas/:id/alunos → the new registration. */
export const useCreateStudent = (graduationId: number) =>
  useStudentWrite((form: StudentFormInput) =>
    call(studentDetailSchema, `/admin/formaturas/${graduationId}/alunos`, { method: 'POST', body: form }),
  );

/** PUT /api/admin/alunos/:id → the registration as saved. */
export const useUpdateStudent = (id: number) =>
  useStudentWrite((form: StudentFormInput) =>
    call(studentDetailSchema, `/admin/alunos/${id}`, { method: 'PUT', body: form }),
  );
