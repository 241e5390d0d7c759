import { registrationMessages } from '@portal/domain';
import { useProducerSettings } from '../../../lib/producer-settings';
import { ResultPage } from '../components/result-page';

/** /nohash (spec B §2.7): the self-registration link is missing or incomplete. */
function NohashPage() {
  const { contactUrl } = useProducerSettings();
  return (
    <ResultPage heading={registrationMessages.nohash} tone="warning">
      <p>O link do autocadastro está incompleto ou não existe mais.</p>
      <p>
        Abra de novo o link completo que a produtora enviou para sua turma ou peça um novo pelo{' '}
        <a href={contactUrl} target="_blank" rel="noopener noreferrer">
          canal de atendimento
        </a>
        .
      </p>
    </ResultPage>
  );
}

export const Component = NohashPage;
