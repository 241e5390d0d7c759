import { useQuery } from '@tanstack/react-query';
import { bankDataQuery } from '../api/finance';
import { useFinanceOwner } from '../lib/owner';

/**
 * The producer's deposit details (GET /pagamentos/dadosbancarios, spec A §7, §8): the text in red when the
 * answer says `error`, in green otherwise. A failed call shows nothing: the rest of the card still works.
 */
export function BankData() {
  const owner = useFinanceOwner();
  const { data } = useQuery(bankDataQuery(owner));
  if (!data) return null;
  return (
    <div className="fin-bank">
      <h3 className="fin-subtitle">Dados bancários para depósito</h3>
      <p className={data.error ? 'fin-bank-text fin-text-error' : 'fin-bank-text fin-text-success'}>
        {data.msg}
      </p>
    </div>
  );
}
