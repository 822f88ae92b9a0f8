import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EVENT_CATEGORIES, instantToWallClock } from '@city/contracts';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main as createUser } from '../src/cli/create-user';
import { main as seed } from '../src/cli/seed';
import type { Database } from '../src/db/database';
import { openPgliteDatabase } from '../src/db/pglite';
import { SEEDED_USERS_PASSWORD } from '../src/seed/demo-data';
import { verifyPassword } from '../src/services/passwords';
import { generateSeedData } from '../src/seed/seed-data';
import { closeTestTemplates, testDatabases, type TestDatabase } from '../src/testing';

afterAll(closeTestTemplates);

const captured = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, output: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
};

/** Where a CLI writes: a fresh DATA_DIR (PGlite folder), or a fresh PostgreSQL database via DATABASE_URL. */
interface CliTarget {
  name: string;
  setUp(): Promise<{ env: Record<string, string>; open(): Promise<Database>; tearDown(): Promise<void> }>;
}

const targets: CliTarget[] = [
  {
    name: 'a fresh DATA_DIR',
    async setUp() {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-cli-'));
      return {
        env: { DATA_DIR: dataDir },
        open: () => openPgliteDatabase(path.join(dataDir, 'db')),
        tearDown: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
  ...testDatabases()
    .filter((kind) => kind.name === 'postgres')
    .map(
      (kind): CliTarget => ({
        name: 'a fresh PostgreSQL database',
        async setUp() {
          // An empty database, so the CLI's own migrations run: the harness one is migrated already.
          const database: TestDatabase = await kind.create();
          await database.db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
          return {
            env: { DATABASE_URL: database.url! },
            open: async () => database.connectAgain(),
            tearDown: () => database.close(),
          };
        },
      }),
    ),
];

describe.each(targets)('CLI on $name', (target) => {
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let tearDown: () => Promise<void>;
  beforeEach(async () => {
    ({ env, open, tearDown } = await target.setUp());
  });
  afterEach(async () => {
    await tearDown();
  });

  const withDatabase = async <T>(task: (db: Database) => Promise<T>): Promise<T> => {
    const db = await open();
    try {
      return await task(db);
    } finally {
      await db.close();
    }
  };

  it('create-user makes a confirmed, verified account, then updates its role and password', async () => {
    const first = captured();
    const created = await createUser(
      ['--email', ' Chief@Example.com', '--password', 'Adm1nPass', '--role', 'admin', '--name', 'Главный администратор'],
      env,
      first.output,
    );
    expect(first.err).toEqual([]);
    expect(created).toBe(0);
    expect(first.out.join('\n')).toContain('chief@example.com создан');

    const second = captured();
    expect(await createUser(['--email', 'chief@example.com', '--password', 'N3wPassword', '--role', 'moderator'], env, second.output)).toBe(
      0,
    );
    expect(second.out.join('\n')).toContain('обновлён');

    await withDatabase(async (db) => {
      const rows = await db.query<{
        role: string;
        status: string;
        display_name: string;
        email_verified_at: Date | null;
        password_hash: string;
      }>('SELECT role, status, display_name, email_verified_at, password_hash FROM users WHERE email = $1', ['chief@example.com']);
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({ role: 'moderator', status: 'confirmed', display_name: 'Главный администратор' });
      expect(row?.email_verified_at).toBeInstanceOf(Date);
      expect(await verifyPassword(row!.password_hash, 'N3wPassword')).toBe(true);
      expect(await verifyPassword(row!.password_hash, 'Adm1nPass')).toBe(false);
    });
  });

  it('create-user --status makes suspended and blocked accounts; an update keeps the status unless given', async () => {
    const run = (email: string, ...extra: string[]) =>
      createUser(['--email', email, '--password', 'Secret12', '--role', 'user', ...extra], env, captured().output);
    const suspended = captured();
    expect(
      await createUser(
        ['--email', 'paused@example.com', '--password', 'Secret12', '--role', 'user', '--status', 'suspended'],
        env,
        suspended.output,
      ),
    ).toBe(0);
    expect(suspended.out.join('\n')).toContain('статус suspended');
    expect(await run('banned@example.com', '--status', 'blocked')).toBe(0);
    // Re-running for an existing account without --status (a password reset) must not unblock it.
    expect(await run('banned@example.com')).toBe(0);
    // ... and with --status it changes it.
    expect(await run('paused@example.com', '--status', 'confirmed')).toBe(0);

    await withDatabase(async (db) => {
      const rows = await db.query<{ email: string; status: string; verified: boolean }>(
        'SELECT email, status, email_verified_at IS NOT NULL AS verified FROM users ORDER BY email',
      );
      expect(rows).toEqual([
        { email: 'banned@example.com', status: 'blocked', verified: true },
        { email: 'paused@example.com', status: 'confirmed', verified: true },
      ]);
    });
    // Four runs, each opening the embedded database from its folder: slower than one.
  }, 60_000);

  it('create-user refuses bad input in Russian with exit code 1', async () => {
    const bad = captured();
    expect(await createUser(['--email', 'nope', '--password', 'short', '--role', 'emperor'], env, bad.output)).toBe(1);
    const message = bad.err.join('\n');
    expect(message).toContain('--email: Введите корректный email');
    expect(message).toContain('--password: Пароль не соответствует требованиям безопасности');
    expect(message).toContain('Пароль должен содержать цифру');
    expect(message).toContain('--role: ожидается admin, moderator или user');

    const badStatus = captured();
    const activeStatus = ['--email', 'a@example.com', '--password', 'Secret12', '--role', 'user', '--status', 'active'];
    expect(await createUser(activeStatus, env, badStatus.output)).toBe(1);
    expect(badStatus.err.join('\n')).toContain('--status: ожидается confirmed, suspended или blocked, получено «active»');

    const missing = captured();
    expect(await createUser(['--email', 'a@example.com'], env, missing.output)).toBe(1);
    expect(missing.err.join('\n')).toContain('Использование: npm run create-user');
    expect(missing.err.join('\n')).toContain('[--status confirmed|suspended|blocked]');

    const unknownFlag = captured();
    expect(await createUser(['--mail', 'a@example.com'], env, unknownFlag.output)).toBe(1);
  });

  it('seed fills the database with Russian events in every category, at 15-minute steps ahead', async () => {
    const run = captured();
    expect(await seed(['--events', '40', '--users', '15', '--seed', '7'], env, run.output)).toBe(0);
    expect(run.out.join('\n')).toContain('15 пользователей и 40 мероприятий');
    expect(run.out.join('\n')).toContain(SEEDED_USERS_PASSWORD);

    await withDatabase(async (db) => {
      const events = await db.query<{ starts_at: Date; category: string; title: string; price: string | null; is_paid: boolean }>(
        'SELECT starts_at, category, title, price, is_paid FROM events',
      );
      expect(events).toHaveLength(40);
      expect(new Set(events.map((event) => event.category))).toEqual(new Set(EVENT_CATEGORIES));
      for (const event of events) {
        expect(event.starts_at.getTime()).toBeGreaterThan(Date.now());
        expect(instantToWallClock(event.starts_at.getTime(), 'Europe/Moscow').minute % 15).toBe(0);
        expect(event.title).toMatch(/[а-яё]/i);
        expect(event.is_paid).toBe(event.price !== null);
      }
      const users = await db.query<{ display_name: string; email_verified_at: Date | null }>(
        'SELECT display_name, email_verified_at FROM users',
      );
      expect(users).toHaveLength(15);
      expect(users.every((user) => /^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+$/.test(user.display_name))).toBe(true);
      const [participants] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM event_participants');
      expect(participants?.count).toBeGreaterThan(0);
    });
  });

  it('seed refuses bad numbers with exit code 1', async () => {
    const bad = captured();
    expect(await seed(['--events', 'many', '--users', '3'], env, bad.output)).toBe(1);
    expect(bad.err.join('\n')).toContain('--events: ожидается целое число');
    const noUsers = captured();
    expect(await seed(['--events', '3', '--users', '0'], env, noUsers.output)).toBe(1);
  });
});

describe('seed generator', () => {
  const options = { users: 20, events: 60, city: 'Москва', timezone: 'Europe/Moscow', now: new Date('2026-03-01T10:00:00Z') };

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateSeedData({ ...options, seed: 42 })).toEqual(generateSeedData({ ...options, seed: 42 }));
    expect(generateSeedData({ ...options, seed: 43 })).not.toEqual(generateSeedData({ ...options, seed: 42 }));
  });

  it('keeps participants within the limit and away from the organizer', () => {
    const { events } = generateSeedData({ ...options, seed: 1 });
    for (const event of events) {
      expect(event.participants).not.toContain(event.organizer);
      if (event.maxParticipants !== null) expect(event.participants.length).toBeLessThanOrEqual(event.maxParticipants);
      expect(new Set(event.participants).size).toBe(event.participants.length);
    }
  });

  it('places events on the city clock across a DST change', () => {
    // Berlin switches to summer time on 2026-03-29; every start still lands on a 15-minute step there.
    const { events } = generateSeedData({ ...options, timezone: 'Europe/Berlin', city: 'Берлин', seed: 3 });
    for (const event of events) {
      const wall = instantToWallClock(event.startsAt.getTime(), 'Europe/Berlin');
      expect(wall.minute % 15).toBe(0);
      expect(wall.hour).toBeGreaterThanOrEqual(8);
      expect(event.latitude).toBeNull();
    }
  });
});

describe('CLI without a usable configuration', () => {
  it('prints the configuration error and exits with 1', async () => {
    const run = captured();
    expect(await seed(['--events', '1', '--users', '1'], { PORT: 'x', DATA_DIR: os.tmpdir() }, run.output)).toBe(1);
    expect(run.err).toEqual(['PORT: ожидается число от 1 до 65535']);
  });
});
