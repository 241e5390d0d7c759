import { financeMessages, formatBRL, type ParcelWire, PaymentMethod } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../../lib/format';
import { chargeOf } from '../lib/money';
import { BoletoButton } from './boleto-button';
import { CardPayNow } from './card-pay';
import { PixPanel } from './pix-panel';

/**
 * After the chooser made the parcel (spec A §2, §4): what it charges, then the method's next step — EXIBIR
 * BOLETO, PAGAR AGORA to the card checkout, or the PIX QR code with its copy button.
 */
export function ChooserResult({ parcel }: { parcel: ParcelWire }) {
  const charge = chargeOf(parcel);
  const created = useRef<HTMLParagraphElement>(null);
  // The confirm button is gone: focus moves to what replaced it, so keyboard and screen-reader users go on
  // from the new parcel's line.
  useEffect(() => created.current?.focus(), []);
  return (
    <div className="stack">
      <p role="status" tabIndex={-1} ref={created}>
        Pagamento nº {parcel.parcid} de {formatBRL(charge)} criado
        {parcel.parcforma === PaymentMethod.cartao
          ? ''
          : `, com vencimento em ${formatDate(parcel.parcvencimento)}`}
        .
      </p>
      {parcel.parcdesconto > 0 && (
        <p className="fin-muted">
          Com desconto à vista de {formatBRL(Math.round(parcel.parcdesconto * 100))}.
        </p>
      )}
      {parcel.parcforma === PaymentMethod.boleto && (
        <>
          <p>{financeMessages.showBoleto}</p>
          <div className="actions">
            <BoletoButton parcid={parcel.parcid} secondCopy={false} />
          </div>
        </>
      )}
      {parcel.parcforma === PaymentMethod.cartao && <CardPayNow parcid={parcel.parcid} />}
      {parcel.parcforma === PaymentMethod.pix && <PixPanel parcid={parcel.parcid} />}
    </div>
  );
}
