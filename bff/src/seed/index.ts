/**
 * Demo and seed data (`@city/bff/seed`): the small demo city a new embedded database starts with,
 * and the deterministic generator behind `npm run seed`. Kept apart from services/, which hold
 * the product's rules.
 */
export { DEMO_ACCOUNTS, SEEDED_USERS_PASSWORD, loadDemoData } from './demo-data';
export type { DemoAccount, DemoDataOptions } from './demo-data';
export { generateSeedData, insertSeedData } from './seed-data';
export type { SeedData, SeedEvent, SeedOptions, SeedUser } from './seed-data';
