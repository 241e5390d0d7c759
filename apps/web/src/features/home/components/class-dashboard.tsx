import {
  CLASS_SUMS_HIDDEN,
  type ClassDashboard,
  DASHBOARD_SCREEN_NAMES,
  formatBRL,
  PAYMENT_SITUATIONS,
  toCents,
} from '@portal/domain';
import { formatDate, formatDateTime } from '../../../lib/format';

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '—');

/**
 * The class dashboard (issue 12, decision 74): the situations counted, the class's sums against what was
 * contracted and due by today, and who has not sent a file to each screen. Printable like the reports.
 */
export function ClassDashboardView({ data }: { data: ClassDashboard }) {
  const sums = data.arrecadacao;
  return (
    <div className="help-text report class-dashboard">
      <p>{`${data.formatura} · gerado em ${formatDateTime(data.geradoEm)} · ${data.alunos} formandos`}</p>
      <table className="help-table">
        <caption>Situação de pagamento da turma</caption>
        <thead>
          <tr>
            <th scope="col">Situação</th>
            <th scope="col">Formandos</th>
          </tr>
        </thead>
        <tbody>
          {PAYMENT_SITUATIONS.map((situation) => (
            <tr key={situation}>
              <th scope="row">{situation}</th>
              <td className="num">{data.pagamentos[situation]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sums ? (
        <table className="help-table">
          <caption>{`Arrecadação da turma (${sums.contratos} contratos)`}</caption>
          <thead>
            <tr>
              <th scope="col">Valor</th>
              <th scope="col">Total</th>
              <th scope="col">Do contratado</th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                ['Contratado', sums.contratado],
                ['Previsto até hoje', sums.previstoAteHoje],
                ['Recebido', sums.recebido],
              ] as const
            ).map(([label, reais]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="num">{formatBRL(toCents(reais))}</td>
                <td className="num">{percent(reais, sums.contratado)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{CLASS_SUMS_HIDDEN}</p>
      )}
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
              <>
                <p>Ainda não enviaram:</p>
                <ul aria-label={`Ainda não enviaram: ${name}`}>
                  {p.faltam.map((a, i) => (
                    // Names can repeat in a class: the position keeps the items apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: a printed list without ids, in a fixed order.
                    <li key={i}>{`${a.AlNome} (${a.curso})`}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
        );
      })}
    </div>
  );
}
