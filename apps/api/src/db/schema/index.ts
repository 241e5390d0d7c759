export * from './audit';
export * from './finance';
export * from './graduations';
export * from './home';
export * from './students';
export * from './users';
export * from './settings';
export * from './payments';
