export * from './consents';
export * from './deletion';
export * from './face-search-consent';
export * from './my-data';
