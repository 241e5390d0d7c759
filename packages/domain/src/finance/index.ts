// Contract finance rules: parcels, the payment chooser and the contract view (spec A §2–§5, §7, §9).
export * from './amount';
export * from './contract-totals';
export * from './discount';
export * from './instalment-plan';
export * from './instalment-reason';
export * from './instalments';
export * from './media-gate';
export * from './new-parcel';
export * from './parcel-allocation';
export * from './parcel-status';
export * from './payment-chooser';
export * from './payment-methods';
export * from './payment-settings';
export * from './settings';
export * from './types';
