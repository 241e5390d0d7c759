// The payments module's door: other modules and the composition root import only this file. Checkout
// charges an order through `orderCharges(tx)`; finance reads the payment settings through the store type.
export { type OrderCharges, orderCharges } from './order-charges';
export type { PaymentSettingsStore } from './payment-settings';
export { paymentsModule } from './payments.module';
export { type Payments, paymentsPlugin } from './payments.plugin';
// The sandbox provider's signed notifications and charge ids: what a test playing the provider's part
// sends, exactly as the sandbox's own pages do.
export { sandboxChargeId, signSandboxNotification } from './providers/sandbox';
