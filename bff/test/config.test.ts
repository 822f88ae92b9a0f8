import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const configError = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
};

describe('configuration', () => {
  it('falls back to the docs/operations.md#configuration defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      databaseUrl: null,
      smtpUrl: null,
      city: 'Москва',
      timezone: 'Europe/Moscow',
      trustProxy: false,
      logLevel: 'info',
      dataDir: path.join(REPO_ROOT, '.data'),
      staticDir: path.join(REPO_ROOT, 'app', 'dist'),
      widgetDir: path.join(REPO_ROOT, 'widgets', 'dist'),
      storybookDir: path.join(REPO_ROOT, '.storybook-static'),
    });
    expect(config.mailFrom).toContain('no-reply@localhost');
  });

  it('reads every variable, treating empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://afisha.example.org/',
      DATABASE_URL: 'postgres://app@db:5432/city',
      DATA_DIR: 'var/data',
      INIT_CWD: '/srv/city',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Афиша <robot@example.org>',
      CITY: 'Казань',
      APP_TIMEZONE: 'Europe/Samara',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'WARN',
      STATIC_DIR: '',
      WIDGET_DIR: 'widget-build',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://afisha.example.org',
      databaseUrl: 'postgres://app@db:5432/city',
      dataDir: '/srv/city/var/data',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Афиша <robot@example.org>',
      city: 'Казань',
      timezone: 'Europe/Samara',
      trustProxy: true,
      logLevel: 'warn',
      staticDir: path.join(REPO_ROOT, 'app', 'dist'),
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('names the variable in Russian when a value is bad', () => {
    for (const port of ['0', '65536', 'abc', '3.5']) {
      expect(configError({ PORT: port })).toBe('PORT: ожидается число от 1 до 65535');
    }
    expect(configError({ APP_TIMEZONE: 'Mars/Olympus' })).toBe(
      'APP_TIMEZONE: неизвестный часовой пояс «Mars/Olympus», ожидается имя из базы IANA, например Europe/Moscow',
    );
    expect(configError({ TRUST_PROXY: 'yes' })).toBe('TRUST_PROXY: ожидается 1, true, 0 или false');
    expect(configError({ PUBLIC_URL: 'ftp://files' })).toMatch(/^PUBLIC_URL: /);
    expect(configError({ DATABASE_URL: 'mysql://x' })).toMatch(/^DATABASE_URL: /);
    expect(configError({ SMTP_URL: 'localhost:25' })).toMatch(/^SMTP_URL: /);
    expect(configError({ LOG_LEVEL: 'loud' })).toBe('LOG_LEVEL: ожидается debug, info, warn или error');
    expect(configError({ MAIL_FROM: 'not an address' })).toMatch(/^MAIL_FROM: /);
  });

  it('reports every bad variable at once', () => {
    expect(configError({ PORT: '-1', TRUST_PROXY: 'maybe' }).split('\n')).toEqual([
      'PORT: ожидается число от 1 до 65535',
      'TRUST_PROXY: ожидается 1, true, 0 или false',
    ]);
  });

  it('makes the server print the message and exit with 1, without a stack trace', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'bff/src/server.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: 'seventy', APP_TIMEZONE: 'Nowhere/Land' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT: ожидается число от 1 до 65535');
    expect(result.stderr).toContain('APP_TIMEZONE: неизвестный часовой пояс «Nowhere/Land»');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
  });
});
