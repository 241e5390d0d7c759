import { adminInstitutionSchema as institutionSchema, messageSchema, namedItemSchema } from '@portal/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { BACKOFFICE_KEY, call } from './request';

export type { AdminInstitution as Institution } from '@portal/domain';

const institutionsKey = [BACKOFFICE_KEY, 'institutions'] as const;

/** GET /api/admin/instituicoes: every institution with its polos (a short list: no paging). */
export const institutionsQuery = () =>
  queryOptions({
    queryKey: institutionsKey,
    queryFn: ({ signal }) => call(z.array(institutionSchema), '/admin/instituicoes', { signal }),
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

/** POST /api/admin/instituicoes {name} → the institution. */
export const useCreateInstitution = () =>
  useInstitutionWrite((name: string) =>
    call(institutionSchema, '/admin/instituicoes', { method: 'POST', body: { name } }),
  );

/** PATCH /api/admin/instituicoes/:id {name} */
export const useRenameInstitution = () =>
  useInstitutionWrite(({ id, name }: { id: number; name: string }) =>
    call(messageSchema, `/admin/instituicoes/${id}`, { method: 'PATCH', body: { name } }),
  );

/** POST /api/admin/instituicoes/:id/polos {name} → the polo. */
export const useCreateCampus = () =>
  useInstitutionWrite(({ institutionId, name }: { institutionId: number; name: string }) =>
    call(namedItemSchema, `/admin/instituicoes/${institutionId}/polos`, { method: 'POST', body: { name } }),
  );

/** PATCH /api/admin/polos/:id {name} */
export const useRenameCampus = () =>
  useInstitutionWrite(({ id, name }: { id: number; name: string }) =>
    call(messageSchema, `/admin/polos/${id}`, { method: 'PATCH', body: { name } }),
  );
