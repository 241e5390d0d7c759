import { useQuery } from '@tanstack/react-query';
import { AddressGateBanner } from '../../../components/address-gate';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { errorText } from '../../../lib/api-client';
import { financeQuery } from '../api/finance';
import { useFinanceOwner } from '../lib/owner';
import { BankData } from './bank-data';
import { ContractBlock } from './contract-block';
import '../finance.css';

/**
 * The body of the home's Área Financeira card (spec A §2 card 3): one block per contract of GET
 * /perfil/financeiro, then the producer's deposit details. The home shows it through the app's slot
 * (decision 57), so neither feature imports the other.
 */
export function FinanceArea() {
  const owner = useFinanceOwner();
  const finance = useQuery(financeQuery(owner));
  if (finance.isPending) return <Spinner label="Carregando a área financeira" />;
  if (finance.isError) {
    return (
      <Banner
        tone="error"
        role="alert"
        actions={
          <Button variant="secondary" onClick={() => finance.refetch()}>
            Tentar de novo
          </Button>
        }
      >
        <p>{errorText(finance.error)}</p>
      </Banner>
    );
  }
  return (
    <div className="fin">
      <AddressGateBanner />
      {finance.data.length === 0 ? (
        <p className="empty">Os valores do seu contrato ainda não foram lançados pela produtora.</p>
      ) : (
        finance.data.map((contract) => <ContractBlock key={contract.ctid} contract={contract} />)
      )}
      <BankData />
    </div>
  );
}
