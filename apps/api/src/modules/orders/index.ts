// The orders module's door: other modules and the composition root import only this file. The orders
// table is written only behind it; a parcel's payer marks its order paid through `orderPayment(tx)`.
export { type OrderPayment, orderPayment } from './order-payment';
export { ordersQueues } from './orders.jobs';
export { ordersModule } from './orders.module';
export { ordersPersonalData } from './personal-data';
