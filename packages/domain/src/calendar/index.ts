export * from './deadlines';
export * from './ics';
