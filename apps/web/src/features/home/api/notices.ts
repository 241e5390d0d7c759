import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A notice of the board (spec A §3): crmdesc is HTML written by the producer's staff. */
export interface Notice {
  crmid: number;
  crmdesc: string;
  crmtimestamp: string;
}

/** GET /api/perfil/bcast: notices for the whole class ('todos') and for this student ('aluno'). */
export interface NoticeBoard {
  todos: Notice[];
  aluno: Notice[];
}

/** `owner`: the registration the session acts as (a switch of student asks again). */
export function noticesQuery(owner: number) {
  return queryOptions({
    queryKey: ['bcast', owner],
    queryFn: ({ signal }) => api<NoticeBoard>('/perfil/bcast', { signal }),
    staleTime: 60_000,
  });
}

export function useNotices(owner: number) {
  return useQuery(noticesQuery(owner));
}
