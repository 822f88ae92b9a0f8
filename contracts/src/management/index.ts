export * from './envelope';
export * from './messages';
export * from './fields';
export * from './complaints';
export * from './users';
export * from './feedback';
export * from './statistics';
export * from './moderationSample';
