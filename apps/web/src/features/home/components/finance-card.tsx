import {
  cashDiscountOpen,
  type FormDados,
  financeTermsFromFormDados,
  formatBRL,
  formatDateBR,
  type IsoDate,
} from '@portal/domain';
import { Card } from '../../../components/card';
import { externalUrl } from '../lib/files';
import { FinanceHelp } from './help/finance-help';

/**
 * Área Financeira (spec A §2 card 3), for now with the contract figures the registration carries: the
 * price in instalments, the cash price while its deadline is open, and the contract PDF. Parcels and
 * payments join when the finance calls exist.
 */
export function FinanceCard({ dados, today }: { dados: FormDados; today: IsoDate }) {
  const terms = financeTermsFromFormDados(dados);
  const cashOpen = cashDiscountOpen(today, terms);
  const contractUrl = externalUrl(dados.FormContrato);
  return (
    <Card title="Área Financeira" help={<FinanceHelp />}>
      {terms.FormValorPrazo > 0 ? (
        <dl className="facts">
          <div>
            <dt>Valor do contrato</dt>
            <dd>{formatBRL(terms.FormValorPrazo)}</dd>
          </div>
          {cashOpen && terms.FormLimiteAvista && (
            <div>
              <dt>À vista até {formatDateBR(terms.FormLimiteAvista)}</dt>
              <dd>{formatBRL(terms.FormValor)}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="empty">Os valores do seu contrato ainda não foram lançados pela produtora.</p>
      )}
      {contractUrl && (
        <p className="card-link">
          <a href={contractUrl} target="_blank" rel="noopener noreferrer">
            Ver o contrato em PDF <span className="visually-hidden">(abre em nova aba)</span>
          </a>
        </p>
      )}
    </Card>
  );
}
