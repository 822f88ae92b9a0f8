import { describe, expect, it } from 'vitest';
import { eventRequestSchema, eventStartIssue, type EventRequest } from '../src/eventRequest';

const body: EventRequest = {
  title: 'Джазовый вечер',
  description: 'Живая музыка',
  category: 'культура и искусство',
  ageLimit: 16,
  startDate: '2026-12-01T19:00:00',
  durationMinutes: 90,
  address: 'ул. Пушкина, 10',
  isPaid: false,
};

/** field → first message, as the BFF's 400 names it. */
function issuesOf(input: unknown): Record<string, string> {
  const result = eventRequestSchema.safeParse(input);
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    issues[field] ??= issue.message;
  }
  return issues;
}

describe('eventRequestSchema (docs/events.md#creating-and-editing)', () => {
  it('accepts a valid body and trims its texts', () => {
    const result = eventRequestSchema.safeParse({ ...body, title: '  Джазовый вечер  ' });
    expect(result.success).toBe(true);
    expect(result.data?.title).toBe('Джазовый вечер');
  });

  it('accepts the optional fields as null or absent', () => {
    expect(issuesOf({ ...body, durationMinutes: null, maxParticipants: null, imageUrl: null, price: null })).toEqual({});
    const { durationMinutes: _omitted, ...withoutDuration } = body;
    expect(issuesOf(withoutDuration)).toEqual({});
  });

  it('names the field in every message', () => {
    expect(issuesOf({})).toEqual({
      title: 'Введите название мероприятия',
      description: 'Введите описание мероприятия',
      category: 'Категория мероприятия должна быть одной из: досуг и развлечения, культура и искусство, обучение и развитие, спорт и туризм, другое',
      ageLimit: 'Возрастное ограничение должно быть одним из: 0+, 6+, 12+, 16+, 18+',
      startDate: 'Пожалуйста, выберите дату и время мероприятия',
      address: 'Необходимо указать адрес мероприятия',
      isPaid: 'Укажите, платное ли мероприятие',
    });
  });

  it('limits the lengths', () => {
    expect(issuesOf({ ...body, title: 'я'.repeat(151) }).title).toBe('Название мероприятия должно быть не длиннее 150 символов');
    expect(issuesOf({ ...body, description: 'я'.repeat(5001) }).description).toBe(
      'Описание мероприятия должно быть не длиннее 5000 символов',
    );
    expect(issuesOf({ ...body, address: 'я'.repeat(301) }).address).toBe('Адрес мероприятия должен быть не длиннее 300 символов');
    expect(issuesOf({ ...body, title: '   ' }).title).toBe('Введите название мероприятия');
  });

  it('takes only the wall clock without a zone, on a quarter hour', () => {
    const format = 'Дата и время мероприятия должны быть указаны как ГГГГ-ММ-ДДTчч:мм:сс, без часового пояса';
    expect(issuesOf({ ...body, startDate: '2026-12-01T19:00:00Z' }).startDate).toBe(format);
    expect(issuesOf({ ...body, startDate: '2026-12-01T19:00:00+03:00' }).startDate).toBe(format);
    expect(issuesOf({ ...body, startDate: '2026-02-30T19:00:00' }).startDate).toBe(format);
    expect(issuesOf({ ...body, startDate: '2026-12-01T19:05:00' }).startDate).toBe('Время должно быть кратно 15 минутам');
    expect(issuesOf({ ...body, startDate: '2026-12-01T19:45' })).toEqual({});
  });

  it('takes durations 0–720 in steps of 15', () => {
    expect(issuesOf({ ...body, durationMinutes: 0 })).toEqual({});
    expect(issuesOf({ ...body, durationMinutes: 720 })).toEqual({});
    expect(issuesOf({ ...body, durationMinutes: 735 }).durationMinutes).toBe(
      'Продолжительность мероприятия не может превышать 12 часов',
    );
    expect(issuesOf({ ...body, durationMinutes: 50 }).durationMinutes).toBe(
      'Продолжительность мероприятия указывается с шагом 15 минут',
    );
    expect(issuesOf({ ...body, durationMinutes: -15 }).durationMinutes).toBe(
      'Продолжительность мероприятия указывается с шагом 15 минут',
    );
  });

  it('asks a paid event for a price above 0 with two decimals, and ignores it for a free one', () => {
    const required = 'Для платного мероприятия необходимо указать цену больше 0';
    expect(issuesOf({ ...body, isPaid: true }).price).toBe(required);
    expect(issuesOf({ ...body, isPaid: true, price: 0 }).price).toBe(required);
    expect(issuesOf({ ...body, isPaid: true, price: 0.5 })).toEqual({});
    expect(issuesOf({ ...body, isPaid: true, price: 12.345 }).price).toBe(
      'Цена мероприятия может содержать не больше двух знаков после запятой',
    );
    expect(issuesOf({ ...body, isPaid: false, price: 0 })).toEqual({});
  });

  it('reports a missing price even when other fields are wrong too', () => {
    expect(issuesOf({ ...body, title: '', isPaid: true })).toMatchObject({
      title: 'Введите название мероприятия',
      price: 'Для платного мероприятия необходимо указать цену больше 0',
    });
  });

  it('takes a participant limit of 1–1000 whole people', () => {
    const range = 'Максимальное количество участников должно быть от 1 до 1000';
    expect(issuesOf({ ...body, maxParticipants: 1 })).toEqual({});
    expect(issuesOf({ ...body, maxParticipants: 1000 })).toEqual({});
    expect(issuesOf({ ...body, maxParticipants: 0 }).maxParticipants).toBe(range);
    expect(issuesOf({ ...body, maxParticipants: 1001 }).maxParticipants).toBe(range);
    expect(issuesOf({ ...body, maxParticipants: 3.5 }).maxParticipants).toBe(range);
  });

  it('refuses an unknown category or age limit and an empty image URL', () => {
    expect(issuesOf({ ...body, category: 'концерты' })).toHaveProperty('category');
    expect(issuesOf({ ...body, ageLimit: 14 })).toHaveProperty('ageLimit');
    expect(issuesOf({ ...body, imageUrl: '' }).imageUrl).toBe('Некорректная ссылка на изображение мероприятия');
  });
});

describe('eventStartIssue', () => {
  const now = '2026-11-20T14:37:12';

  it('is null for a future quarter hour', () => {
    expect(eventStartIssue('2026-11-20T14:45:00', now)).toBeNull();
  });

  it('names a start in the past before its minutes', () => {
    expect(eventStartIssue('2026-11-20T14:30:00', now)).toBe('Дата и время не могут быть в прошлом');
    expect(eventStartIssue('2026-11-20T14:35:00', now)).toBe('Дата и время не могут быть в прошлом');
  });

  it('refuses a malformed clock reading for now', () => {
    expect(() => eventStartIssue('2026-11-20T14:45:00', 'сейчас')).toThrow(RangeError);
  });
});
