import { RATE_LIMIT_ERROR, type RateLimitResponse, type RateLimitType, type Role } from '@city/contracts';

/** Sample data shared by the domain stories. */

/** A 429 body whose limit lifts `remainingTime` seconds from now. */
export function sampleRateLimit(
  rateLimitType: RateLimitType,
  remainingTime: number,
  attempts: { used: number; max: number } = { used: 3, max: 3 },
): RateLimitResponse {
  return {
    error: RATE_LIMIT_ERROR,
    rateLimitType,
    remainingTime,
    maxAttempts: attempts.max,
    attemptsUsed: attempts.used,
    resetTime: new Date(Date.now() + remainingTime * 1000).toISOString(),
  };
}

export interface SampleUser {
  displayName: string | null;
  email: string;
  role: Role;
}

export const sampleUsers = {
  user: { displayName: 'Анна Смирнова', email: 'anna@example.ru', role: 'user' },
  withoutName: { displayName: null, email: 'ivan.petrov@example.ru', role: 'user' },
  moderator: { displayName: 'Олег Модераторов', email: 'oleg@example.ru', role: 'moderator' },
  admin: { displayName: 'Мария Админова', email: 'admin@example.ru', role: 'admin' },
} as const satisfies Record<string, SampleUser>;
