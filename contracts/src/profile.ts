import { z } from 'zod';
import { plainText } from './text';
import { BIRTH_DATE_MESSAGES, BIRTH_YEAR_MIN, parseCalendarDate } from './birthDate';
import { USER_STATUSES } from './roles';

/** docs/people.md#own-profile: profile limits. */
export const PROFILE_LIMITS = { displayNameMax: 100, bioMax: 500 } as const;

export const PROFILE_MESSAGES = {
  displayNameTooLong: `Имя должно быть не длиннее ${PROFILE_LIMITS.displayNameMax} символов`,
  bioTooLong: `Поле «О себе» должно быть не длиннее ${PROFILE_LIMITS.bioMax} символов`,
  switchRequired: 'Настройки видимости должны быть true или false',
  /** docs/people.md#own-profile */
  saveFailed: 'Произошла ошибка при сохранении профиля',
  userNotFound: 'Пользователь с указанным ID не существует или был удален',
} as const;

/**
 * GET /api/profile: the fields of docs/people.md#own-profile plus the account info the page shows
 * (email, id, status). Empty fields are null; the city is the launch city, read only.
 */
export const profileSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  displayName: z.string().nullable(),
  birthDate: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  showName: z.boolean(),
  showBirthDate: z.boolean(),
  showBio: z.boolean(),
  /** docs/events.md#reminders: the switch «Напоминать о событиях», on by default. */
  remindEvents: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

const optionalText = (max: number, tooLong: string) =>
  plainText()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : null));

/**
 * PUT /api/profile: the page sends the same fields with the empty ones omitted (docs/people.md#own-profile), so an omitted text field is cleared. `city` and the account fields are not editable and
 * are ignored when sent. Whether the date is in the future is checked against the city's today.
 */
export const profileUpdateSchema = z.object({
  displayName: optionalText(PROFILE_LIMITS.displayNameMax, PROFILE_MESSAGES.displayNameTooLong),
  bio: optionalText(PROFILE_LIMITS.bioMax, PROFILE_MESSAGES.bioTooLong),
  birthDate: plainText()
    .refine((value) => parseCalendarDate(value) !== null, BIRTH_DATE_MESSAGES.invalid)
    .refine((value) => (parseCalendarDate(value)?.year ?? 0) >= BIRTH_YEAR_MIN, BIRTH_DATE_MESSAGES.tooEarly)
    .optional()
    .transform((value) => value ?? null),
  showName: z.boolean({ error: PROFILE_MESSAGES.switchRequired }),
  showBirthDate: z.boolean({ error: PROFILE_MESSAGES.switchRequired }),
  showBio: z.boolean({ error: PROFILE_MESSAGES.switchRequired }),
  /** Omitted: unchanged (a page of an earlier release does not know the switch). */
  remindEvents: z.boolean({ error: PROFILE_MESSAGES.switchRequired }).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ValidProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * GET /api/users/{id}/profile: what the person chose to show. A hidden field is absent from the
 * answer, not null and not flagged, so nothing private leaves the server. `age` comes with the
 * birth date, computed on the city's today.
 */
export const publicProfileSchema = z.object({
  id: z.number().int().positive(),
  displayName: z.string().optional(),
  birthDate: z.string().optional(),
  age: z.number().int().nonnegative().optional(),
  bio: z.string().optional(),
  city: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The name a public profile is shown under when its owner hides theirs (the events' organizerName). */
export const anonymousUserName = (id: number): string => `Пользователь №${id}`;
