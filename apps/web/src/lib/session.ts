import type { AuthResponse, SessionUser } from '@portal/domain';
import { useSyncExternalStore } from 'react';
import type { SessionEntries } from '../boot/session-ask';
import { openSessionChannel, type SessionChannel, sessionTakenFromOtherTab } from './session-share';

/** Session storage keys (spec B §3, §7): the bearer token, the user and the cached registration. */
export const SESSION_KEYS = { token: 'token', user: 'user', cadastro: 'cadastro' } as const;

/** Set by a sign-out in this tab: it then takes no other tab's session (boot/session-ask.ts, decision 134). */
const SIGNED_OUT = 'signedOut';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: SessionUser | null = null;

function emit() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.token);
}

/**
 * Whether `value` has the shape of `sessionUserSchema`, checked without zod: every page reads the session
 * before its first paint, and zod is the largest library of the app (decision 42). session-shape.test.ts
 * holds this to the schema, field by field.
 */
export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user: Partial<Record<string, unknown>> = { ...value };
  const id = (x: unknown) => Number.isSafeInteger(x);
  return (
    id(user.id) &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    (user.role === 'student' || user.role === 'admin') &&
    (user.studentId === null || id(user.studentId)) &&
    (user.actingAs === null || typeof user.actingAs === 'string') &&
    typeof user.emailConfirmed === 'boolean'
  );
}

/** The stored user, or null when absent or unreadable (a damaged entry counts as signed out). */
export function getUser(): SessionUser | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.user);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw && getToken()) {
    try {
      const stored: unknown = JSON.parse(raw);
      cachedUser = isSessionUser(stored) ? stored : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

export function isSignedIn(): boolean {
  return getUser() !== null;
}

/** Stores a sign-in (or an administrator's switch of student) and drops the registration of the last one. */
export function setSession({ token, user }: AuthResponse): void {
  sessionStorage.setItem(SESSION_KEYS.token, token);
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  sessionStorage.removeItem(SESSION_KEYS.cadastro);
  sessionStorage.removeItem(SIGNED_OUT);
  emit();
}

/**
 * Replaces the stored user only, keeping the token (GET /api/sessao answered a newer view of the same
 * session, e.g. the e-mail was confirmed on another device). `user` comes off the wire: it is checked the
 * way a stored user is, and ignored when it does not fit. The cached registration is dropped when the
 * registration the session shows changed, so it is fetched again for the new owner.
 */
export function setSessionUser(user: unknown): void {
  if (!getToken()) return;
  const before = getUser();
  const raw = JSON.stringify(user);
  if (raw === sessionStorage.getItem(SESSION_KEYS.user)) return;
  sessionStorage.setItem(SESSION_KEYS.user, raw);
  const after = getUser();
  if (!after) {
    // Not a session user: keep what was there.
    if (before) sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(before));
    return;
  }
  if (before?.studentId !== after.studentId || before?.emailConfirmed !== after.emailConfirmed) {
    sessionStorage.removeItem(SESSION_KEYS.cadastro);
  }
  emit();
}

export function clearSession(): void {
  sessionStorage.clear();
  emit();
}

/** The page reload, behind an object so that tests can observe it (jsdom cannot reload). */
export const page = { reload: () => window.location.reload() };

let channel: SessionChannel | null | undefined;

/** This tab's session as another tab takes it (decision 134), or null when it holds none. */
function sessionEntries(): SessionEntries | null {
  const token = getToken();
  const user = sessionStorage.getItem(SESSION_KEYS.user);
  if (!token || !user || !getUser()) return null;
  const cadastro = sessionStorage.getItem(SESSION_KEYS.cadastro);
  return cadastro === null ? { token, user } : { token, user, cadastro };
}

/**
 * Joins the portal's other tabs (decision 134): waits for the session a tab opened without one may take
 * from them, then answers their asks and ends this session when one of them signs out of it.
 */
export async function joinOtherTabs(): Promise<void> {
  await sessionTakenFromOtherTab(sessionStorage);
  channel ??= openSessionChannel({
    entries: sessionEntries,
    ended: (token) => {
      if (token !== getToken()) return;
      clearSession();
      sessionStorage.setItem(SIGNED_OUT, '1');
      page.reload();
    },
  });
}

/** Logout (spec B §2.14): clear the stored session and reload the page, in every tab that shares it. */
export function logout(): void {
  const token = getToken();
  if (token) channel?.end(token);
  clearSession();
  sessionStorage.setItem(SIGNED_OUT, '1');
  page.reload();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user, re-rendering when the session changes. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, getUser, () => null);
}

/** Where to go after sign-in: a local path only (never `//host`), so the parameter cannot redirect away. */
export function safeNext(next: string | null | undefined): string | null {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}
