export * from './consents';
