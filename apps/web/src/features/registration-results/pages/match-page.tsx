import { registrationMessages } from '@portal/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useProducerSettings } from '../../../lib/producer-settings';
import { ResultPage } from '../components/result-page';

/** /match (spec B §2.7): these data are already registered; the producer sorts it out. */
function MatchPage() {
  const { contactUrl } = useProducerSettings();
  return (
    <ResultPage heading={registrationMessages.match} tone="warning">
      <p>
        Seu CPF ou e-mail já está no cadastro de uma formatura. Para corrigir ou mudar de turma, fale com a
        produtora pelo{' '}
        <a href={contactUrl} target="_blank" rel="noopener noreferrer">
          canal de atendimento
        </a>
        .
      </p>
      <p>
        Se você já tem usuário do portal, <Link to={paths.signIn()}>entre com seu e-mail e senha</Link>.
      </p>
    </ResultPage>
  );
}

export const Component = MatchPage;
