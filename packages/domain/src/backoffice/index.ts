export * from './graduation-form';
export * from './messages';
export * from './paging';
export * from './registration-link';
