export * from './action-codes';
export * from './audit-answers';
export * from './audit-fields';
export * from './audit-sentence';
