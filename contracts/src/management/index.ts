export * from './envelope';
export * from './messages';
export * from './fields';
export * from './claims';
export * from './users';
export * from './feedback';
export * from './statistics';
export * from './moderationSample';
