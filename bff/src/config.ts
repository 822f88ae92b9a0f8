import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isKnownTimeZone, isPlainEmailAddress, LAUNCH_CITY } from '@city/contracts';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from './logger';

/** The repository root, two levels above this file (bff/src/config.ts, or bff/dist/*.js once bundled). */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppConfig {
  port: number;
  host: string;
  /** Origin (and optional path) of links in mails, without a trailing slash. */
  publicUrl: string;
  /** Unset: the embedded PGlite database under `dataDir/db`. */
  databaseUrl: string | null;
  dataDir: string;
  /** Unset: mails are written to `dataDir/outbox`. */
  smtpUrl: string | null;
  mailFrom: string;
  city: string;
  timezone: string;
  /** docs/operations.md#the-city-of-a-page: the address /contacts gives (SUPPORT_EMAIL). */
  supportEmail: string;
  /** docs/operations.md#command-line: behind a proxy, the client address is the last X-Forwarded-For entry. */
  trustProxy: boolean;
  logLevel: LogLevel;
  staticDir: string;
  /** The built partner widget (docs/partner-feed.md#styles): feed/server.js, feed/feed.css and widget.js. */
  widgetDir: string;
  /** docs/operations.md#storybook: the built Storybook served at /storybook/ (STORYBOOK_DIR). */
  storybookDir: string;
  moderation: ModerationConfig;
  /** docs/operations.md#several-instances: argon2 work per instance (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE_MS). */
  passwordHashing: { concurrency: number; queueTimeoutMs: number };
  http: HttpLimits;
}

/**
 * docs/operations.md#command-line, point 6: how long a client may take and how many connections may be open at once,
 * so slow or silent clients cannot hold the server's sockets.
 */
export interface HttpLimits {
  /** HTTP_HEADERS_TIMEOUT_MS: the request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** HTTP_BODY_TIMEOUT_MS: the body must arrive within this once the headers are in. */
  bodyTimeoutMs: number;
  /** HTTP_IDLE_TIMEOUT_MS: a connection with no byte either way for this long is closed. */
  idleTimeoutMs: number;
  /** HTTP_MAX_CONNECTIONS: connections past this many are closed as they arrive. */
  maxConnections: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 30_000,
  bodyTimeoutMs: 30_000,
  idleTimeoutMs: 30_000,
  maxConnections: 1000,
};

/** docs/moderation.md#when-a-post-is-checked: automatic moderation of event texts. */
export interface ModerationConfig {
  /** MODERATION_THRESHOLD; null: the shipped model's own default (from the team's eval). */
  threshold: number | null;
  /** MODERATION_LLM_URL and friends; null: the local model decides alone. */
  llm: ModerationLlmConfig | null;
}

export interface ModerationLlmConfig {
  /** OpenAI-compatible base URL; the call goes to `{url}/chat/completions`. */
  url: string;
  key: string | null;
  model: string;
  /** Only local scores inside it (both ends included) are sent; null: the model's own uncertain band. */
  band: { from: number; to: number } | null;
  timeoutMs: number;
}

/** A bad environment value; the message names the variable in Russian (printed without a stack). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export type Environment = Record<string, string | undefined>;

const urlWithProtocol = (protocols: readonly string[]) => (value: string) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const nonEmpty = (message: string) => z.string().trim().min(1, message);

const portSchema = z.coerce
  .number({ error: 'PORT: ожидается число от 1 до 65535' })
  .int('PORT: ожидается число от 1 до 65535')
  .min(1, 'PORT: ожидается число от 1 до 65535')
  .max(65535, 'PORT: ожидается число от 1 до 65535');

const booleanFlag = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['1', 'true', '0', 'false'].includes(v), `${name}: ожидается 1, true, 0 или false`)
    .transform((v) => v === '1' || v === 'true');

/** Relative paths are taken from where the command was typed (npm sets INIT_CWD), not from bff/. */
const resolveFromInvocation = (env: Environment) => (value: string) =>
  path.resolve(env.INIT_CWD ?? process.cwd(), value);

/** Reads the environment once; every problem is reported together, one line per variable. */
export function loadConfig(env: Environment = process.env): AppConfig {
  const value = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw;
  };
  const errors: string[] = [];
  const parse = <T>(name: string, schema: z.ZodType<T>, fallback: T): T => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    errors.push(result.error.issues[0]?.message ?? `${name}: недопустимое значение`);
    return fallback;
  };

  const port = parse('PORT', portSchema, 3000);
  const host = parse('HOST', nonEmpty('HOST: укажите имя хоста или IP-адрес'), '127.0.0.1');
  const publicUrl = parse(
    'PUBLIC_URL',
    z
      .string()
      .trim()
      .refine(urlWithProtocol(['http:', 'https:']), 'PUBLIC_URL: ожидается адрес вида http://хост:порт или https://хост')
      .transform((url) => url.replace(/\/+$/, '')),
    `http://localhost:${port}`,
  );
  const databaseUrl = parse<string | null>(
    'DATABASE_URL',
    z
      .string()
      .trim()
      .refine(
        urlWithProtocol(['postgres:', 'postgresql:']),
        'DATABASE_URL: ожидается адрес вида postgres://пользователь@хост:5432/база',
      ),
    null,
  );
  const resolvePath = resolveFromInvocation(env);
  const dataDir = parse(
    'DATA_DIR',
    nonEmpty('DATA_DIR: укажите папку для данных').transform(resolvePath),
    path.join(REPO_ROOT, '.data'),
  );
  const smtpUrl = parse<string | null>(
    'SMTP_URL',
    z
      .string()
      .trim()
      .refine(urlWithProtocol(['smtp:', 'smtps:']), 'SMTP_URL: ожидается адрес вида smtp://хост:порт или smtps://хост:порт'),
    null,
  );
  const mailFrom = parse(
    'MAIL_FROM',
    z
      .string()
      .trim()
      .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'MAIL_FROM: ожидается адрес отправителя, например «Городские события <no-reply@example.com>»'),
    `"Городские события" <no-reply@${hostnameOf(publicUrl)}>`,
  );
  const city = parse('CITY', nonEmpty('CITY: укажите название города'), LAUNCH_CITY.name);
  const timezone = parse(
    'APP_TIMEZONE',
    z
      .string()
      .trim()
      .refine(isKnownTimeZone, {
        error: (issue) =>
          `APP_TIMEZONE: неизвестный часовой пояс «${String(issue.input)}», ожидается имя из базы IANA, например Europe/Moscow`,
      }),
    LAUNCH_CITY.timeZone,
  );
  const supportEmail = parse(
    'SUPPORT_EMAIL',
    z.string().trim().refine(isPlainEmailAddress, 'SUPPORT_EMAIL: ожидается адрес почты поддержки, например support@example.com'),
    LAUNCH_CITY.supportEmail,
  );
  const trustProxy = parse('TRUST_PROXY', booleanFlag('TRUST_PROXY'), false);
  const logLevel = parse<LogLevel>(
    'LOG_LEVEL',
    z.string().trim().toLowerCase().pipe(z.enum(LOG_LEVELS, { error: 'LOG_LEVEL: ожидается debug, info, warn или error' })),
    'info',
  );
  const staticDir = parse(
    'STATIC_DIR',
    nonEmpty('STATIC_DIR: укажите папку собранного приложения').transform(resolvePath),
    path.join(REPO_ROOT, 'app', 'dist'),
  );
  const widgetDir = parse(
    'WIDGET_DIR',
    nonEmpty('WIDGET_DIR: укажите папку собранного виджета').transform(resolvePath),
    path.join(REPO_ROOT, 'widgets', 'dist'),
  );

  const storybookDir = parse(
    'STORYBOOK_DIR',
    nonEmpty('STORYBOOK_DIR: укажите папку собранного Storybook').transform(resolvePath),
    path.join(REPO_ROOT, '.storybook-static'),
  );

  const moderation = parseModeration(value, parse, errors);
  const http: HttpLimits = {
    headersTimeoutMs: parse('HTTP_HEADERS_TIMEOUT_MS', millisecondsSchema('HTTP_HEADERS_TIMEOUT_MS'), DEFAULT_HTTP_LIMITS.headersTimeoutMs),
    bodyTimeoutMs: parse('HTTP_BODY_TIMEOUT_MS', millisecondsSchema('HTTP_BODY_TIMEOUT_MS'), DEFAULT_HTTP_LIMITS.bodyTimeoutMs),
    idleTimeoutMs: parse('HTTP_IDLE_TIMEOUT_MS', millisecondsSchema('HTTP_IDLE_TIMEOUT_MS'), DEFAULT_HTTP_LIMITS.idleTimeoutMs),
    maxConnections: parse('HTTP_MAX_CONNECTIONS', maxConnectionsSchema, DEFAULT_HTTP_LIMITS.maxConnections),
  };
  // Two at once fits the 2-core machines the platform runs on: more would only share the same
  // cores and make every check slower (docs/operations.md#security).
  const passwordHashing = {
    concurrency: parse('PASSWORD_HASH_CONCURRENCY', wholeNumber('PASSWORD_HASH_CONCURRENCY', 1, 64), 2),
    queueTimeoutMs: parse('PASSWORD_HASH_QUEUE_MS', wholeNumber('PASSWORD_HASH_QUEUE_MS', 10, 60_000), 3000),
  };

  if (errors.length > 0) throw new ConfigError(errors.join('\n'));
  return {
    port, host, publicUrl, databaseUrl, dataDir, smtpUrl, mailFrom, city, timezone, supportEmail, trustProxy, logLevel, staticDir, widgetDir, moderation,
    storybookDir,
    passwordHashing,
    http,
  };
}

const millisecondsSchema = (name: string) => {
  const message = `${name}: ожидается целое число миллисекунд от 100 до 600000`;
  return z.coerce.number({ error: message }).int(message).min(100, message).max(600_000, message);
};

const maxConnectionsMessage = 'HTTP_MAX_CONNECTIONS: ожидается целое число от 1 до 100000';
const maxConnectionsSchema = z.coerce
  .number({ error: maxConnectionsMessage })
  .int(maxConnectionsMessage)
  .min(1, maxConnectionsMessage)
  .max(100_000, maxConnectionsMessage);

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name}: ожидается целое число от ${min} до ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
const DEFAULT_LLM_TIMEOUT_MS = 3000;

const shareSchema = (name: string) =>
  z.coerce
    .number({ error: `${name}: ожидается число от 0 до 1, например 0.5` })
    .min(0, `${name}: ожидается число от 0 до 1, например 0.5`)
    .max(1, `${name}: ожидается число от 0 до 1, например 0.5`);

const bandSchema = z
  .string()
  .trim()
  .regex(/^\d*\.?\d+\s*-\s*\d*\.?\d+$/, 'MODERATION_LLM_BAND: ожидается диапазон уверенности «от-до», например 0.3-0.8')
  .transform((raw) => {
    const [from, to] = raw.split('-').map((part) => Number(part.trim()));
    return { from: from!, to: to! };
  })
  .refine(
    ({ from, to }) => from >= 0 && to <= 1 && from <= to,
    'MODERATION_LLM_BAND: границы от 0 до 1, нижняя не больше верхней, например 0.3-0.8',
  );

const timeoutSchema = z.coerce
  .number({ error: 'MODERATION_LLM_TIMEOUT_MS: ожидается целое число миллисекунд от 100 до 60000' })
  .int('MODERATION_LLM_TIMEOUT_MS: ожидается целое число миллисекунд от 100 до 60000')
  .min(100, 'MODERATION_LLM_TIMEOUT_MS: ожидается целое число миллисекунд от 100 до 60000')
  .max(60_000, 'MODERATION_LLM_TIMEOUT_MS: ожидается целое число миллисекунд от 100 до 60000');

type Parse = <T>(name: string, schema: z.ZodType<T>, fallback: T) => T;

/** The external model is on only with MODERATION_LLM_URL; a key without a URL is a mistake worth saying. */
function parseModeration(value: (name: string) => string | undefined, parse: Parse, errors: string[]): ModerationConfig {
  const threshold = parse<number | null>('MODERATION_THRESHOLD', shareSchema('MODERATION_THRESHOLD'), null);
  const url = parse<string | null>(
    'MODERATION_LLM_URL',
    z
      .string()
      .trim()
      .refine(urlWithProtocol(['http:', 'https:']), 'MODERATION_LLM_URL: ожидается адрес вида https://api.example.com/v1')
      .transform((raw) => raw.replace(/\/+$/, '')),
    null,
  );
  const key = value('MODERATION_LLM_KEY')?.trim() ?? null;
  if (key !== null && url === null && value('MODERATION_LLM_URL') === undefined) {
    errors.push('MODERATION_LLM_KEY: задан без MODERATION_LLM_URL, внешняя модель не будет вызвана');
  }
  const model = parse('MODERATION_LLM_MODEL', nonEmpty('MODERATION_LLM_MODEL: укажите имя модели'), DEFAULT_LLM_MODEL);
  const band = parse<{ from: number; to: number } | null>('MODERATION_LLM_BAND', bandSchema, null);
  const timeoutMs = parse('MODERATION_LLM_TIMEOUT_MS', timeoutSchema, DEFAULT_LLM_TIMEOUT_MS);
  return { threshold, llm: url === null ? null : { url, key, model: model.trim(), band, timeoutMs } };
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** docs/accounts.md#sessions: cookies are Secure when the public address is https. */
export const isHttps = (config: Pick<AppConfig, 'publicUrl'>): boolean => config.publicUrl.startsWith('https:');
