import { type FinanceViewContract, financeMessages } from '@portal/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AddressGatedButton } from '../../../components/address-gate';
import { paths } from '../../../config/paths';
import { safeHttpUrl } from '../lib/money';
import { ContractFigures } from './contract-figures';
import { ExtrasLists } from './extras-lists';
import { ParcelList } from './parcel-list';
import { PaymentChooser } from './payment-chooser';

/**
 * One contract of the Área Financeira (spec A §2): title with its id, PDF link, figures, the cash-discount
 * deadline message while it applies (§4), 'Fazer um pagamento agora', the visible payments, extras and
 * package items, and the printable statement.
 */
export function ContractBlock({ contract }: { contract: FinanceViewContract }) {
  const titleId = useId();
  const [paying, setPaying] = useState(false);
  const pdf = safeHttpUrl(contract.ctpdf);
  const canPay = contract.totais.emAberto > 0 && contract.pagamento.formas.length > 0;
  return (
    <article className="fin-contract" aria-labelledby={titleId}>
      <h3 id={titleId} className="fin-title">
        Contrato {contract.ctid}
      </h3>
      {pdf && (
        <p>
          <a href={pdf} target="_blank" rel="noopener noreferrer">
            Ver o contrato em PDF <span className="visually-hidden">(abre em nova aba)</span>
          </a>
        </p>
      )}
      <ContractFigures totais={contract.totais} />
      {contract.aviso && (
        // The open-parcel reminder follows every payment (decision 129): it goes once the parcel is settled.
        <p className="fin-notice fin-text-error" role="note">
          {contract.aviso}
        </p>
      )}
      {contract.avista && (
        <p className="fin-notice" role="note">
          {contract.avista}
        </p>
      )}
      {canPay && (
        <div className="fin-actions">
          <AddressGatedButton aria-haspopup="dialog" onClick={() => setPaying(true)}>
            {financeMessages.makePayment}
          </AddressGatedButton>
        </div>
      )}
      <h4 className="fin-subtitle">Pagamentos</h4>
      <ParcelList contract={contract} />
      <ExtrasLists contract={contract} />
      <p className="fin-links">
        <Link to={paths.financeStatement(contract.ctid)}>Extrato do contrato para imprimir</Link>
      </p>
      {paying && <PaymentChooser contract={contract} onClose={() => setPaying(false)} />}
    </article>
  );
}
