import type { Permissions } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LoaderFunctionArgs, redirect, useLocation, useMatches } from 'react-router';
import { paths } from '../config/paths';
import { useAfterPaint } from '../lib/after-paint';
import {
  awaitsEmailConfirmation,
  cadastroQuery,
  registrationOwner,
  sessionPermissions,
} from '../lib/registration';
import { getUser } from '../lib/session';
import { refreshSessionUser } from '../lib/session-refresh';

function signInFrom(request: Request): Response {
  const url = new URL(request.url);
  return redirect(paths.signIn(url.pathname + url.search));
}

/**
 * Loader of the protected branch (spec B §2.1): a visitor goes to /signin, which remembers the origin in
 * `?next=` and returns there after sign-in. For a signed-in user it loads the registration first, so the
 * header, banners and page appear together instead of shifting as the flags arrive.
 */
export function requireSession(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = getUser();
    if (!user) throw signInFrom(request);
    if (registrationOwner(user) !== null) {
      // A failure is the page's to show (with a retry); the route still opens.
      await queryClient.ensureQueryData(cadastroQuery(user)).catch(() => null);
    }
    return null;
  };
}

/**
 * Loader of a route that needs one of the student sections (spec B §6): /cart and /cartpay need the cart,
 * /uploads the uploads. Typing the address is no way around the hidden link: a guest, a restricted student,
 * an administrator acting as nobody and a user with no registration are sent home. Loaders run side by side,
 * so this one reads the session and the registration itself instead of waiting for the branch's.
 */
export function requirePermission(queryClient: QueryClient, permission: keyof Permissions) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = getUser();
    if (!user) throw signInFrom(request);
    const cadastro =
      registrationOwner(user) === null
        ? null
        : // Unknown (the call failed) counts as not allowed: the home shows the failure with a retry.
          await queryClient.ensureQueryData(cadastroQuery(user)).catch(() => null);
    if (!sessionPermissions(user, cadastro)[permission]) throw redirect(paths.home);
    return null;
  };
}

/** homeEntry's answer when the home is to refresh the stored user once it has painted. */
const REFRESH_AFTER_PAINT = { refreshSessionAfterPaint: true } as const;

/**
 * Loader of the home (spec A §2): an administrator acting as nobody has the student picker as home, under
 * /admin. A student's stored user is refreshed from GET /api/sessao, so an e-mail confirmed on another device
 * shows up; while the e-mail is unconfirmed the refresh is awaited (the home would show only the banner),
 * otherwise it waits for the home's first paint (`useSessionRefreshAfterPaint`): the home's own calls already
 * send a revoked session to /signin, and the refresh no longer delays the largest paint (decision 146).
 */
export function homeEntry() {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = getUser();
    if (!user) throw signInFrom(request);
    if (user.role === 'admin' && user.studentId === null) throw redirect(paths.admin);
    if (user.role !== 'student') return null;
    if (!awaitsEmailConfirmation(user)) return REFRESH_AFTER_PAINT;
    await refreshSessionUser(request.signal).catch(() => null);
    return null;
  };
}

/**
 * The home's part of homeEntry: once the home has painted, GET /api/sessao refreshes the stored user, on every
 * navigation to it. A 401 is the API client's, which ends the session and goes to /signin.
 */
export function useSessionRefreshAfterPaint(): void {
  const due = useMatches().some((match) => match.loaderData === REFRESH_AFTER_PAINT);
  const painted = useAfterPaint();
  // Another navigation to the home (its loader ran again) refreshes again, as the loader used to.
  const navigation = useLocation().key;
  useEffect(() => {
    if (!due || !painted || !navigation) return;
    const controller = new AbortController();
    refreshSessionUser(controller.signal).catch(() => null);
    return () => controller.abort();
  }, [due, painted, navigation]);
}

/** Loader of /admin (DESIGN §4b): only an administrator; anyone else goes home. */
export function requireAdmin() {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = getUser();
    if (!user) throw signInFrom(request);
    if (user.role !== 'admin') throw redirect(paths.home);
    return null;
  };
}

/**
 * Loader of the back-office (DESIGN §4b, decision 44): only an administrator acting as nobody enters. A student,
 * a guest and an administrator acting as a student go home (the portal); a visitor signs in first.
 */
export function requireBackoffice() {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = getUser();
    if (!user) throw signInFrom(request);
    if (user.role !== 'admin' || user.studentId !== null) throw redirect(paths.home);
    return null;
  };
}
