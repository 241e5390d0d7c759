import type { FormDados } from '@portal/domain';
import { Card } from '../../../components/card';
import { formatLongDate, formatTime } from '../../../lib/format';
import { DeadlinesCalendar } from './deadlines-calendar';

/** Shown only when the graduation data allow it (spec A §2, card 7: FormVerDados) and a date exists. */
export function canShowGraduation(dados: FormDados): boolean {
  return dados.FormVerDados === 1 && !!dados.FormData;
}

/** Graduation date and place (spec A §2, card 7). */
export function GraduationCard({ dados }: { dados: FormDados }) {
  return (
    <Card
      title="Data e local da formatura"
      help={<p>Data, horário e local da sua cerimônia de formatura, como combinados com a sua turma.</p>}
    >
      <dl className="facts">
        <div>
          <dt>Data</dt>
          <dd>{dados.FormData ? formatLongDate(dados.FormData) : '—'}</dd>
        </div>
        {dados.FormHora && (
          <div>
            <dt>Horário</dt>
            <dd>{formatTime(dados.FormHora)}</dd>
          </div>
        )}
        {dados.FormLocal && (
          <div>
            <dt>Local</dt>
            <dd>{dados.FormLocal}</dd>
          </div>
        )}
      </dl>
      <DeadlinesCalendar />
    </Card>
  );
}
