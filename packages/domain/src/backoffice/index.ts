export * from './class-import';
export * from './graduation-form';
export * from './messages';
export * from './notices';
export * from './paging';
export * from './registration-link';
export * from './settings';
export * from './students';
