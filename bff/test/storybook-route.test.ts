import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestTemplates, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../src/testing';

afterAll(closeTestTemplates);

/** docs/operations.md#storybook: the built Storybook under /storybook/, with a policy its pages can run under. */
describe('the Storybook beside the product', () => {
  let database: TestDatabase;
  let built: TestApp;
  let missing: TestApp;
  let storybookDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    storybookDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-storybook-'));
    fs.writeFileSync(path.join(storybookDir, 'index.html'), '<!doctype html><title>Storybook</title><script>window.x = 1</script>');
    fs.writeFileSync(path.join(storybookDir, 'index.json'), '{"v":5,"entries":{}}');
    built = await startTestApp({ db: database.db, config: { storybookDir } });
    missing = await startTestApp({ db: database.db, config: { storybookDir: path.join(storybookDir, 'absent') } });
  });
  afterAll(async () => {
    await built?.close();
    await missing?.close();
    await database?.close();
    fs.rmSync(storybookDir, { recursive: true, force: true });
  });

  it('serves the build under /storybook/, its pages framable by itself and allowed their inline scripts', async () => {
    const page = await fetch(`${built.url}/storybook/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Storybook</title>');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('cache-control')).toBe('no-cache');

    const index = await fetch(`${built.url}/storybook/index.json`);
    expect(await index.json()).toEqual({ v: 5, entries: {} });
    const bare = await fetch(`${built.url}/storybook`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/storybook/');
  });

  it('keeps the strict policy everywhere else', async () => {
    const health = await fetch(`${built.url}/api/health`);
    expect(health.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(health.headers.get('x-frame-options')).toBe('DENY');
  });

  it('says how to build it when it is not built', async () => {
    const page = await fetch(`${missing.url}/storybook/`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build-storybook');
  });
});
