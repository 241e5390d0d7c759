import {
  type GRADUATION_SORTS,
  type Graduation,
  type GraduationFormInput,
  graduationRowSchema,
  graduationSchema,
  pagedSchema,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../lib/define-call';
import { useSubmitKey } from '../components/use-submit-key';
import { BACKOFFICE_KEY, queryString } from './request';

export type GraduationSort = (typeof GRADUATION_SORTS)[number];
export type GraduationStatus = 'open' | 'closed' | 'all';

export interface GraduationListParams {
  q: string;
  status: GraduationStatus;
  sort: GraduationSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** 1: archived graduations too (decision 124). */
  arquivados?: 1;
}

const graduationsKey = [BACKOFFICE_KEY, 'graduations'] as const;

/** GET /api/admin/formaturas: one page, searched, filtered and sorted on the server. */
const getGraduations = defineCall({
  path: (params: GraduationListParams) => `/admin/formaturas${queryString({ ...params })}`,
  answer: pagedSchema(graduationRowSchema),
  key: (params: GraduationListParams) => [...graduationsKey, 'list', params] as const,
});

export const graduationsQuery = (params: GraduationListParams) =>
  // The table keeps the last page while the next one loads, instead of collapsing to a spinner.
  getGraduations.queryOptions(params, { placeholderData: keepPreviousData });

/** GET /api/admin/formaturas/:id */
const getGraduation = defineCall({
  path: (id: number) => `/admin/formaturas/${id}`,
  answer: graduationSchema,
  key: (id: number) => [...graduationsKey, 'one', id] as const,
});

export const graduationQuery = (id: number) => getGraduation.queryOptions(id);

/** POST /api/admin/formaturas → the new graduation. */
const createGraduation = defineCall({
  method: 'POST',
  path: '/admin/formaturas',
  body: (form: GraduationFormInput) => form,
  answer: graduationSchema,
});

/** PUT /api/admin/formaturas/:id (409 LIMIT while closed). */
const updateGraduation = defineCall({
  method: 'PUT',
  path: ({ id }: { id: number; form: GraduationFormInput }) => `/admin/formaturas/${id}`,
  body: ({ form }: { id: number; form: GraduationFormInput }) => form,
  answer: graduationSchema,
});

/** POST /api/admin/formaturas/:id/encerrar | /reabrir */
const setGraduationClosed = defineCall({
  method: 'POST',
  path: ({ id, closed }: { id: number; closed: boolean }) =>
    `/admin/formaturas/${id}/${closed ? 'encerrar' : 'reabrir'}`,
  answer: graduationSchema,
});

function useGraduationWrite<V>(send: (vars: V) => Promise<Graduation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (graduation) => {
      queryClient.setQueryData(graduationQuery(graduation.id).queryKey, graduation);
      void queryClient.invalidateQueries({ queryKey: [...graduationsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'audit'] });
    },
  });
}

export function useCreateGraduation() {
  const submit = useSubmitKey();
  return useGraduationWrite((form: GraduationFormInput) =>
    submit.send((idempotencyKey) => createGraduation(form, { idempotencyKey })),
  );
}

export function useUpdateGraduation(id: number) {
  return useGraduationWrite((form: GraduationFormInput) => updateGraduation({ id, form }));
}

export function useSetGraduationClosed(id: number) {
  return useGraduationWrite((closed: boolean) => setGraduationClosed({ id, closed }));
}
