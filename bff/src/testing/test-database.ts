import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { PGLITE_OPTIONS, wrapPglite } from '../db/pglite';
import { openPostgresDatabase } from '../db/postgres';

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** For PostgreSQL, the URL of this throw-away database (CLI tests pass it as DATABASE_URL). */
  url: string | null;
  /**
   * Another connection to the same database, as a second server instance would have. PGlite
   * lives inside this process, so it hands out the same instance.
   */
  connectAgain(): Database;
  /** Closes every connection and, for PostgreSQL, drops the database. */
  close(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  create(): Promise<TestDatabase>;
}

/**
 * The databases every BFF suite runs against: in-memory PGlite always, plus a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set (docs/operations.md#database). Use with `describe.each(testDatabases())`.
 */
export function testDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', create: () => createTestDatabase('pglite') }];
  if (process.env.TEST_DATABASE_URL) kinds.push({ name: 'postgres', create: () => createTestDatabase('postgres') });
  return kinds;
}

export async function createTestDatabase(kind: 'pglite' | 'postgres' = 'pglite'): Promise<TestDatabase> {
  return kind === 'postgres' ? createPostgresTestDatabase() : createPgliteTestDatabase();
}

let migratedDump: Promise<File | Blob> | undefined;

/**
 * Booting and migrating PGlite takes seconds; it is done once per test file and every database
 * starts from that dump (~0.5 s). (PGlite's clone() would drop our type parsers.)
 */
async function createPgliteTestDatabase(): Promise<TestDatabase> {
  migratedDump ??= (async () => {
    const template = await PGlite.create('memory://', PGLITE_OPTIONS);
    try {
      await migrate(wrapPglite(template));
      return await template.dumpDataDir('none');
    } finally {
      await template.close();
    }
  })();
  const pglite = await PGlite.create('memory://', { ...PGLITE_OPTIONS, loadDataDir: await migratedDump });
  const db = wrapPglite(pglite);
  return { kind: 'pglite', db, url: null, connectAgain: () => db, close: () => db.close() };
}

/** Forgets the migrated dump (frees its memory); suites call it from afterAll. */
export async function closeTestTemplates(): Promise<void> {
  migratedDump = undefined;
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `city_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connections: Database[] = [];
  const connect = (): Database => {
    const connection = openPostgresDatabase(url.toString(), { maxConnections: 4 });
    connections.push(connection);
    return connection;
  };
  const db = connect();
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    await withAdminClient(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    throw error;
  }
  return {
    kind: 'postgres',
    db,
    url: url.toString(),
    connectAgain: connect,
    async close() {
      await Promise.all(connections.map((connection) => connection.close()));
      await withAdminClient(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(adminUrl: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}
