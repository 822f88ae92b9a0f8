import {
  RATE_LIMIT_ERROR,
  type Profile,
  type PublicProfile,
  type RateLimitResponse,
  type RateLimitType,
  type Role,
} from '@city/contracts';

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

/** The year the profile stories treat as the current one (the birth-year list ends here). */
export const SAMPLE_CURRENT_YEAR = 2026;

/** GET /api/profile of the sample user, everything filled in. */
export function sampleProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 42,
    email: sampleUsers.user.email,
    status: 'confirmed',
    displayName: sampleUsers.user.displayName,
    birthDate: '1994-06-15',
    bio: 'Люблю джаз и долгие прогулки по набережным. Хожу на лекции об архитектуре.',
    city: 'Москва',
    showName: true,
    showBirthDate: true,
    showBio: true,
    ...overrides,
  };
}

/** GET /api/users/42/profile with every field shown; a hidden field is simply absent. */
export function samplePublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 42,
    displayName: sampleUsers.user.displayName,
    birthDate: '1994-06-15',
    age: 32,
    bio: 'Люблю джаз и долгие прогулки по набережным. Хожу на лекции об архитектуре.',
    city: 'Москва',
    status: 'confirmed',
    createdAt: '2025-03-14T09:20:00Z',
    ...overrides,
  };
}
