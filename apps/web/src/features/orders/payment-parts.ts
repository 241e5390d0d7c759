import type { ParcelWire } from '@portal/domain';
import type { ComponentType } from 'react';

/**
 * The finance feature's parts an order shows: the app composes both features and hands these in
 * (decision 57), so the orders feature never imports finance, and finance's code stays in its own chunk.
 */
export interface OrderPaymentParts {
  /** The payment step of a parcel just made (EXIBIR BOLETO, PAGAR AGORA, the PIX code). */
  PaymentStep: ComponentType<{ parcel: ParcelWire }>;
  /** An order's boleto: EXIBIR BOLETO or its second copy. */
  Boleto: ComponentType<{ parcid: number; secondCopy: boolean }>;
  /** An order's card payment, its checkout asked afresh on click. */
  CardContinue: ComponentType<{ parcid: number }>;
}
