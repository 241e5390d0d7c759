import {
  CLASS_SUMS_HIDDEN,
  type ClassDashboard,
  DASHBOARD_SCREEN_NAMES,
  PAYMENT_SITUATIONS,
} from '@portal/domain';
import { formatDate, formatDateTime } from '../../../lib/format';
import { MissingClassmates } from './missing-classmates';

/**
 * The class dashboard (decision 74): the situations counted with their share of the class, and who has not sent
 * a file to each screen. No reais (decision 98): a class sum read before and after one classmate's payment would
 * give that payment away, so the sums stay with the producer. Printable like the reports.
 */
export function ClassDashboardView({ data }: { data: ClassDashboard }) {
  return (
    <div className="help-text report class-dashboard">
      <p>{`${data.formatura} · gerado em ${formatDateTime(data.geradoEm)} · ${data.alunos} formandos`}</p>
      <table className="help-table stacked-table">
        <caption>Situação de pagamento da turma</caption>
        <thead>
          <tr>
            <th scope="col">Situação</th>
            <th scope="col">Formandos</th>
            <th scope="col">Da turma</th>
          </tr>
        </thead>
        <tbody>
          {PAYMENT_SITUATIONS.map((situation) => (
            <tr key={situation}>
              <th scope="row">{situation}</th>
              <td className="num" data-label="Formandos">
                {data.pagamentos[situation]}
              </td>
              <td className="num" data-label="Da turma">{`${data.percentuais[situation]} %`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{CLASS_SUMS_HIDDEN}</p>
      <p>{`Músicas da formatura enviadas: ${data.musicasDaFormatura}`}</p>
      {data.pendencias.map((p) => {
        const name = DASHBOARD_SCREEN_NAMES[p.tipo];
        const deadline = p.prazo
          ? `Prazo: ${formatDate(p.prazo)}${p.aberta ? '' : ' (encerrado)'}`
          : 'Prazo ainda não definido';
        return (
          <section key={p.tipo} aria-label={name}>
            <h3>{name}</h3>
            <p>{`${deadline} · ${p.enviaram} de ${p.esperados} enviaram`}</p>
            {p.faltam.length === 0 ? (
              <p>Todos enviaram.</p>
            ) : (
              <MissingClassmates
                tipo={p.tipo}
                name={name}
                first={p.faltam}
                total={p.esperados - p.enviaram}
              />
            )}
          </section>
        );
      })}
    </div>
  );
}
