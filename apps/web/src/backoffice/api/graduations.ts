import {
  type GRADUATION_SORTS,
  type GraduationFormInput,
  graduationRowSchema,
  graduationSchema,
  pagedSchema,
} from '@portal/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BACKOFFICE_KEY, call, queryString } from './request';

export type GraduationSort = (typeof GRADUATION_SORTS)[number];
export type GraduationStatus = 'open' | 'closed' | 'all';

export interface GraduationListParams {
  q: string;
  status: GraduationStatus;
  sort: GraduationSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const pageOfGraduations = pagedSchema(graduationRowSchema);
const graduationsKey = [BACKOFFICE_KEY, 'graduations'] as const;

/** GET /api/admin/formaturas: one page, searched, filtered and sorted on the server. */
export const graduationsQuery = (params: GraduationListParams) =>
  queryOptions({
    queryKey: [...graduationsKey, 'list', params],
    queryFn: ({ signal }) =>
      call(pageOfGraduations, `/admin/formaturas${queryString({ ...params })}`, { signal }),
    // The table keeps the last page while the next one loads, instead of collapsing to a spinner.
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/formaturas/:id */
export const graduationQuery = (id: number) =>
  queryOptions({
    queryKey: [...graduationsKey, 'one', id],
    queryFn: ({ signal }) => call(graduationSchema, `/admin/formaturas/${id}`, { signal }),
  });

function useGraduationWrite<V>(send: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => graduationSchema.parse(await send(vars)),
    onSuccess: (graduation) => {
      queryClient.setQueryData(graduationQuery(graduation.id).queryKey, graduation);
      void queryClient.invalidateQueries({ queryKey: [...graduationsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'audit'] });
    },
  });
}

/** POST /api/admin/formaturas → the new graduation. */
export function useCreateGraduation() {
  return useGraduationWrite((form: GraduationFormInput) =>
    call(graduationSchema, '/admin/formaturas', { method: 'POST', body: form }),
  );
}

/** PUT /api/admin/formaturas/:id (409 LIMIT while closed). */
export function useUpdateGraduation(id: number) {
  return useGraduationWrite((form: GraduationFormInput) =>
    call(graduationSchema, `/admin/formaturas/${id}`, { method: 'PUT', body: form }),
  );
}

/** POST /api/admin/formaturas/:id/encerrar | /reabrir */
export function useSetGraduationClosed(id: number) {
  return useGraduationWrite((closed: boolean) =>
    call(graduationSchema, `/admin/formaturas/${id}/${closed ? 'encerrar' : 'reabrir'}`, { method: 'POST' }),
  );
}
