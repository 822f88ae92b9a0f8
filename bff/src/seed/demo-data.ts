import type { Role } from '@city/contracts';
import type { Database } from '../db/database';
import { hashPassword } from '../services/passwords';
import { insertAccount } from '../services/users';
import { generateSeedData, insertSeedData } from './seed-data';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  displayName: string;
  /** What /profile shows for the account (docs/people.md#own-profile); fixed, so the demo is the same every time. */
  birthDate?: string;
  bio?: string;
}

/** docs/operations.md#running: one account per role, printed at first start; the passwords meet the docs/events.md#the-event rules. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@example.com', password: 'Admin2025', role: 'admin', displayName: 'Администратор' },
  { email: 'moderator@example.com', password: 'Moder2025', role: 'moderator', displayName: 'Мария Модератова' },
  {
    email: 'user@example.com',
    password: 'User2025',
    role: 'user',
    displayName: 'Иван Петров',
    birthDate: '1994-08-17',
    bio: 'Люблю настольные игры, велопрогулки по набережным и джаз по пятницам. Ищу компанию на выходные.',
  },
];

/** Every account the seed generator creates signs in with this password. */
export const SEEDED_USERS_PASSWORD = 'Gorod2025';

const DEMO_SEED = 2025;

export interface DemoDataOptions {
  city: string;
  timezone: string;
  now: Date;
}

/** A small demo city: the three logins, a dozen neighbours and ~20 events in every category. */
export async function loadDemoData(db: Database, { city, timezone, now }: DemoDataOptions): Promise<readonly DemoAccount[]> {
  const ids: Record<string, number> = {};
  for (const account of DEMO_ACCOUNTS) {
    const created = await insertAccount(db, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      displayName: account.displayName,
      role: account.role,
      city,
      birthDate: account.birthDate ?? null,
      bio: account.bio ?? null,
      verified: true,
    });
    if (created) ids[account.email] = created.id;
  }
  // Only the ordinary demo user takes part in events; staff accounts stay clean for the back office.
  const demoUser = ids['user@example.com'];
  const existingUserIds = demoUser === undefined ? [] : [demoUser];
  const data = generateSeedData({
    users: 12,
    events: 20,
    seed: DEMO_SEED,
    city,
    timezone,
    now,
    existingPeople: existingUserIds.length,
  });
  await insertSeedData(db, data, { passwordHash: await hashPassword(SEEDED_USERS_PASSWORD), existingUserIds });
  return DEMO_ACCOUNTS;
}
