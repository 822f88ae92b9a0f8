import {
  AGE_LIMITS,
  type AgeLimit,
  type EventCategory,
  DEFAULT_EVENT_FORM,
  DURATION_HOURS_MAX,
  DURATION_MINUTE_STEPS,
  EVENT_CATEGORIES,
  type EventFormErrors,
  type EventFormField,
  type EventFormValues,
} from '@city/contracts';
import type { SelectOption } from '../../primitives/Select';

/** Which message a value belongs to: editing the value clears that message. */
export const FORM_FIELD_OF: Record<keyof EventFormValues, EventFormField | null> = {
  title: 'title',
  description: 'description',
  category: 'category',
  ageLimit: 'ageLimit',
  startDate: 'startDate',
  durationHours: 'duration',
  durationMinutes: 'duration',
  address: 'address',
  isPaid: 'price',
  price: 'price',
  hasParticipantLimit: 'maxParticipants',
  maxParticipants: 'maxParticipants',
  imageUrl: null,
};

const VALUE_KEYS = Object.keys(DEFAULT_EVENT_FORM) as Array<keyof EventFormValues>;

/** Whether the form holds what it started with (docs/events.md#creating-and-editing: a dirty form asks before leaving). */
export const sameFormValues = (a: EventFormValues, b: EventFormValues): boolean =>
  VALUE_KEYS.every((key) => Object.is(a[key], b[key]));

export function withoutError(errors: EventFormErrors, field: EventFormField | null): EventFormErrors {
  if (field === null || !(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

/** docs/events.md#creating-and-editing: a thrown submit error shows its message, else 'Произошла ошибка'. */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return 'Произошла ошибка';
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Stored as lowercase labels (docs/events.md#the-list); a list reads better capitalised. */
export const CATEGORY_OPTIONS: SelectOption[] = EVENT_CATEGORIES.map((category) => ({
  id: category,
  label: capitalized(category),
}));

export const AGE_LIMIT_OPTIONS: SelectOption[] = AGE_LIMITS.map((age) => ({ id: String(age), label: `${age}+` }));

export const DURATION_HOUR_OPTIONS: SelectOption[] = Array.from({ length: DURATION_HOURS_MAX + 1 }, (_, hours) => ({
  id: String(hours),
  label: `${hours} ч`,
}));

export const DURATION_MINUTE_OPTIONS: SelectOption[] = DURATION_MINUTE_STEPS.map((minutes) => ({
  id: String(minutes),
  label: `${minutes} мин`,
}));

/** At the 12-hour maximum only whole hours remain (docs/events.md#creating-and-editing: duration 0 to 12 hours). */
export const disabledMinuteKeys = (hours: number): string[] =>
  hours >= DURATION_HOURS_MAX ? DURATION_MINUTE_OPTIONS.filter((option) => option.id !== '0').map((o) => o.id) : [];

/** The category a Select key names, or null for a key that is none of the five. */
export const categoryFromKey = (key: string): EventCategory | null =>
  EVENT_CATEGORIES.find((category) => category === key) ?? null;

export const ageLimitFromKey = (key: string): AgeLimit | null => AGE_LIMITS.find((age) => String(age) === key) ?? null;
