import { z } from 'zod';

/** docs/accounts.md#roles, docs/operations.md#rate-limits. */
export const RATE_LIMIT_TYPES = ['email_verification', 'password_reset', 'resend_verification', 'other'] as const;
export type RateLimitType = (typeof RATE_LIMIT_TYPES)[number];

export const RATE_LIMIT_ERROR = 'Rate limit exceeded';

export const rateLimitResponseSchema = z.object({
  error: z.literal(RATE_LIMIT_ERROR),
  rateLimitType: z.enum(RATE_LIMIT_TYPES),
  /** Seconds until the limit lifts. */
  remainingTime: z.number().int().nonnegative(),
  maxAttempts: z.number().int().positive(),
  attemptsUsed: z.number().int().nonnegative(),
  /** ISO 8601 UTC time the limit lifts. */
  resetTime: z.string(),
});
export type RateLimitResponse = z.infer<typeof rateLimitResponseSchema>;

const isCount = (value: unknown, min: number): boolean => Number.isInteger(value) && (value as number) >= min;

/**
 * Whether a body is the rate-limit answer: the schema's test, written out by hand (the contracts
 * test holds the two together). Every failed call of the app goes through it, the first screen's
 * included, and a schema here would bring zod into the script every page loads.
 */
export function isRateLimitResponse(body: unknown): body is RateLimitResponse {
  if (typeof body !== 'object' || body === null) return false;
  const { error, rateLimitType, remainingTime, maxAttempts, attemptsUsed, resetTime } = body as Record<string, unknown>;
  return (
    error === RATE_LIMIT_ERROR &&
    (RATE_LIMIT_TYPES as readonly unknown[]).includes(rateLimitType) &&
    isCount(remainingTime, 0) &&
    isCount(maxAttempts, 1) &&
    isCount(attemptsUsed, 0) &&
    typeof resetTime === 'string'
  );
}

/** docs/accounts.md#forms: the panel title of each type. */
export const RATE_LIMIT_TITLES: Record<RateLimitType, string> = {
  email_verification: 'Слишком много попыток регистрации',
  password_reset: 'Слишком много запросов восстановления',
  resend_verification: 'Письмо уже отправлено',
  other: 'Слишком много запросов',
};

/**
 * docs/operations.md#rate-limits: every counted action, its type, what it is keyed by and its window.
 * A request is refused when any rule that applies to it is exhausted.
 */
export interface RateLimitRule {
  /** Stable name stored with each counted attempt. */
  action: string;
  type: RateLimitType;
  key: 'ip' | 'email' | 'user' | 'email+ip';
  max: number;
  windowSeconds: number;
}

const HOUR = 3600;
export const RATE_LIMIT_RULES = {
  registerPerIp: { action: 'register:ip', type: 'email_verification', key: 'ip', max: 5, windowSeconds: HOUR },
  registerPerEmail: { action: 'register:email', type: 'email_verification', key: 'email', max: 3, windowSeconds: HOUR },
  resendPerMinute: { action: 'resend:minute', type: 'resend_verification', key: 'email', max: 1, windowSeconds: 60 },
  resendPerDay: { action: 'resend:day', type: 'resend_verification', key: 'email', max: 5, windowSeconds: 24 * HOUR },
  forgotPerEmail: { action: 'forgot:email', type: 'password_reset', key: 'email', max: 3, windowSeconds: HOUR },
  forgotPerIp: { action: 'forgot:ip', type: 'password_reset', key: 'ip', max: 10, windowSeconds: HOUR },
  // docs/operations.md#logs: failed logins are limited per account whatever the address (a locked account answers
  // 429 to everyone until the window lifts, and its owner is mailed a reset link), and per address
  // across accounts (one password sprayed over many accounts).
  failedLoginPerAccount: { action: 'login-failed:account', type: 'other', key: 'email', max: 10, windowSeconds: 15 * 60 },
  failedLoginPerIp: { action: 'login-failed:ip', type: 'other', key: 'ip', max: 30, windowSeconds: 15 * 60 },
  // docs/operations.md#security: every reset attempt counts, so made-up tokens cannot be tried in bulk from one address.
  resetPerIp: { action: 'reset:ip', type: 'password_reset', key: 'ip', max: 10, windowSeconds: HOUR },
  claims: { action: 'claim', type: 'other', key: 'user', max: 20, windowSeconds: HOUR },
  feedback: { action: 'feedback', type: 'other', key: 'user', max: 10, windowSeconds: HOUR },
  uploads: { action: 'upload', type: 'other', key: 'user', max: 30, windowSeconds: HOUR },
  // docs/partner-feed.md#caching: every call to /api/public/* (partner sites), 304s and 400s included. Ten a minute on
  // average is far above what one reader's browser asks (answers are cached for 60 s) and low
  // enough that scraping the feed costs more than it is worth.
  publicApi: { action: 'public-api', type: 'other', key: 'ip', max: 600, windowSeconds: HOUR },
  // docs/operations.md#flood-guard: with the embedded database (one process, queries on the server's own thread) the
  // lists are limited per address in memory, so one client's flood cannot starve everyone else: a
  // bucket of 5 refilled over half a second, ten a second: far above a person scrolling, filtering and
  // typing, and a burst small enough that its cache misses (~7 ms each there) keep the thread free.
  embeddedListBurst: { action: 'embedded-list', type: 'other', key: 'ip', max: 5, windowSeconds: 0.5 },
} as const satisfies Record<string, RateLimitRule>;
export type RateLimitRuleName = keyof typeof RATE_LIMIT_RULES;

/** docs/accounts.md#rate-limit-panel: countdown colour bands (seconds left) and the progress bar threshold. */
export const RATE_LIMIT_COUNTDOWN_BANDS = { critical: 10, warning: 30, notice: 60 } as const;
export const RATE_LIMIT_PROGRESS_MAX_SECONDS = 300;
