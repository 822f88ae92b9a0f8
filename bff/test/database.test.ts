import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { closeTestTemplates, testDatabases, type TestDatabase } from '../src/testing';

afterAll(closeTestTemplates);

const MIGRATIONS = ['001_accounts.sql', '002_events.sql', '003_events_api.sql', '004_people.sql', '005_list_at_scale.sql', '006_moderation_sample_labels.sql',
  '007_rate_limit_hit_ids.sql', '008_verification_browser.sql', '009_calendar.sql', '010_waitlist.sql',
  '011_reminders.sql'];

describe.each(testDatabases())('database layer on $name', ({ name, create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('applies each migration once', async () => {
    const rerun = await migrate(database.db);
    expect(rerun).toEqual({ applied: [], fresh: false });
    const versions = await database.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.map((row) => row.version)).toEqual(MIGRATIONS);
  });

  it('returns the same value shapes from PGlite and PostgreSQL', async () => {
    const [row] = await database.db.query<Record<string, unknown>>(
      `SELECT 9007199254740::bigint AS big, count(*) AS counted, '2026-05-09'::date AS day,
              12.5::numeric(10, 2) AS price, now() AS instant, true AS flag
         FROM (VALUES (1), (2)) AS t(n)`,
    );
    expect(row).toEqual({ big: 9007199254740, counted: 2, day: '2026-05-09', price: '12.50', instant: expect.any(Date), flag: true });
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO rate_limit_hits (action, key) VALUES ('probe', 'rollback')`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await database.db.query(`SELECT 1 FROM rate_limit_hits WHERE action = 'probe'`)).toHaveLength(0);
  });

  it('enforces the schema rules (lower-case unique e-mail, known roles and categories)', async () => {
    await expect(database.db.query(`INSERT INTO users (email, password_hash) VALUES ('Upper@Example.com', 'x')`)).rejects.toThrow();
    await expect(
      database.db.query(`INSERT INTO users (email, password_hash, role) VALUES ('r@example.com', 'x', 'superuser')`),
    ).rejects.toThrow();
    const [user] = await database.db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash) VALUES ('organizer@example.com', 'x') RETURNING id`,
    );
    await expect(
      database.db.query(
        `INSERT INTO events (title, description, starts_at, address, city, category, organizer_id)
         VALUES ('t', 'd', now(), 'a', 'Москва', 'вечеринка', $1)`,
        [user!.id],
      ),
    ).rejects.toThrow();
  });

  if (name === 'postgres') {
    it('lets several instances migrate an empty database at once', async () => {
      await database.db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      const instances = [database.connectAgain(), database.connectAgain(), database.connectAgain()];
      const results = await Promise.all(instances.map((instance) => migrate(instance)));
      expect(results.filter((result) => result.applied.length === MIGRATIONS.length)).toHaveLength(1);
      expect(results.filter((result) => result.applied.length === 0)).toHaveLength(2);
      const [count] = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM schema_migrations');
      expect(count?.count).toBe(MIGRATIONS.length);
    });
  }
});
