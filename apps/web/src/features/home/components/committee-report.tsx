import type { CommitteeReport } from '@portal/domain';
import { formatDateTime } from '../../../lib/format';

const SCREENS = [
  ['formatura', 'Músicas da formatura'],
  ['individual', 'Individual'],
  ['complementar', 'Complementar'],
  ['certificado', 'Certificado'],
] as const;

/** A class report as a printable table (spec A §2 card 10): names and situations, never amounts (decision 55). */
export function CommitteeReportView({ report }: { report: CommitteeReport }) {
  const generated = `${report.formatura} · gerado em ${formatDateTime(report.geradoEm)}`;
  if (report.tipo === 'pagamentos') {
    return (
      <div className="help-text report">
        <p>{generated}</p>
        <p>
          {Object.entries(report.totais)
            .map(([situation, n]) => `${situation}: ${n}`)
            .join(' · ')}
        </p>
        <table className="help-table stacked-table">
          <caption>Situação de pagamento de cada formando da turma</caption>
          <thead>
            <tr>
              <th scope="col">Formando</th>
              <th scope="col">Curso</th>
              <th scope="col">Situação</th>
            </tr>
          </thead>
          <tbody>
            {report.alunos.map((a, i) => (
              // Names can repeat in a class: the position keeps the rows apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: a printed list without ids, in a fixed order.
              <tr key={i}>
                <th scope="row">{a.AlNome}</th>
                <td data-label="Curso">{a.curso}</td>
                <td data-label="Situação">{a.situacao}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className="help-text report">
      <p>{generated}</p>
      <table className="help-table stacked-table">
        <caption>Arquivos enviados por formando, por tela</caption>
        <thead>
          <tr>
            <th scope="col">Formando</th>
            <th scope="col">Curso</th>
            {SCREENS.map(([, label]) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.alunos.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a printed list without ids, in a fixed order.
            <tr key={i}>
              <th scope="row">{a.AlNome}</th>
              <td data-label="Curso">{a.curso}</td>
              {SCREENS.map(([screen, label]) => (
                <td key={screen} className="num" data-label={label}>
                  {a[screen]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
