import type { OrderChargeWire } from '@portal/domain';
import { BoletoSlot } from '../../../app/finance-slots';
import { buttonClass } from '../../../components/button';

/** An unpaid order's boleto view and card pay links (spec A §2 order list). */
export function OrderCharge({ charge }: { charge: OrderChargeWire | null }) {
  if (!charge || charge.pago) return null;
  return (
    <div className="actions">
      {charge.boleto && <BoletoSlot parcid={charge.parcid} secondCopy />}
      {charge.cartao && (
        <a className={buttonClass('secondary')} href={charge.cartao}>
          Pagar com cartão
        </a>
      )}
    </div>
  );
}
