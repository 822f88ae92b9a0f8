import { describe, expect, it } from 'vitest';
import type { Event } from '../src/event';
import {
  DEFAULT_EVENT_FORM,
  eventToFormValues,
  isEventFormValid,
  toEventRequest,
  validateEventForm,
  validateEventFormField,
  type EventFormValues,
} from '../src/eventForm';
import { eventRequestSchema } from '../src/eventRequest';

const NOW = '2026-11-20T14:37:12';

const valid: EventFormValues = {
  ...DEFAULT_EVENT_FORM,
  title: '  Джазовый вечер в парке  ',
  description: 'Живая музыка у фонтана',
  startDate: '2026-12-01T19:00:00',
  durationHours: 2,
  durationMinutes: 30,
  address: 'ул. Пушкина, 10',
};

const errorsOf = (overrides: Partial<EventFormValues>) => validateEventForm({ ...valid, ...overrides }, NOW);

describe('DEFAULT_EVENT_FORM (docs/events.md#creating-and-editing)', () => {
  it('starts as an unpaid, unlimited 18+ leisure event with a 10-person limit ready', () => {
    expect(DEFAULT_EVENT_FORM).toMatchObject({
      category: 'досуг и развлечения',
      ageLimit: 18,
      isPaid: false,
      price: null,
      hasParticipantLimit: false,
      maxParticipants: 10,
      durationHours: 0,
      durationMinutes: 0,
      startDate: null,
      imageUrl: null,
    });
  });
});

describe('validateEventForm', () => {
  it('accepts a complete form', () => {
    expect(validateEventForm(valid, NOW)).toEqual({});
    expect(isEventFormValid(valid, NOW)).toBe(true);
  });

  it('gives the exact messages of an empty form', () => {
    expect(validateEventForm(DEFAULT_EVENT_FORM, NOW)).toEqual({
      title: 'Введите название мероприятия',
      description: 'Введите описание мероприятия',
      startDate: 'Пожалуйста, выберите дату и время мероприятия',
      address: 'Необходимо указать адрес мероприятия',
    });
    expect(isEventFormValid(DEFAULT_EVENT_FORM, NOW)).toBe(false);
  });

  it('treats whitespace as empty', () => {
    expect(errorsOf({ title: '   ', description: '\n\t', address: ' ' })).toEqual({
      title: 'Введите название мероприятия',
      description: 'Введите описание мероприятия',
      address: 'Необходимо указать адрес мероприятия',
    });
  });

  it('requires a category', () => {
    expect(errorsOf({ category: null })).toEqual({ category: 'Выберите категорию' });
  });

  it('limits the lengths of docs/events.md#creating-and-editing', () => {
    expect(errorsOf({ title: 'я'.repeat(150) })).toEqual({});
    expect(errorsOf({ title: 'я'.repeat(151) }).title).toBe('Название мероприятия должно быть не длиннее 150 символов');
    expect(errorsOf({ description: 'я'.repeat(5000) })).toEqual({});
    expect(errorsOf({ description: 'я'.repeat(5001) }).description).toBe(
      'Описание мероприятия должно быть не длиннее 5000 символов',
    );
    expect(errorsOf({ address: 'я'.repeat(300) })).toEqual({});
    expect(errorsOf({ address: 'я'.repeat(301) }).address).toBe('Адрес мероприятия должен быть не длиннее 300 символов');
  });

  describe('start date and time', () => {
    it('may not be in the past of the city clock', () => {
      expect(errorsOf({ startDate: '2026-11-20T14:30:00' }).startDate).toBe('Дата и время не могут быть в прошлом');
      expect(errorsOf({ startDate: '2026-11-19T23:45:00' }).startDate).toBe('Дата и время не могут быть в прошлом');
      expect(errorsOf({ startDate: '2026-11-20T14:45:00' })).toEqual({});
    });

    it('may be exactly now', () => {
      expect(validateEventForm({ ...valid, startDate: '2026-11-20T14:45:00' }, '2026-11-20T14:45:00')).toEqual({});
    });

    it('must be on a quarter hour', () => {
      expect(errorsOf({ startDate: '2026-12-01T19:10:00' }).startDate).toBe('Время должно быть кратно 15 минутам');
      expect(errorsOf({ startDate: '2026-12-01T19:15:30' }).startDate).toBe('Время должно быть кратно 15 минутам');
    });

    it('must be a real date', () => {
      expect(errorsOf({ startDate: '2026-02-30T19:00:00' }).startDate).toBe(
        'Дата и время мероприятия должны быть указаны как ГГГГ-ММ-ДДTчч:мм:сс, без часового пояса',
      );
    });
  });

  describe('duration', () => {
    it('accepts 0 to 12 hours in quarter hours', () => {
      expect(errorsOf({ durationHours: 0, durationMinutes: 0 })).toEqual({});
      expect(errorsOf({ durationHours: 12, durationMinutes: 0 })).toEqual({});
      expect(errorsOf({ durationHours: 11, durationMinutes: 45 })).toEqual({});
    });

    it('refuses more than 12 hours and minutes off the quarter', () => {
      expect(errorsOf({ durationHours: 12, durationMinutes: 15 }).duration).toBe(
        'Продолжительность мероприятия не может превышать 12 часов',
      );
      expect(errorsOf({ durationHours: 1, durationMinutes: 20 }).duration).toBe(
        'Продолжительность мероприятия указывается с шагом 15 минут',
      );
      expect(errorsOf({ durationHours: -1 }).duration).toBe('Продолжительность мероприятия указывается с шагом 15 минут');
    });
  });

  describe('price', () => {
    it('is not checked for a free event', () => {
      expect(errorsOf({ isPaid: false, price: -5 })).toEqual({});
    });

    it('must be above 0 when paid, with the exact docs/events.md#creating-and-editing text', () => {
      const message = 'Для платного мероприятия необходимо указать цену больше 0';
      expect(errorsOf({ isPaid: true, price: null }).price).toBe(message);
      expect(errorsOf({ isPaid: true, price: Number.NaN }).price).toBe(message);
      expect(errorsOf({ isPaid: true, price: 0 }).price).toBe(message);
      expect(errorsOf({ isPaid: true, price: -1 }).price).toBe(message);
    });

    it('starts at 1 ruble and has at most two decimals', () => {
      expect(errorsOf({ isPaid: true, price: 0.5 }).price).toBe('Цена мероприятия должна быть не меньше 1 ₽');
      expect(errorsOf({ isPaid: true, price: 1 })).toEqual({});
      expect(errorsOf({ isPaid: true, price: 499.99 })).toEqual({});
      expect(errorsOf({ isPaid: true, price: 10.125 }).price).toBe(
        'Цена мероприятия может содержать не больше двух знаков после запятой',
      );
    });
  });

  describe('participant limit', () => {
    it('is not checked while off', () => {
      expect(errorsOf({ hasParticipantLimit: false, maxParticipants: 0 })).toEqual({});
    });

    it('is 1 to 1000 whole people when on', () => {
      const range = 'Максимальное количество участников должно быть от 1 до 1000';
      expect(errorsOf({ hasParticipantLimit: true, maxParticipants: 1 })).toEqual({});
      expect(errorsOf({ hasParticipantLimit: true, maxParticipants: 1000 })).toEqual({});
      expect(errorsOf({ hasParticipantLimit: true, maxParticipants: 0 }).maxParticipants).toBe(range);
      expect(errorsOf({ hasParticipantLimit: true, maxParticipants: 1001 }).maxParticipants).toBe(range);
      expect(errorsOf({ hasParticipantLimit: true, maxParticipants: 2.5 }).maxParticipants).toBe(range);
      expect(errorsOf({ hasParticipantLimit: true, maxParticipants: null }).maxParticipants).toBe(
        'Укажите максимальное количество участников',
      );
    });
  });

  it('validates one field for blur', () => {
    expect(validateEventFormField('title', DEFAULT_EVENT_FORM, NOW)).toBe('Введите название мероприятия');
    expect(validateEventFormField('category', DEFAULT_EVENT_FORM, NOW)).toBeUndefined();
  });
});

describe('toEventRequest', () => {
  it('trims the texts and adds hours and minutes into durationMinutes', () => {
    expect(toEventRequest(valid)).toEqual({
      title: 'Джазовый вечер в парке',
      description: 'Живая музыка у фонтана',
      category: 'досуг и развлечения',
      ageLimit: 18,
      startDate: '2026-12-01T19:00:00',
      durationMinutes: 150,
      address: 'ул. Пушкина, 10',
      isPaid: false,
    });
  });

  it('sends the price only when paid and the limit only when enabled', () => {
    const free = toEventRequest({ ...valid, isPaid: false, price: 300, hasParticipantLimit: false, maxParticipants: 25 });
    expect(free).not.toHaveProperty('price');
    expect(free).not.toHaveProperty('maxParticipants');

    const paidLimited = toEventRequest({ ...valid, isPaid: true, price: 300, hasParticipantLimit: true, maxParticipants: 25 });
    expect(paidLimited).toMatchObject({ isPaid: true, price: 300, maxParticipants: 25 });
  });

  it('omits an empty image and sends a chosen one', () => {
    expect(toEventRequest({ ...valid, imageUrl: null })).not.toHaveProperty('imageUrl');
    expect(toEventRequest({ ...valid, imageUrl: '' })).not.toHaveProperty('imageUrl');
    expect(toEventRequest({ ...valid, imageUrl: '/uploads/a1b2.jpg' }).imageUrl).toBe('/uploads/a1b2.jpg');
  });

  it('refuses values that never passed validation', () => {
    expect(() => toEventRequest({ ...valid, category: null })).toThrow();
    expect(() => toEventRequest({ ...valid, startDate: null })).toThrow();
  });

  it('produces a body the BFF schema accepts', () => {
    const body = toEventRequest({ ...valid, isPaid: true, price: 499.99, hasParticipantLimit: true, maxParticipants: 40 });
    expect(eventRequestSchema.safeParse(body).success).toBe(true);
  });
});

describe('eventToFormValues', () => {
  const event: Event = {
    id: 5,
    title: 'Лекция о модерне',
    description: 'Архитектура начала века',
    imageUrl: '/uploads/modern.jpg',
    startDate: '2026-12-03T18:30:00',
    durationMinutes: 105,
    address: 'Тверская, 1',
    city: 'Москва',
    latitude: null,
    longitude: null,
    category: 'обучение и развитие',
    ageLimit: 12,
    isPaid: true,
    price: 350,
    maxParticipants: 60,
    participantCount: 10,
    isFavorite: false,
    isParticipant: false,
    waitlistCount: 0,
    waitlistPosition: null,
    organizerUserId: 3,
    organizerName: 'Анна',
    claim: false,
    systemClaim: null,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
  };

  it('splits the duration and keeps the limit and price', () => {
    expect(eventToFormValues(event)).toEqual({
      title: 'Лекция о модерне',
      description: 'Архитектура начала века',
      category: 'обучение и развитие',
      ageLimit: 12,
      startDate: '2026-12-03T18:30:00',
      durationHours: 1,
      durationMinutes: 45,
      address: 'Тверская, 1',
      isPaid: true,
      price: 350,
      hasParticipantLimit: true,
      maxParticipants: 60,
      imageUrl: '/uploads/modern.jpg',
    });
  });

  it('turns an unlimited free event without duration into the default limit and no price', () => {
    const values = eventToFormValues({ ...event, isPaid: false, price: null, maxParticipants: null, durationMinutes: null });
    expect(values).toMatchObject({ isPaid: false, price: null, hasParticipantLimit: false, maxParticipants: 10 });
    expect(values).toMatchObject({ durationHours: 0, durationMinutes: 0 });
  });

  it('round-trips through toEventRequest', () => {
    expect(toEventRequest(eventToFormValues(event))).toEqual({
      title: event.title,
      description: event.description,
      category: event.category,
      ageLimit: event.ageLimit,
      startDate: event.startDate,
      durationMinutes: 105,
      address: event.address,
      isPaid: true,
      price: 350,
      maxParticipants: 60,
      imageUrl: '/uploads/modern.jpg',
    });
  });
});
