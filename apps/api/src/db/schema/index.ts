export * from './audit';
export * from './finance';
export * from './graduations';
export * from './home';
export * from './payments';
export * from './settings';
export * from './students';
export * from './users';
