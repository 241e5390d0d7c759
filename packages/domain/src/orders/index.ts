// Shop order rules: stage history, free orders, downloads and the list's value (spec A §2, §4, §5).
export * from './discounted';
export * from './download';
export * from './order';
export * from './place';
export * from './stage-change-texts';
export * from './stages';
export * from './texts';
export * from './tracking-code';
