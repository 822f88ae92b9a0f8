import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestTemplates, startTestApp, testDatabases, type TestApp, type TestDatabase } from '../src/testing';

afterAll(closeTestTemplates);

const [pglite] = testDatabases();

/** What kinds of answer the server gives: API success and error, a refused write, the partner pages, the app. */
const PATHS = ['/api/health', '/api/auth/me', '/api/no-such-call', '/api/public/events', '/embed/feed', '/widget.js', '/', '/events'];

/** docs/operations.md#configuration (point 8): HSTS on every answer when PUBLIC_URL is https, none otherwise. */
describe('Strict-Transport-Security', () => {
  let database: TestDatabase;
  let overHttps: TestApp;
  let overHttp: TestApp;

  beforeAll(async () => {
    database = await pglite!.create();
    // The TLS ends at a proxy in front; the app only learns it from PUBLIC_URL.
    overHttps = await startTestApp({ db: database.db, config: { publicUrl: 'https://afisha.example.org' } });
    overHttp = await startTestApp({ db: database.connectAgain() });
  });
  afterAll(async () => {
    await overHttps?.close();
    await overHttp?.close();
    await database?.close();
  });

  it('is sent on every answer under an https PUBLIC_URL', async () => {
    const client = overHttps.client();
    for (const path of PATHS) {
      const response = await client.get(path);
      expect(response.headers.get('strict-transport-security'), `${path} (${response.status})`).toBe('max-age=31536000; includeSubDomains');
    }
    // A state change refused by the origin check (its Origin is not PUBLIC_URL) carries it too.
    const refused = await client.request('POST', '/api/auth/login', {
      json: { email: 'a@example.com', password: 'x' },
      headers: { origin: 'https://elsewhere.example.com' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('is never sent under http', async () => {
    const client = overHttp.client();
    for (const path of PATHS) {
      const response = await client.get(path);
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});
