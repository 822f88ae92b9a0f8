/** docs/events.md#creating-and-editing: categories are stored as these lowercase Russian labels. */
export const EVENT_CATEGORIES = [
  'досуг и развлечения',
  'культура и искусство',
  'обучение и развитие',
  'спорт и туризм',
  'другое',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const isEventCategory = (label: string): label is EventCategory => (EVENT_CATEGORIES as readonly string[]).includes(label);
export const DEFAULT_EVENT_CATEGORY: EventCategory = 'досуг и развлечения';

/**
 * docs/events.md#filters-in-the-address: each category's short Latin name, for addresses people read
 * and share (/events?category=culture) and the partner widget's `category` (docs/partner-feed.md#widget).
 */
export const EVENT_CATEGORY_SLUGS: Record<EventCategory, string> = {
  'досуг и развлечения': 'leisure',
  'культура и искусство': 'culture',
  'обучение и развитие': 'education',
  'спорт и туризм': 'sport',
  другое: 'other',
};

export const AGE_LIMITS = [0, 6, 12, 16, 18] as const;
export type AgeLimit = (typeof AGE_LIMITS)[number];
export const DEFAULT_AGE_LIMIT: AgeLimit = 18;

export const EVENT_LIMITS = {
  titleMax: 150,
  descriptionMax: 5000,
  addressMax: 300,
  durationMaxMinutes: 720,
  stepMinutes: 15,
  participantsMin: 1,
  participantsMax: 1000,
  participantsDefault: 10,
  pageSize: 25,
  pageSizeMax: 100,
} as const;

export interface EventTiming {
  /** Start as epoch milliseconds. */
  startsAt: number;
  durationMinutes?: number | null;
}

/** docs/events.md#timing: past = start + duration before now (start before now without a duration). */
export function isEventPast(event: EventTiming, now: number): boolean {
  const end = event.startsAt + (event.durationMinutes ?? 0) * 60_000;
  return end < now;
}

/** docs/events.md#timing: started = now at or after start and, with a duration, before the end. */
export function isEventStarted(event: EventTiming, now: number): boolean {
  if (now < event.startsAt) return false;
  if (!event.durationMinutes) return true;
  return now < event.startsAt + event.durationMinutes * 60_000;
}

/** docs/events.md#timing: full = maxParticipants set and participantCount >= maxParticipants. */
export const isEventFull = (event: { maxParticipants?: number | null; participantCount: number }): boolean =>
  event.maxParticipants != null && event.participantCount >= event.maxParticipants;
