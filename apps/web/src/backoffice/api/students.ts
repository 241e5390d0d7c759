import {
  pagedSchema,
  type StudentDetail,
  type StudentFormInput,
  studentDetailSchema,
  studentRowSchema,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../lib/define-call';
import { useSubmitKey } from '../components/use-submit-key';
import { BACKOFFICE_KEY, queryString } from './request';

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
  /** '1': archived students too (decision 124). */
  arquivados?: '1';
  sort: 'name' | 'createdAt';
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const studentsKey = [BACKOFFICE_KEY, 'students'] as const;

/** GET /api/admin/formaturas/:id/alunos: the class list, filtered and paged on the server. */
const getStudents = defineCall({
  path: ({ graduationId, params }: { graduationId: number; params: StudentListParams }) =>
    `/admin/formaturas/${graduationId}/alunos${queryString({ ...params })}`,
  answer: pagedSchema(studentRowSchema),
  key: ({ graduationId, params }: { graduationId: number; params: StudentListParams }) =>
    [...studentsKey, 'list', graduationId, params] as const,
});

export const studentsQuery = (graduationId: number, params: StudentListParams) =>
  getStudents.queryOptions({ graduationId, params }, { placeholderData: keepPreviousData });

/** GET /api/admin/alunos/:id: one registration with its duplicates. */
const getStudent = defineCall({
  path: (id: number) => `/admin/alunos/${id}`,
  answer: studentDetailSchema,
  key: (id: number) => [...studentsKey, 'one', id] as const,
});

export const studentQuery = (id: number) => getStudent.queryOptions(id);

/** POST /api/admin/formaturas/:id/alunos → the new registration. */
const createStudent = defineCall({
  method: 'POST',
  path: ({ graduationId }: { graduationId: number; form: StudentFormInput }) =>
    `/admin/formaturas/${graduationId}/alunos`,
  body: ({ form }: { graduationId: number; form: StudentFormInput }) => form,
  answer: studentDetailSchema,
});

/** PUT /api/admin/alunos/:id → the registration as saved. */
const updateStudent = defineCall({
  method: 'PUT',
  path: ({ id }: { id: number; form: StudentFormInput }) => `/admin/alunos/${id}`,
  body: ({ form }: { id: number; form: StudentFormInput }) => form,
  answer: studentDetailSchema,
});

function useStudentWrite<V>(send: (vars: V) => Promise<StudentDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (student) => {
      queryClient.setQueryData(studentQuery(student.id).queryKey, student);
      void queryClient.invalidateQueries({ queryKey: [...studentsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'graduations'] });
    },
  });
}

export const useCreateStudent = (graduationId: number) => {
  const submit = useSubmitKey();
  return useStudentWrite((form: StudentFormInput) =>
    submit.send((idempotencyKey) => createStudent({ graduationId, form }, { idempotencyKey })),
  );
};

export const useUpdateStudent = (id: number) =>
  useStudentWrite((form: StudentFormInput) => updateStudent({ id, form }));
