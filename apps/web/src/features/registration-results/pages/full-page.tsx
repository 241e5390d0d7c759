import { registrationMessages } from '@portal/domain';
import { useProducerSettings } from '../../../lib/producer-settings';
import { ResultPage } from '../components/result-page';

/** /full (spec B §2.7): no vacancies remain for that graduation. */
function FullPage() {
  const { contactUrl } = useProducerSettings();
  return (
    <ResultPage heading={registrationMessages.full} tone="warning">
      <p>
        O número de vagas desta formatura já foi atingido e não é possível fazer novos cadastros por este
        link.
      </p>
      <p>
        Se você faz parte desta turma, fale com a produtora pelo{' '}
        <a href={contactUrl} target="_blank" rel="noopener noreferrer">
          canal de atendimento
        </a>
        .
      </p>
    </ResultPage>
  );
}

export const Component = FullPage;
