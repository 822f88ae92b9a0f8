export * from './theme';
export * from './primitives';
export * from './layout';
export * from './domain';
export * from './marketing';
