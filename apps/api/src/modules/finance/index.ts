// The finance module's door (decision 111): other modules and the composition root import only this file.
// Finance never imports the orders module: a paid parcel settles its shop order through the
// `OrderSettlement` port, which app.ts fills with the orders module's `orderPayment`.

// Its queue, installed by the composition root with every other module's (decision 112).
export { financeQueues } from './finance.jobs';
// Every finance route, and the port the module is wired with.
export { financeModule } from './finance.module';
export type { OrderSettlement } from './order-settlement';
export { NOTIFICATION_CONCURRENCY } from './payments/notifications.service';
// Checkout charges an order through `orderCharges(tx)`.
export { type OrderCharges, orderCharges } from './payments/order-charges';
// The provider and payment settings as `app.payments`, registered by app.ts with the plugins.
export { type Payments, paymentsPlugin } from './payments.plugin';
// The sandbox provider's signed notifications and charge ids: what a test playing the provider's part
// sends, exactly as the sandbox's own pages do.
export { sandboxChargeId, signSandboxNotification } from './providers/sandbox';
// Checkout reads the producer's payment settings through the store.
export type { PaymentSettingsStore } from './settings/payment-settings';
// An order's parcel on the wire, as the student's contract view shows it.
export { toParcel } from './student/finance.mapper';
// The student's own data (decision 137) reads the contracts through the door.
export { financePersonalData } from './student/personal-data';
