import { formatBRL, formatCpf, todayInSaoPaulo } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { APP_NAME } from '../../../lib/config';
import { formatDate } from '../../../lib/format';
import { producerSettingsQuery } from '../../../lib/producer-settings';
import { useCadastro } from '../../../lib/registration';
import { financeQuery } from '../api/finance';
import { ContractFigures } from '../components/contract-figures';
import { ExtrasLists } from '../components/extras-lists';
import { FinancePageState } from '../components/finance-page-state';
import { PrintBar } from '../components/print-bar';
import { ProducerBlock } from '../components/producer-block';
import { statementOf } from '../lib/documents';
import { brl } from '../lib/money';
import { useFinanceOwner } from '../lib/owner';
import '../finance.css';

/**
 * /financeiro/extrato/{ctid} (decision 58): the printable statement of one contract of the student — its figures,
 * every visible parcel paid and open with what it charged and what was paid, and the sums — read from GET
 * /perfil/financeiro.
 */
function StatementPage() {
  const ctid = Number(useParams().ctid);
  const owner = useFinanceOwner();
  const finance = useQuery(financeQuery(owner));
  const cadastro = useCadastro();
  // The document names who receives (decision 122): printed only once the producer's identity is known.
  const producer = useQuery(producerSettingsQuery);
  const contract = finance.data?.find((c) => c.ctid === ctid) ?? null;
  const statement = contract ? statementOf(contract) : null;
  return (
    <>
      <title>{`Extrato do contrato ${Number.isSafeInteger(ctid) ? ctid : ''} · ${APP_NAME}`}</title>
      <h1 className="page-title">Extrato do contrato {Number.isSafeInteger(ctid) ? ctid : ''}</h1>
      <FinancePageState
        pending={finance.isPending || cadastro.isPending || producer.isPending}
        error={finance.error ?? cadastro.error}
        retry={() => void finance.refetch()}
        missing={contract ? null : 'Não encontramos este contrato entre os seus.'}
      >
        {contract && statement && (
          <div className="fin-document">
            <ProducerBlock right={`Emitido em ${formatDate(todayInSaoPaulo(new Date()))}`} />
            {cadastro.data && (
              <p>
                {cadastro.data.AlNome} {cadastro.data.AlSobrenome}
                {cadastro.data.AlCPF ? ` · CPF ${formatCpf(cadastro.data.AlCPF)}` : ''}
              </p>
            )}
            <h2 className="fin-subtitle">Resumo</h2>
            <ContractFigures totais={contract.totais} />
            <h2 className="fin-subtitle">Parcelas</h2>
            {statement.lines.length === 0 ? (
              <p className="empty">Nenhum pagamento lançado ainda.</p>
            ) : (
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls in its own focusable box (decision 43).
              <section className="fin-table-wrap" tabIndex={0} aria-label="Parcelas do contrato">
                <table className="fin-table stacked-table">
                  <thead>
                    <tr>
                      <th scope="col">Parcela</th>
                      <th scope="col">Forma</th>
                      <th scope="col">Vencimento</th>
                      <th scope="col" className="num">
                        Valor
                      </th>
                      <th scope="col">Situação</th>
                      <th scope="col">Pago em</th>
                      <th scope="col" className="num">
                        Valor pago
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {statement.lines.map((line) => (
                      <tr key={line.parcid}>
                        <th scope="row">{line.title}</th>
                        {/* Each cell names its column on a narrow screen (decision 142): markup, not CSS. */}
                        <td data-label="Forma">{line.method}</td>
                        <td data-label="Vencimento">{formatDate(line.due)}</td>
                        <td className="num" data-label="Valor">
                          {formatBRL(line.charged)}
                        </td>
                        <td data-label="Situação">
                          {line.label}
                          {line.note && <span className="fin-muted fin-settlement"> {line.note}</span>}
                        </td>
                        <td data-label="Pago em">{line.paidOn ? formatDate(line.paidOn) : '—'}</td>
                        <td className="num" data-label="Valor pago">
                          {line.paid === null ? '—' : formatBRL(line.paid)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={6}>
                        Total pago
                      </th>
                      <td className="num">{formatBRL(statement.paidSum)}</td>
                    </tr>
                    <tr>
                      <th scope="row" colSpan={6}>
                        Em aberto
                      </th>
                      <td className="num">{brl(contract.totais.emAberto)}</td>
                    </tr>
                  </tfoot>
                </table>
              </section>
            )}
            <ExtrasLists contract={contract} heading="h2" />
          </div>
        )}
        <PrintBar />
      </FinancePageState>
    </>
  );
}

export const Component = StatementPage;
