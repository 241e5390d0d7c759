import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { cadastroQuery, registrationOwner } from '../lib/registration';
import { getUser } from '../lib/session';
import { paths } from './paths';

/**
 * Loader of the protected branch (spec B §2.1): a visitor goes to /signin, which remembers the origin in
 * `?next=` and returns there after sign-in. For a signed-in user it loads the registration first, so the
 * header, banners and page appear together instead of shifting as the flags arrive.
 */
export function requireSession(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = getUser();
    if (!user) {
      const url = new URL(request.url);
      throw redirect(paths.signIn(url.pathname + url.search));
    }
    if (registrationOwner(user) !== null) {
      // A failure is the page's to show (with a retry); the route still opens.
      await queryClient.ensureQueryData(cadastroQuery(user)).catch(() => null);
    }
    return null;
  };
}
