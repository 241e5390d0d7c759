import {
  accessFlagsOf,
  type Cadastro,
  type Permissions,
  permissionsFor,
  type SessionUser,
} from '@portal/domain';
import { cadastroCheck } from '@portal/domain/contract/home-checks';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, isApiError } from './api-client';
import { defineCall } from './define-call';
import { SESSION_KEYS, useSessionUser } from './session';

/**
 * Whose registration the session shows: a student's own, or the one an administrator acts as; null for an
 * administrator acting as nobody, and for a student who has not confirmed the e-mail yet (DESIGN §3: no
 * registration, so no personal data, until the e-mail is proven).
 */
export function registrationOwner(user: SessionUser | null): number | null {
  if (!user) return null;
  if (user.role === 'admin') return user.studentId;
  if (!user.emailConfirmed) return null;
  return user.studentId ?? user.id;
}

/** A student signed in whose e-mail is not confirmed yet: the home shows the banner to confirm it. */
export function awaitsEmailConfirmation(user: SessionUser | null): boolean {
  return user?.role === 'student' && !user.emailConfirmed;
}

function storedCadastro(owner: number | null, user: SessionUser | null): Cadastro | undefined {
  const raw = sessionStorage.getItem(SESSION_KEYS.cadastro);
  if (!raw || owner === null) return undefined;
  try {
    // The tab's copy is checked as the answer is: storage is another tab's, or an older build's, too.
    const cadastro = cadastroCheck.parse(JSON.parse(raw));
    // Only the copy of the registration this session acts as (an administrator may have switched).
    return user?.studentId == null || cadastro.AlCodigo === user.studentId ? cadastro : undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/perfil/cadastro; boot.ts may have asked already, on a page load that lands on the home. */
export const getCadastro = defineCall({
  path: '/perfil/cadastro',
  answer: cadastroCheck,
  prefetched: true,
});

/** The registration; null when the user has no registration linked yet (404). */
async function fetchCadastro(signal: AbortSignal): Promise<Cadastro | null> {
  try {
    const cadastro = await getCadastro(undefined, { signal });
    sessionStorage.setItem(SESSION_KEYS.cadastro, JSON.stringify(cadastro));
    return cadastro;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const cadastroQueryKey = ['cadastro'] as const;

/**
 * The acting student's registration, cached in session storage (spec B §3). Disabled for an administrator
 * who acts as nobody: there is no registration to show.
 */
export function cadastroQuery(user: SessionUser | null) {
  const owner = registrationOwner(user);
  return queryOptions({
    queryKey: [...cadastroQueryKey, user?.id ?? null, owner],
    queryFn: ({ signal }) => fetchCadastro(signal),
    enabled: owner !== null,
    // An unconfirmed student has no registration yet (null, as a 404 would say), not one still loading.
    initialData: () => (awaitsEmailConfirmation(user) ? null : storedCadastro(owner, user)),
    staleTime: Number.POSITIVE_INFINITY,
    // The producer may move a deadline while a tab stays open: the registration carries the deadlines, so
    // it is asked again whenever the tab comes back into view (decision 130).
    refetchOnWindowFocus: 'always',
  });
}

const watchedClients = new WeakSet<QueryClient>();

/**
 * A refusal that cites a deadline (type DEADLINE) means this tab's deadlines may be old: the registration is
 * asked again, so the screens show the producer's current dates (decision 130). Watched once per client.
 */
function refreshOnDeadlineRefusals(client: QueryClient): void {
  if (watchedClients.has(client)) return;
  watchedClients.add(client);
  const refresh = (error: unknown) => {
    if (isApiError(error, 'DEADLINE')) void client.invalidateQueries({ queryKey: cadastroQueryKey });
  };
  client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') refresh(event.action.error);
  });
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') refresh(event.action.error);
  });
}

export function useCadastro() {
  const client = useQueryClient();
  useEffect(() => refreshOnDeadlineRefusals(client), [client]);
  return useQuery(cadastroQuery(useSessionUser()));
}

/**
 * Asks the registration again when a screen is about to refuse something on the tab's stored copy of it
 * alone (decision 142): the copy is the one the tab signed in with, and the producer may have made the
 * contract since. One call that answers 200, once per screen, instead of the call the copy says is refused;
 * a copy already read from the API on this load is not asked again.
 */
export function useConfirmStoredRefusal(refused: boolean): void {
  const client = useQueryClient();
  const user = useSessionUser();
  useEffect(() => {
    if (!refused) return;
    const { queryKey } = cadastroQuery(user);
    const query = client.getQueryCache().find({ queryKey, exact: true });
    if (query && query.state.dataUpdateCount === 0) void client.refetchQueries({ queryKey, exact: true });
  }, [refused, client, user]);
}

// The domain's answer for a session that shows no registration: none of the student sections.
const NO_STUDENT_SECTIONS = permissionsFor({
  role: 'admin',
  actingAsStudent: false,
  guest: false,
  restricted: false,
  committee: false,
  coordinator: false,
});

/**
 * What this session may see and do (spec B §6, spec A §6), through the same domain rule the API guards its
 * routes with. Without a registration (an administrator acting as nobody, an unconfirmed or unlinked
 * student) nothing of the student sections is allowed.
 */
export function sessionPermissions(
  user: SessionUser | null,
  cadastro: Cadastro | null | undefined,
): Permissions {
  if (!user || !cadastro) return NO_STUDENT_SECTIONS;
  return permissionsFor({
    role: user.role,
    actingAsStudent: user.role === 'admin' && user.studentId !== null,
    ...accessFlagsOf(cadastro),
  });
}

/** What the registration flags allow (spec B §6, spec A §6). */
export function permissionsOf(cadastro: Cadastro | null | undefined) {
  const guest = cadastro?.AlConvidado === true;
  const restricted = cadastro?.AlRestrito === true;
  return {
    guest,
    restricted,
    /** The cart link and badge: only a linked, unrestricted, non-guest student. */
    cart: !!cadastro && !guest && !restricted,
  };
}
