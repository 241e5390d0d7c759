import { globalMessages } from '@portal/domain';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { paths } from '../../../config/paths';
import { APP_NAME } from '../../../lib/config';

/** Any path outside the route table (spec B §2.1). */
function NotFoundPage() {
  return (
    <div className="stack">
      <title>{`${globalMessages.notFoundPath} · ${APP_NAME}`}</title>
      <h1>{globalMessages.notFoundPath}</h1>
      <p>Confira o endereço digitado ou volte para o início do portal.</p>
      <Link to={paths.home} className={buttonClass()}>
        Voltar ao início
      </Link>
    </div>
  );
}

export const Component = NotFoundPage;
