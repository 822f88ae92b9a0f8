import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { EVENT_CATEGORIES } from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as createUser } from '../src/cli/create-user';
import { openPgliteDatabase } from '../src/db/pglite';
import { silentLogger } from '../src/logger';
import { startServer } from '../src/server';
import { DEMO_ACCOUNTS } from '../src/seed/demo-data';
import { TestClient, testConfig, testDatabases, type TestDatabase } from '../src/testing';

const captured = () => {
  const lines: string[] = [];
  return { lines, out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
};

describe('the server on a new embedded database', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-server-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts, loads the demo city once, prints where it listens, where mail goes and the demo logins', async () => {
    const printed: string[] = [];
    const config = testConfig({ dataDir, staticDir: path.join(dataDir, 'no-build') });
    const server = await startServer(config, { logger: silentLogger, print: (line) => printed.push(line) });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const output = printed.join('\n');
      expect(output).toContain(server.url);
      expect(output).toContain(path.join(dataDir, 'outbox'));
      for (const account of DEMO_ACCOUNTS) {
        expect(output).toContain(account.email);
        expect(output).toContain(account.password);
      }

      const client = new TestClient(server.url);
      expect((await client.get('/api/health')).body).toEqual({ status: 'ok' });
      const user = DEMO_ACCOUNTS.find((account) => account.role === 'user')!;
      const login = await client.post('/api/auth/login', { email: user.email, password: user.password });
      expect(login.status).toBe(200);
      const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
      const adminLogin = await new TestClient(server.url).post('/api/auth/login', { email: admin.email, password: admin.password });
      expect(adminLogin.body).toMatchObject({ user: { role: 'admin', status: 'confirmed' } });

      // docs/operations.md#command-line: a CLI cannot share the PGlite folder with the running server.
      const cli = captured();
      const exitCode = await createUser(
        ['--email', 'late@example.com', '--password', 'Secret12', '--role', 'user'],
        { DATA_DIR: dataDir },
        cli,
      );
      expect(exitCode).toBe(1);
      expect(cli.lines.join('\n')).toMatch(/уже открыта другим процессом .*Остановите сервер/s);
    } finally {
      await server.close();
    }

    let demoEvents = 0;
    const db = await openPgliteDatabase(path.join(dataDir, 'db'));
    try {
      const categories = await db.query<{ category: string }>('SELECT DISTINCT category FROM events');
      expect(categories.map((row) => row.category).sort()).toEqual([...EVENT_CATEGORIES].sort());
      const [events] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM events');
      // docs/operations.md#demo-data: every title of the corpus once (bff/test/demo-city.test.ts holds the rest).
      demoEvents = events?.count ?? 0;
      expect(demoEvents).toBeGreaterThanOrEqual(60);
      const [joined] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM event_participants p JOIN users u ON u.id = p.user_id WHERE u.email = 'user@example.com'`,
      );
      expect(joined?.count).toBeGreaterThan(0);
    } finally {
      await db.close();
    }

    // A second start finds the database not new: no second demo city.
    const again: string[] = [];
    const restarted = await startServer(testConfig({ dataDir }), { logger: silentLogger, print: (line) => again.push(line) });
    await restarted.close();
    expect(again.join('\n')).not.toContain('admin@example.com');
    const reopened = await openPgliteDatabase(path.join(dataDir, 'db'));
    const [afterRestart] = await reopened.query<{ count: number }>('SELECT count(*)::int AS count FROM events');
    await reopened.close();
    expect(afterRestart?.count).toBe(demoEvents);
  });

  it('lets an in-flight request finish when closing', async () => {
    const server = await startServer(testConfig({ dataDir }), { logger: silentLogger, print: () => {} });
    const body = JSON.stringify({ email: 'user@example.com', password: 'User2025' });
    const request = http.request(`${server.url}/api/auth/login`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      });
      request.on('error', reject);
    });
    // Half the body is on the wire: the request is in flight when the shutdown begins.
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = server.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    request.end(body.slice(10));
    expect((await answered).status).toBe(200);
    await closed;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});

// docs/operations.md#database: also against PostgreSQL where TEST_DATABASE_URL names a server.
const postgresDatabases = testDatabases().filter((kind) => kind.name === 'postgres');
for (const kind of postgresDatabases) {
  describe('the server on PostgreSQL', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await kind.create();
    });
    afterAll(async () => {
      await database?.close();
    });

    it('starts on DATABASE_URL and loads no demo data into a server database', async () => {
      const printed: string[] = [];
      const server = await startServer(testConfig({ databaseUrl: database.url }), {
        logger: silentLogger,
        print: (line) => printed.push(line),
      });
      try {
        expect((await new TestClient(server.url).get('/api/health')).status).toBe(200);
        expect(printed.join('\n')).toMatch(/PostgreSQL 127\.0\.0\.1:5432\/city_test_/);
        expect(printed.join('\n')).not.toContain('admin@example.com');
      } finally {
        await server.close();
      }
      const [users] = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
      expect(users?.count).toBe(0);
    });
  });
}
