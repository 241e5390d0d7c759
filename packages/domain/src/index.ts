// The public face of the domain. Each area keeps its own barrel; add new areas here.
export * from './contract/auth';
export * from './contract/common';
export * from './contract/profile';
export * from './dates';
export * from './messages';
export * from './money';
export * from './text';
