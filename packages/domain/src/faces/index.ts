export * from './search';
export * from './settings';
