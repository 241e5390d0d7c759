import { useQuery } from '@tanstack/react-query';
import { bankDataQuery } from '../api/finance';
import { useFinanceOwner } from '../lib/owner';

/**
 * The producer's deposit details (GET /pagamentos/dadosbancarios, spec A §7, §8), in green. While the
 * producer has not filled them the answer says `error`: the student is shown nothing rather than a red
 * notice they cannot act on; the producer sees the gap on the payment settings (decision 122). A failed
 * call shows nothing either: the rest of the card still works.
 */
export function BankData() {
  const owner = useFinanceOwner();
  const { data } = useQuery(bankDataQuery(owner));
  if (!data || data.error) return null;
  return (
    <div className="fin-bank">
      <h3 className="fin-subtitle">Dados bancários para depósito</h3>
      <p className="fin-bank-text fin-text-success">{data.msg}</p>
    </div>
  );
}
