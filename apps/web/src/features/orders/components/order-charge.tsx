import type { OrderChargeWire } from '@portal/domain';
import { BoletoSlot, CardContinueSlot } from '../../../app/finance-slots';

/**
 * An unpaid order's boleto view and card payment (spec A §2 order list). The card checkout is asked from
 * the API on click, not followed from the address stored with the charge, which may have expired.
 */
export function OrderCharge({ charge }: { charge: OrderChargeWire | null }) {
  if (!charge || charge.pago) return null;
  return (
    <div className="actions">
      {charge.boleto && <BoletoSlot parcid={charge.parcid} secondCopy />}
      {charge.cartao && <CardContinueSlot parcid={charge.parcid} />}
    </div>
  );
}
