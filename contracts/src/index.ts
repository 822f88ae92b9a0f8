export * from './roles';
export * from './email';
export * from './password';
export * from './user';
export * from './errors';
export * from './rateLimit';
export * from './auth';
export * from './events';
