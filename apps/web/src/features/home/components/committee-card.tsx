import { type FormDados, globalMessages, type IsoDate, UploadType } from '@portal/domain';
import { Card } from '../../../components/card';
import { CommitteeHelp } from './help/tributes-help';
import { UploadLink } from './upload-link';

const REPORTS = ['Relatório de pagamentos da turma', 'Relatório de arquivos enviados pela turma'] as const;
const REPORTS_PENDING = 'Disponível quando a produtora publicar os relatórios da turma.';

/** Ferramentas da Comissão (spec A §2 card 10), for committee members only (spec A §6). */
export function CommitteeCard({ dados, today }: { dados: FormDados; today: IsoDate }) {
  return (
    <Card title={globalMessages.committeeCard} help={<CommitteeHelp />}>
      <ul className="upload-links">
        <UploadLink
          tipo={UploadType.graduation}
          label="Carregar músicas da formatura"
          dados={dados}
          today={today}
        />
      </ul>
      {/* The class reports come with their own call; until then they are named but not offered. */}
      <div className="actions">
        {REPORTS.map((report) => (
          <button
            key={report}
            type="button"
            className="btn btn-secondary"
            aria-disabled="true"
            title={REPORTS_PENDING}
            onClick={(event) => event.preventDefault()}
          >
            {report}
          </button>
        ))}
      </div>
    </Card>
  );
}
