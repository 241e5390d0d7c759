// Role rules shared by the API guards and the web (spec A §6, spec B §6).
export * from './events-refusal';
export * from './permissions';
export * from './photo-access';
