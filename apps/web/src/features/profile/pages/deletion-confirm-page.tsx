import { deletionMessages } from '@portal/domain';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { Banner } from '../../../components/banner';
import { buttonClass } from '../../../components/button';
import { paths } from '../../../config/paths';
import { ApiError, errorText } from '../../../lib/api-client';
import { APP_NAME } from '../../../lib/config';
import { confirmDeletion } from '../api/account-deletion';
import '../profile.css';

type Result = { confirmed: boolean; message: string };

/**
 * Posts the token once, in the loader (an effect would run twice under StrictMode and spend the
 * single-use link on the first run). A used, expired or cancelled link answers 400 INVALID.
 */
export function makeLoader() {
  return async ({ params }: LoaderFunctionArgs): Promise<Result> => {
    try {
      const { message } = await confirmDeletion({ token: params.token ?? '' });
      return { confirmed: true, message };
    } catch (error) {
      if (error instanceof ApiError && error.type === 'INVALID') {
        return { confirmed: false, message: deletionMessages.linkInvalid };
      }
      return { confirmed: false, message: errorText(error) };
    }
  };
}

/** The token is single-use: never post it again on a revalidation. */
export const shouldRevalidate = () => false;

/** /excluir-conta/{token}: the link of the deletion's confirmation e-mail (decision 140), signed in or out. */
function DeletionConfirmPage() {
  const result = useLoaderData<ReturnType<typeof makeLoader>>();
  return (
    <main className="profile-section deletion-confirm">
      <title>{`Exclusão da conta · ${APP_NAME}`}</title>
      <h1 className="page-title">Exclusão da conta</h1>
      <Banner tone={result.confirmed ? 'success' : 'error'} role={result.confirmed ? 'status' : 'alert'}>
        <p>{result.message}</p>
      </Banner>
      <Link className={buttonClass('primary')} to={paths.home}>
        Ir para o portal
      </Link>
    </main>
  );
}

export const Component = DeletionConfirmPage;
