export * from './audit';
export * from './graduations';
export * from './students';
export * from './users';
