import { type FinanceViewContract, formatBRL, ParcelAction, paymentMethodName } from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { brl, chargeOf } from '../lib/money';
import { parcelTitle } from '../lib/parcel-title';
import { settlementText } from '../lib/settlement';
import { BoletoButton } from './boleto-button';
import { CardContinueButton } from './card-pay';
import { PixPanel } from './pix-panel';
import { StatusBadge } from './status-badge';

type Parcel = FinanceViewContract['AlParcelas'][number];

/** The visible payments of a contract (spec A §2: parcvisivel = 1), each with its state and action (§4). */
export function ParcelList({ contract }: { contract: FinanceViewContract }) {
  const parcels = contract.AlParcelas.filter((p) => p.parcvisivel === 1);
  if (parcels.length === 0) return <p className="empty">Nenhum pagamento lançado ainda.</p>;
  return (
    <ul className="fin-parcels">
      {parcels.map((p) => (
        <ParcelRow key={p.parcid} parcel={p} note={settlementText(p, contract)} />
      ))}
    </ul>
  );
}

function ParcelRow({ parcel, note }: { parcel: Parcel; note: string | null }) {
  const [pixOpen, setPixOpen] = useState(false);
  const { situacao } = parcel;
  const title = parcelTitle(parcel);
  const paid = parcel.parcpagoem !== null;
  const value =
    paid && parcel.parcvalorpago !== null ? brl(parcel.parcvalorpago) : formatBRL(chargeOf(parcel));
  const method = paymentMethodName(parcel.parcforma);
  const panelId = `pix-${parcel.parcid}`;
  return (
    // An anchor per parcel (…#parcela-14): the id is never shown, the title names it (decision 125).
    <li className="fin-parcel" id={`parcela-${parcel.parcid}`}>
      <div className="fin-parcel-head">
        <span className="fin-parcel-title">{title}</span>
        <span className="fin-amount">{value}</span>
      </div>
      <div className="fin-parcel-meta">
        <StatusBadge situacao={situacao} />
        <span>{formatDate(situacao.date)}</span>
        {method && <span className="fin-muted">{method}</span>}
      </div>
      {note && <p className="fin-muted fin-settlement">{note}</p>}
      {situacao.notice && <p className="fin-text-error">{situacao.notice}</p>}
      <div className="fin-parcel-actions">
        {paid && (
          <Link to={paths.financeReceipt(parcel.parcid)} aria-label={`Recibo: ${title}`}>
            Recibo
          </Link>
        )}
        {situacao.action === ParcelAction.cardContinue && <CardContinueButton parcel={parcel} />}
        {situacao.action === ParcelAction.boletoSecondCopy && (
          <BoletoButton parcid={parcel.parcid} secondCopy={parcel.parctransacao !== null} />
        )}
        {situacao.action === ParcelAction.pixCopy && (
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded={pixOpen}
            aria-controls={panelId}
            onClick={() => setPixOpen((open) => !open)}
          >
            {pixOpen ? 'Fechar o PIX' : 'Pagar com PIX'}
          </button>
        )}
      </div>
      {pixOpen && (
        <div id={panelId}>
          <PixPanel parcid={parcel.parcid} />
        </div>
      )}
    </li>
  );
}
