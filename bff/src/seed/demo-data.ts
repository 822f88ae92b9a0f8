import type { Role } from '@city/contracts';
import type { Database } from '../db/database';
import { hashPassword } from '../services/passwords';
import { insertAccount } from '../services/users';
import { demoCityIdeas } from './demo-corpus';
import { COVER_VARIANTS, storeDemoCovers } from './demo-covers';
import { generateSeedData, insertSeedData, type SeedEvent } from './seed-data';

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

/** The last of the demo's events took place in the month before today: own lists show a past. */
const PAST_EVENTS = 8;
const DAY_MS = 86_400_000;
/** The seed's calendar spans four weeks and a day; moved back this far, an event has ended. */
const PAST_SHIFT_DAYS = 30;
/** Every this-many-th event has no cover, as some organizers upload none: the card's gradient shows. */
const WITHOUT_COVER_EVERY = 7;

function withPastEvents(events: readonly SeedEvent[]): SeedEvent[] {
  return events.map((event, index) =>
    index < events.length - PAST_EVENTS ? event : { ...event, startsAt: new Date(event.startsAt.getTime() - PAST_SHIFT_DAYS * DAY_MS) },
  );
}

/** Covers for the demo's events, by their (unique) titles; the variants of a category take turns. */
async function attachCovers(db: Database, events: readonly SeedEvent[]): Promise<void> {
  const covers = await storeDemoCovers(db);
  const seen = new Map<string, number>();
  const titles: string[] = [];
  const urls: string[] = [];
  for (const [index, event] of events.entries()) {
    if (index % WITHOUT_COVER_EVERY === WITHOUT_COVER_EVERY - 1) continue;
    const turn = seen.get(event.category) ?? 0;
    seen.set(event.category, turn + 1);
    titles.push(event.title);
    urls.push(covers.get(event.category)![turn % COVER_VARIANTS]!);
  }
  await db.query(
    'UPDATE events e SET image_url = c.url FROM unnest($1::text[], $2::text[]) AS c(title, url) WHERE e.title = c.title',
    [titles, urls],
  );
}

/**
 * docs/operations.md#demo-data: a demo city that looks lived in: the three logins, a dozen neighbours, every
 * title of the corpus once (about sixty events over the next four weeks, a few in the past month),
 * in every category, some full and some paid, most with a cover drawn for their category.
 */
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
  const ideas = demoCityIdeas();
  const data = generateSeedData({
    users: 12,
    events: ideas.length,
    seed: DEMO_SEED,
    city,
    timezone,
    now,
    existingPeople: existingUserIds.length,
    ideas,
  });
  const events = withPastEvents(data.events);
  await insertSeedData(db, { ...data, events }, { passwordHash: await hashPassword(SEEDED_USERS_PASSWORD), existingUserIds });
  await attachCovers(db, events);
  return DEMO_ACCOUNTS;
}
