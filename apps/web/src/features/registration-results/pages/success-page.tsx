import { registrationMessages } from '@portal/domain';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { paths } from '../../../config/paths';
import { ResultPage } from '../components/result-page';

/** /success (spec B §2.7): registered; next step is the portal user. */
function SuccessPage() {
  return (
    <ResultPage heading={registrationMessages.success} tone="success">
      <p>Agora crie seu usuário do portal com o mesmo e-mail que você acabou de informar.</p>
      <div className="actions">
        <Link to={paths.signUp} className={buttonClass()}>
          Criar meu usuário do portal
        </Link>
      </div>
    </ResultPage>
  );
}

export const Component = SuccessPage;
