import { authMessages } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { PageSpinner } from '../components/spinner';
import { toast } from '../components/toast';
import { paths, patterns } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { homeEntry, requireBackoffice, requirePermission, requireSession } from './guards';
import { Layout } from './layout';
import { RouteError } from './route-error';

export type PageModule = {
  Component: ComponentType;
  loader?: LoaderFunction;
  /** A loader that prefetches through the query cache. */
  makeLoader?: (queryClient: QueryClient) => LoaderFunction;
  /** A loader with a side effect (a single-use token) opts out of revalidation. */
  shouldRevalidate?: ShouldRevalidateFunction;
};

/** Each screen is its own chunk (with its CSS): a page loads only what it shows. */
function page(queryClient: QueryClient, load: () => Promise<PageModule>) {
  return async () => {
    const { Component, loader, makeLoader, shouldRevalidate } = await load();
    return { Component, loader: makeLoader ? makeLoader(queryClient) : loader, shouldRevalidate };
  };
}

const BACKOFFICE = 'backoffice';

/**
 * React Router's `patchRoutesOnNavigation`: a path under /admin (unmatched, or matched only by the portal's
 * catch-all) loads the back-office's routes and adds them under their guard, once.
 */
export function patchBackoffice(queryClient: QueryClient): PatchRoutesOnNavigationFunction {
  let added: Promise<void> | null = null;
  return ({ path, patch }) => {
    if (path !== paths.admin && !path.startsWith(`${paths.admin}/`)) return;
    // A failed load (a chunk lost mid-deploy) is tried again on the next navigation.
    added ??= import('./backoffice-routes')
      .then(({ backofficeRoutes }) =>
        patch(
          BACKOFFICE,
          backofficeRoutes((load) => page(queryClient, load)),
        ),
      )
      .catch((error: unknown) => {
        added = null;
        throw error;
      });
    return added;
  };
}

/** The route table of spec B §2.1. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const lazy = (load: () => Promise<PageModule>) => page(queryClient, load);
  const home = lazy(() => import('./routes/home'));
  const signIn = lazy(() => import('../features/auth/pages/sign-in-page'));
  const selfRegistration = lazy(() => import('../features/self-registration/pages/self-registration-page'));
  return [
    {
      // The back-office (DESIGN §4b, decision 44): its own layout and chunk, outside the portal's frame. A page
      // module's own loader comes through `lazy`; the guard sits on a parent. Its routes are added on the
      // first visit to /admin (patchBackoffice): the portal's first chunk does not carry them (decision 91).
      id: BACKOFFICE,
      loader: requireBackoffice(),
      hydrateFallbackElement: <PageSpinner delayed />,
      errorElement: <RouteError />,
      children: [],
    },
    {
      element: <Layout />,
      hydrateFallbackElement: <PageSpinner delayed />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              // Protected: a visitor goes to /signin and comes back after it.
              loader: requireSession(queryClient),
              children: [
                {
                  // The administrator acting as nobody goes to /admin; a student's user is refreshed.
                  loader: homeEntry(),
                  children: [
                    { path: patterns.home, lazy: home },
                    { path: patterns.resumo, lazy: home },
                  ],
                },
                { path: patterns.album, lazy: lazy(() => import('../features/album/pages/album-page')) },
                {
                  path: patterns.faceSearch,
                  lazy: lazy(() => import('../features/album/pages/face-search-page')),
                },
                {
                  path: patterns.products,
                  lazy: lazy(() => import('../features/products/pages/products-page')),
                },
                {
                  // spec B §6: the cart is hidden from guests, restricted students and non-acting admins.
                  loader: requirePermission(queryClient, 'cart'),
                  children: [
                    { path: patterns.cart, lazy: lazy(() => import('../features/cart/pages/cart-page')) },
                    {
                      path: patterns.cartPay,
                      lazy: lazy(() => import('./routes/cart-pay')),
                    },
                    {
                      path: patterns.myPhotos,
                      lazy: lazy(() => import('../features/orders/pages/my-photos-page')),
                    },
                  ],
                },
                {
                  path: patterns.profile,
                  lazy: lazy(() => import('../features/profile/pages/profile-page')),
                },
                {
                  path: patterns.myData,
                  lazy: lazy(() => import('../features/profile/pages/my-data-page')),
                },
                {
                  // spec A §6: no finance for guests or non-acting admins (decision 58: receipt and statement).
                  loader: requirePermission(queryClient, 'finance'),
                  children: [
                    {
                      path: patterns.financeReceipt,
                      lazy: lazy(() => import('../features/finance/pages/receipt-page')),
                    },
                    {
                      path: patterns.financeStatement,
                      lazy: lazy(() => import('../features/finance/pages/statement-page')),
                    },
                  ],
                },
                {
                  // spec B §6: no uploads for guests or non-acting admins.
                  loader: requirePermission(queryClient, 'uploads'),
                  children: [
                    {
                      path: patterns.uploads,
                      lazy: lazy(() => import('../features/uploads/pages/uploads-page')),
                    },
                  ],
                },
              ],
            },
            { path: patterns.signUp, lazy: lazy(() => import('../features/auth/pages/sign-up-page')) },
            { path: patterns.policy, lazy: lazy(() => import('../features/policy/pages/policy-page')) },
            { path: patterns.signInResumo, lazy: signIn },
            { path: patterns.signIn, lazy: signIn },
            { path: patterns.reset, lazy: lazy(() => import('../features/auth/pages/reset-page')) },
            { path: patterns.forgot, lazy: lazy(() => import('../features/auth/pages/forgot-page')) },
            {
              // Public: the account deletion's e-mail link works signed in or out (decision 140).
              path: patterns.confirmDeletion,
              lazy: lazy(() => import('../features/profile/pages/deletion-confirm-page')),
            },
            {
              // Public: a fresh install's first administrator, through the start log's link (decision 114).
              path: patterns.firstAdmin,
              lazy: lazy(() => import('../features/setup/pages/first-admin-page')),
            },
            {
              // Public: the link of the confirmation e-mail works signed in or out (DESIGN §3).
              path: patterns.confirmEmail,
              lazy: lazy(() => import('../features/auth/pages/confirm-email-page')),
            },
            { path: patterns.selfRegistration, lazy: selfRegistration },
            { path: patterns.sign, lazy: selfRegistration },
            { path: patterns.signExec, lazy: selfRegistration },
            {
              path: patterns.success,
              lazy: lazy(() => import('../features/registration-results/pages/success-page')),
            },
            {
              path: patterns.match,
              lazy: lazy(() => import('../features/registration-results/pages/match-page')),
            },
            {
              path: patterns.nohash,
              lazy: lazy(() => import('../features/registration-results/pages/nohash-page')),
            },
            {
              path: patterns.full,
              lazy: lazy(() => import('../features/registration-results/pages/full-page')),
            },
            // A leftover shell with no product function (spec A §2).
            { path: patterns.legacyShell, element: <Navigate to={paths.home} replace /> },
            { path: '*', lazy: lazy(() => import('../features/not-found/pages/not-found-page')) },
          ],
        },
      ],
    },
  ];
}

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** A 401 on an authenticated call: the session is already cleared; go to /signin remembering the origin. */
export function connectSessionExpiry(router: AppRouter): void {
  setUnauthorizedHandler(() => {
    const { pathname, search } = router.state.location;
    if (pathname.startsWith('/signin')) return;
    toast({ kind: 'warning', message: authMessages.sessionExpired });
    void router.navigate(paths.signIn(pathname + search), { replace: true });
  });
}

export function createAppRouter(queryClient: QueryClient): AppRouter {
  const router = createBrowserRouter(createRoutes(queryClient), {
    patchRoutesOnNavigation: patchBackoffice(queryClient),
  });
  connectSessionExpiry(router);
  return router;
}
