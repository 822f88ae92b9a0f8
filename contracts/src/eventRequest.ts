import { z } from 'zod';
import { plainText, visibleText } from './text';
import { AGE_LIMITS, EVENT_CATEGORIES, EVENT_LIMITS } from './events';
import { parseWallClock, wallClockOrdinal } from './wallClock';

const { titleMax, descriptionMax, addressMax, durationMaxMinutes, stepMinutes, participantsMin, participantsMax } =
  EVENT_LIMITS;

/** docs/events.md#the-card: the form asks for at least 1 ruble. */
export const EVENT_PRICE_MIN = 1;

/**
 * docs/events.md#creating-and-editing: every message names its field, so the form and the BFF's
 * 400 answers read the same. The first three are the spec's own words.
 */
export const EVENT_FORM_MESSAGES = {
  startDateRequired: 'Пожалуйста, выберите дату и время мероприятия',
  addressRequired: 'Необходимо указать адрес мероприятия',
  priceRequired: 'Для платного мероприятия необходимо указать цену больше 0',
  titleRequired: 'Введите название мероприятия',
  titleTooLong: `Название мероприятия должно быть не длиннее ${titleMax} символов`,
  descriptionRequired: 'Введите описание мероприятия',
  descriptionTooLong: `Описание мероприятия должно быть не длиннее ${descriptionMax} символов`,
  categoryRequired: 'Выберите категорию',
  categoryInvalid: `Категория мероприятия должна быть одной из: ${EVENT_CATEGORIES.join(', ')}`,
  ageLimitInvalid: `Возрастное ограничение должно быть одним из: ${AGE_LIMITS.map((age) => `${age}+`).join(', ')}`,
  startDateFormat: 'Дата и время мероприятия должны быть указаны как ГГГГ-ММ-ДДTчч:мм:сс, без часового пояса',
  startDatePast: 'Дата и время не могут быть в прошлом',
  startDateStep: `Время должно быть кратно ${stepMinutes} минутам`,
  durationInvalid: `Продолжительность мероприятия указывается с шагом ${stepMinutes} минут`,
  durationTooLong: `Продолжительность мероприятия не может превышать ${durationMaxMinutes / 60} часов`,
  addressTooLong: `Адрес мероприятия должен быть не длиннее ${addressMax} символов`,
  isPaidInvalid: 'Укажите, платное ли мероприятие',
  priceTooLow: `Цена мероприятия должна быть не меньше ${EVENT_PRICE_MIN} ₽`,
  priceDecimals: 'Цена мероприятия может содержать не больше двух знаков после запятой',
  maxParticipantsRequired: 'Укажите максимальное количество участников',
  maxParticipantsRange: `Максимальное количество участников должно быть от ${participantsMin} до ${participantsMax}`,
  imageUrlInvalid: 'Некорректная ссылка на изображение мероприятия',
} as const;

export const hasAtMostTwoDecimals = (value: number): boolean => Math.round(value * 100) / 100 === value;

/**
 * docs/events.md#dates-and-times: what is wrong with a start time picked at `nowWallClock`
 * (both the city's wall clock), or null. The past check needs the clock, so it is not in the schema.
 */
export function eventStartIssue(startDate: string, nowWallClock: string): string | null {
  const start = parseWallClock(startDate);
  if (!start) return EVENT_FORM_MESSAGES.startDateFormat;
  const now = parseWallClock(nowWallClock);
  if (!now) throw new RangeError(`Некорректное текущее время: «${nowWallClock}»`);
  if (wallClockOrdinal(start) < wallClockOrdinal(now)) return EVENT_FORM_MESSAGES.startDatePast;
  if (start.minute % stepMinutes !== 0 || start.second !== 0) return EVENT_FORM_MESSAGES.startDateStep;
  return null;
}

// docs/events.md#dates-and-times: nothing sends a fake Z, so the body's start has no zone suffix at all.
const STRICT_WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

// docs/operations.md#security: no control characters, and something visible once the invisible characters are gone.
const requiredText = (required: string, tooLong: string, max: number) =>
  visibleText(plainText({ error: required }).trim().min(1, required).max(max, tooLong));

/** docs/events.md#timing: the create/update body the BFF validates. The past check is `eventStartIssue`. */
export const eventRequestSchema = z
  .object({
    title: requiredText(EVENT_FORM_MESSAGES.titleRequired, EVENT_FORM_MESSAGES.titleTooLong, titleMax),
    description: requiredText(
      EVENT_FORM_MESSAGES.descriptionRequired,
      EVENT_FORM_MESSAGES.descriptionTooLong,
      descriptionMax,
    ),
    category: z.enum(EVENT_CATEGORIES, { error: EVENT_FORM_MESSAGES.categoryInvalid }),
    ageLimit: z.literal(AGE_LIMITS, { error: EVENT_FORM_MESSAGES.ageLimitInvalid }),
    startDate: plainText({ error: EVENT_FORM_MESSAGES.startDateRequired })
      .refine((value) => STRICT_WALL_CLOCK.test(value) && parseWallClock(value) !== null, {
        error: EVENT_FORM_MESSAGES.startDateFormat,
        abort: true,
      })
      .refine((value) => {
        const parts = parseWallClock(value);
        return parts !== null && parts.minute % stepMinutes === 0 && parts.second === 0;
      }, EVENT_FORM_MESSAGES.startDateStep),
    durationMinutes: z
      .number({ error: EVENT_FORM_MESSAGES.durationInvalid })
      .int(EVENT_FORM_MESSAGES.durationInvalid)
      .min(0, EVENT_FORM_MESSAGES.durationInvalid)
      .max(durationMaxMinutes, EVENT_FORM_MESSAGES.durationTooLong)
      .multipleOf(stepMinutes, EVENT_FORM_MESSAGES.durationInvalid)
      .nullable()
      .optional(),
    address: requiredText(EVENT_FORM_MESSAGES.addressRequired, EVENT_FORM_MESSAGES.addressTooLong, addressMax),
    isPaid: z.boolean({ error: EVENT_FORM_MESSAGES.isPaidInvalid }),
    // Checked below against isPaid; ignored for a free event.
    price: z.number({ error: EVENT_FORM_MESSAGES.priceRequired }).nullable().optional(),
    maxParticipants: z
      .number({ error: EVENT_FORM_MESSAGES.maxParticipantsRange })
      .int(EVENT_FORM_MESSAGES.maxParticipantsRange)
      .min(participantsMin, EVENT_FORM_MESSAGES.maxParticipantsRange)
      .max(participantsMax, EVENT_FORM_MESSAGES.maxParticipantsRange)
      .nullable()
      .optional(),
    // Whether this server issued the URL is the BFF's check (docs/events.md#creating-and-editing).
    imageUrl: plainText({ error: EVENT_FORM_MESSAGES.imageUrlInvalid }).min(1, EVENT_FORM_MESSAGES.imageUrlInvalid).nullable().optional(),
  })
  .superRefine((body, context) => {
    if (body.isPaid !== true) return;
    const { price } = body;
    if (price == null || !(price > 0)) {
      context.addIssue({ code: 'custom', path: ['price'], message: EVENT_FORM_MESSAGES.priceRequired });
    } else if (!hasAtMostTwoDecimals(price)) {
      context.addIssue({ code: 'custom', path: ['price'], message: EVENT_FORM_MESSAGES.priceDecimals });
    }
  });

export type EventRequest = z.input<typeof eventRequestSchema>;
