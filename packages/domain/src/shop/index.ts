// Album, cart, delivery and shop checkout rules (spec B §2.8–2.11, §3–§5.3, §9; spec A §5 credits).
export * from './album';
export * from './cart';
export * from './cart-item';
export * from './complementary';
export * from './credits';
export * from './delivery';
export * from './finalise';
export * from './freight';
export * from './measure-kinds';
export * from './measures';
export * from './payment-methods';
export * from './texts';
export * from './totals';
