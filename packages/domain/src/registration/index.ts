// Self-registration through the producer's link (spec B §2.6, §2.7, §4.6, §5.2).
export * from './form';
export * from './link-key';
export * from './normalize';
export * from './result';
