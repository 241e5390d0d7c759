// Upload screens: types, labels, limits, deadlines and content sniffing (spec A §2, §3, §4, §5, §8, §9).
export * from './deadlines';
export * from './file-names';
export * from './labels';
export * from './limits';
export * from './sniff';
export * from './types';
