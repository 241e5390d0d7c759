import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { Banner } from '../../../components/banner';
import { buttonClass } from '../../../components/button';
import { paths } from '../../../config/paths';
import { cadastroQueryKey } from '../../../lib/registration';
import { getUser, useSessionUser } from '../../../lib/session';
import { refreshSessionUser } from '../../../lib/session-refresh';
import { type ConfirmEmailResult, confirmEmail } from '../api/confirm-email';
import { AuthShell } from '../components/auth-shell';

/**
 * Posts the token once, in the loader: a loader runs once per navigation (an effect would run twice under
 * StrictMode and spend the single-use token on the first run). Signed in, the stored user is refreshed so
 * the registration appears at once, without another sign-in.
 */
export function makeLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<ConfirmEmailResult> => {
    const result = await confirmEmail(params.token ?? '');
    if (result.confirmed && getUser()) {
      await refreshSessionUser().catch(() => null);
      queryClient.removeQueries({ queryKey: cadastroQueryKey });
    }
    return result;
  };
}

/** The token is single-use: never post it again on a revalidation. */
export const shouldRevalidate = () => false;

/** /confirmar-email/{token}: the link of the confirmation e-mail (DESIGN §3), signed in or out. */
function ConfirmEmailPage() {
  const result = useLoaderData<ReturnType<typeof makeLoader>>();
  const signedIn = useSessionUser() !== null;
  const next = signedIn ? (
    <Link className={buttonClass('primary', true)} to={paths.home}>
      Ir para o portal
    </Link>
  ) : (
    <Link className={buttonClass('primary', true)} to={paths.signIn()}>
      Entrar no portal
    </Link>
  );
  return (
    <AuthShell title="Confirmação de e-mail">
      {result.confirmed ? (
        <Banner tone="success" role="status">
          <p>{result.message}</p>
        </Banner>
      ) : (
        <Banner tone="error" role="alert">
          <p>{result.message}</p>
        </Banner>
      )}
      {next}
    </AuthShell>
  );
}

export const Component = ConfirmEmailPage;
