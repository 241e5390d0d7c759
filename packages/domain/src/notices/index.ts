// Notices (spec A §3): the one allow-list both sanitisers build from.
export * from './allow-list';
