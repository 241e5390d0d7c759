import type { OrderChargeWire } from '@portal/domain';
import type { OrderPaymentParts } from '../payment-parts';

/**
 * An unpaid order's boleto view and card payment (spec A §2 order list). The card checkout is asked from
 * the API on click, not followed from the address stored with the charge, which may have expired.
 */
export function OrderCharge({
  charge,
  payment,
}: {
  charge: OrderChargeWire | null;
  payment: OrderPaymentParts;
}) {
  if (!charge || charge.pago) return null;
  return (
    <div className="actions">
      {charge.boleto && <payment.Boleto parcid={charge.parcid} secondCopy />}
      {charge.cartao && <payment.CardContinue parcid={charge.parcid} />}
    </div>
  );
}
