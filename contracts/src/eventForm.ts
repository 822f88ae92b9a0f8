import type { Event } from './event';
import { AGE_LIMITS, DEFAULT_AGE_LIMIT, DEFAULT_EVENT_CATEGORY, EVENT_LIMITS, type AgeLimit, type EventCategory } from './events';
import { EVENT_FORM_MESSAGES, EVENT_PRICE_MIN, eventStartIssue, hasAtMostTwoDecimals, type EventRequest } from './eventRequest';
import { formatWallClock, parseWallClock } from './wallClock';

/** docs/events.md#creating-and-editing: the event form's fields, as the form holds them. */
export interface EventFormValues {
  title: string;
  description: string;
  category: EventCategory | null;
  ageLimit: AgeLimit;
  /** The city's wall-clock time 'yyyy-MM-ddTHH:mm:00', or null until picked. */
  startDate: string | null;
  /** docs/events.md#creating-and-editing: 0–12 hours plus 0/15/30/45 minutes. */
  durationHours: number;
  durationMinutes: number;
  address: string;
  isPaid: boolean;
  price: number | null;
  hasParticipantLimit: boolean;
  /** Kept while the limit is off, so switching it back on restores the number. */
  maxParticipants: number | null;
  imageUrl: string | null;
}

export type EventFormField =
  | 'title'
  | 'description'
  | 'category'
  | 'ageLimit'
  | 'startDate'
  | 'duration'
  | 'address'
  | 'price'
  | 'maxParticipants';

export type EventFormErrors = Partial<Record<EventFormField, string>>;

export const DURATION_HOURS_MAX = EVENT_LIMITS.durationMaxMinutes / 60;
export const DURATION_MINUTE_STEPS = [0, 15, 30, 45] as const;

export const DEFAULT_EVENT_FORM: EventFormValues = {
  title: '',
  description: '',
  category: DEFAULT_EVENT_CATEGORY,
  ageLimit: DEFAULT_AGE_LIMIT,
  startDate: null,
  durationHours: 0,
  durationMinutes: 0,
  address: '',
  isPaid: false,
  price: null,
  hasParticipantLimit: false,
  maxParticipants: EVENT_LIMITS.participantsDefault,
  imageUrl: null,
};

const isBlank = (value: string): boolean => value.trim().length === 0;
const isMissingNumber = (value: number | null): value is null => value === null || Number.isNaN(value);

function titleError(title: string): string | undefined {
  if (isBlank(title)) return EVENT_FORM_MESSAGES.titleRequired;
  if (title.trim().length > EVENT_LIMITS.titleMax) return EVENT_FORM_MESSAGES.titleTooLong;
  return undefined;
}

function descriptionError(description: string): string | undefined {
  if (isBlank(description)) return EVENT_FORM_MESSAGES.descriptionRequired;
  if (description.trim().length > EVENT_LIMITS.descriptionMax) return EVENT_FORM_MESSAGES.descriptionTooLong;
  return undefined;
}

function addressError(address: string): string | undefined {
  if (isBlank(address)) return EVENT_FORM_MESSAGES.addressRequired;
  if (address.trim().length > EVENT_LIMITS.addressMax) return EVENT_FORM_MESSAGES.addressTooLong;
  return undefined;
}

function durationError(hours: number, minutes: number): string | undefined {
  const isStep = (DURATION_MINUTE_STEPS as readonly number[]).includes(minutes);
  if (!Number.isInteger(hours) || hours < 0 || !isStep) return EVENT_FORM_MESSAGES.durationInvalid;
  if (hours * 60 + minutes > EVENT_LIMITS.durationMaxMinutes) return EVENT_FORM_MESSAGES.durationTooLong;
  return undefined;
}

function priceError(price: number | null): string | undefined {
  if (isMissingNumber(price) || price <= 0) return EVENT_FORM_MESSAGES.priceRequired;
  // docs/events.md#the-card: the form's minimum is 1 ruble (the server only asks for more than 0).
  if (price < EVENT_PRICE_MIN) return EVENT_FORM_MESSAGES.priceTooLow;
  if (!hasAtMostTwoDecimals(price)) return EVENT_FORM_MESSAGES.priceDecimals;
  return undefined;
}

function maxParticipantsError(maxParticipants: number | null): string | undefined {
  if (isMissingNumber(maxParticipants)) return EVENT_FORM_MESSAGES.maxParticipantsRequired;
  const { participantsMin, participantsMax } = EVENT_LIMITS;
  if (!Number.isInteger(maxParticipants) || maxParticipants < participantsMin || maxParticipants > participantsMax) {
    return EVENT_FORM_MESSAGES.maxParticipantsRange;
  }
  return undefined;
}

/**
 * docs/events.md#creating-and-editing: field → message for every invalid field (empty object when valid).
 * `nowWallClock` is the city's current wall-clock time, the frame `startDate` is picked in.
 */
export function validateEventForm(values: EventFormValues, nowWallClock: string): EventFormErrors {
  const errors: EventFormErrors = {
    title: titleError(values.title),
    description: descriptionError(values.description),
    category: values.category === null ? EVENT_FORM_MESSAGES.categoryRequired : undefined,
    ageLimit: (AGE_LIMITS as readonly number[]).includes(values.ageLimit) ? undefined : EVENT_FORM_MESSAGES.ageLimitInvalid,
    startDate:
      values.startDate === null
        ? EVENT_FORM_MESSAGES.startDateRequired
        : (eventStartIssue(values.startDate, nowWallClock) ?? undefined),
    duration: durationError(values.durationHours, values.durationMinutes),
    address: addressError(values.address),
    price: values.isPaid ? priceError(values.price) : undefined,
    maxParticipants: values.hasParticipantLimit ? maxParticipantsError(values.maxParticipants) : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** The message of one field, for validation on blur. */
export function validateEventFormField(
  field: EventFormField,
  values: EventFormValues,
  nowWallClock: string,
): string | undefined {
  return validateEventForm(values, nowWallClock)[field];
}

export const isEventFormValid = (values: EventFormValues, nowWallClock: string): boolean =>
  Object.keys(validateEventForm(values, nowWallClock)).length === 0;

/**
 * docs/events.md#creating-and-editing: the request body of validated values. Price only when paid, the limit only
 * when enabled (an absent limit means unlimited), no image key when there is no image.
 */
export function toEventRequest(values: EventFormValues): EventRequest {
  const { category, startDate } = values;
  if (category === null || startDate === null) {
    throw new Error('toEventRequest: the form must pass validateEventForm first');
  }
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category,
    ageLimit: values.ageLimit,
    startDate,
    durationMinutes: values.durationHours * 60 + values.durationMinutes,
    address: values.address.trim(),
    isPaid: values.isPaid,
    ...(values.isPaid && values.price !== null ? { price: values.price } : {}),
    ...(values.hasParticipantLimit && values.maxParticipants !== null
      ? { maxParticipants: values.maxParticipants }
      : {}),
    ...(values.imageUrl ? { imageUrl: values.imageUrl } : {}),
  };
}

/** The edit form's starting values: an event as the BFF answers it. */
export function eventToFormValues(event: Event): EventFormValues {
  const duration = event.durationMinutes ?? 0;
  const start = parseWallClock(event.startDate);
  return {
    title: event.title,
    description: event.description,
    category: event.category,
    ageLimit: event.ageLimit,
    // Seconds are dropped so the value matches what the date picker emits.
    startDate: start ? formatWallClock({ ...start, second: 0 }) : null,
    durationHours: Math.floor(duration / 60),
    durationMinutes: duration % 60,
    address: event.address,
    isPaid: event.isPaid,
    price: event.isPaid ? event.price : null,
    hasParticipantLimit: event.maxParticipants !== null,
    maxParticipants: event.maxParticipants ?? EVENT_LIMITS.participantsDefault,
    imageUrl: event.imageUrl,
  };
}
