export * from './album';
export * from './ingest';
