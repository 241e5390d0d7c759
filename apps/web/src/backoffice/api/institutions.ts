import { adminInstitutionSchema as institutionSchema, messageSchema, namedItemSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { defineCall } from '../../lib/define-call';
import { useSubmitKey } from '../components/use-submit-key';
import { BACKOFFICE_KEY } from './request';

export type { AdminInstitution as Institution } from '@portal/domain';

const institutionsKey = [BACKOFFICE_KEY, 'institutions'] as const;

/**
 * GET /api/admin/instituicoes: every institution with its polos (a short list: no paging); the archived
 * ones only with `archived` (decision 124).
 */
const getInstitutions = defineCall({
  path: (archived: boolean) => `/admin/instituicoes${archived ? '?arquivados=1' : ''}`,
  answer: z.array(institutionSchema),
  key: (archived: boolean) => [...institutionsKey, archived] as const,
});

export const institutionsQuery = (archived = false) => getInstitutions.queryOptions(archived);

/** POST /api/admin/instituicoes {name} → the institution. */
const createInstitution = defineCall({
  method: 'POST',
  path: '/admin/instituicoes',
  body: (name: string) => ({ name }),
  answer: institutionSchema,
});

/** PATCH /api/admin/instituicoes/:id {name} */
const renameInstitution = defineCall({
  method: 'PATCH',
  path: ({ id }: { id: number; name: string }) => `/admin/instituicoes/${id}`,
  body: ({ name }: { id: number; name: string }) => ({ name }),
  answer: messageSchema,
});

/** POST /api/admin/instituicoes/:id/polos {name} → the polo. */
const createCampus = defineCall({
  method: 'POST',
  path: ({ institutionId }: { institutionId: number; name: string }) =>
    `/admin/instituicoes/${institutionId}/polos`,
  body: ({ name }: { institutionId: number; name: string }) => ({ name }),
  answer: namedItemSchema,
});

/** PATCH /api/admin/polos/:id {name} */
const renameCampus = defineCall({
  method: 'PATCH',
  path: ({ id }: { id: number; name: string }) => `/admin/polos/${id}`,
  body: ({ name }: { id: number; name: string }) => ({ name }),
  answer: messageSchema,
});

function useInstitutionWrite<V, T>(send: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: institutionsKey });
      // Names show in the graduation list and pages.
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'graduations'] });
    },
  });
}

export const useCreateInstitution = () => {
  const submit = useSubmitKey();
  return useInstitutionWrite((name: string) =>
    submit.send((idempotencyKey) => createInstitution(name, { idempotencyKey })),
  );
};
export const useRenameInstitution = () =>
  useInstitutionWrite((vars: { id: number; name: string }) => renameInstitution(vars));
export const useCreateCampus = () => {
  const submit = useSubmitKey();
  return useInstitutionWrite((vars: { institutionId: number; name: string }) =>
    submit.send((idempotencyKey) => createCampus(vars, { idempotencyKey })),
  );
};
export const useRenameCampus = () =>
  useInstitutionWrite((vars: { id: number; name: string }) => renameCampus(vars));
