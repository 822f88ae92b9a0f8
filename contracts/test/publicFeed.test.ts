import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES, EVENT_FORM_MESSAGES, type Event } from '../src';
import {
  PUBLIC_FEED_LIMITS,
  PUBLIC_FEED_MESSAGES,
  publicEventSchema,
  publicEventsQuerySchema,
  publicEventsSearchParams,
  publicEventUrl,
} from '../src/publicFeed';

/** The first message of a refused query, as the BFF's 400 would carry it. */
const messageOf = (query: Record<string, unknown>): string | undefined => {
  const result = publicEventsQuerySchema.safeParse(query);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the public feed query (docs/partner-feed.md#json-feed)', () => {
  it('defaults to the first page of six, every category, any day, paid or free', () => {
    expect(publicEventsQuerySchema.parse({})).toEqual({ free: false, limit: PUBLIC_FEED_LIMITS.limitDefault, page: 1 });
  });

  it('reads the URL strings into filters', () => {
    expect(
      publicEventsQuerySchema.parse({ category: 'спорт и туризм', search: '  йога ', date: 'week', free: 'true', limit: '24', page: '3' }),
    ).toEqual({ category: 'спорт и туризм', search: 'йога', date: 'week', free: true, limit: 24, page: 3 });
    expect(publicEventsQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
    expect(publicEventsQuerySchema.parse({ date: '2030-02-28' }).date).toBe('2030-02-28');
    expect(publicEventsQuerySchema.parse({ date: '2032-02-29' }).date).toBe('2032-02-29');
  });

  it.each([
    [{ category: 'концерты' }, EVENT_FORM_MESSAGES.categoryInvalid],
    [{ category: 'all' }, EVENT_FORM_MESSAGES.categoryInvalid],
    [{ category: ['другое', 'другое'] }, EVENT_FORM_MESSAGES.categoryInvalid],
    [{ date: 'tomorrow' }, PUBLIC_FEED_MESSAGES.dateInvalid],
    [{ date: '2031-02-29' }, PUBLIC_FEED_MESSAGES.dateInvalid],
    [{ date: '2030-6-1' }, PUBLIC_FEED_MESSAGES.dateInvalid],
    [{ date: '0030-06-10' }, PUBLIC_FEED_MESSAGES.dateInvalid],
    [{ free: 'false' }, PUBLIC_FEED_MESSAGES.freeInvalid],
    [{ free: '' }, PUBLIC_FEED_MESSAGES.freeInvalid],
    [{ limit: '0' }, 'Параметр limit: ожидается целое число от 1 до 24'],
    [{ limit: '25' }, 'Параметр limit: ожидается целое число от 1 до 24'],
    [{ limit: '2.5' }, 'Параметр limit: ожидается целое число от 1 до 24'],
    [{ page: '0' }, 'Параметр page: ожидается целое число от 1 до 1000000'],
    [{ search: 'я'.repeat(PUBLIC_FEED_LIMITS.searchMax + 1) }, PUBLIC_FEED_MESSAGES.searchTooLong],
  ])('refuses %j in Russian', (query, message) => {
    expect(messageOf(query)).toBe(message);
  });

  it('names every category in the category message', () => {
    for (const category of EVENT_CATEGORIES) expect(EVENT_FORM_MESSAGES.categoryInvalid).toContain(category);
  });
});

describe('publicEventsSearchParams', () => {
  it('writes the parameters in one order and leaves blanks and false out', () => {
    const params = publicEventsSearchParams({ page: 2, limit: 12, free: true, date: 'today', search: 'джаз', category: 'культура и искусство' });
    expect([...params.keys()]).toEqual(['category', 'search', 'date', 'free', 'limit', 'page']);
    expect(publicEventsSearchParams({ category: '', search: '  ', free: false }).toString()).toBe('');
  });

  it('round-trips through the BFF’s schema', () => {
    const params = publicEventsSearchParams({ category: 'культура и искусство', search: 'джаз & блюз', date: '2030-06-11', free: true, limit: 3 });
    const parsed = publicEventsQuerySchema.parse(Object.fromEntries(new URLSearchParams(params.toString())));
    expect(parsed).toEqual({ category: 'культура и искусство', search: 'джаз & блюз', date: '2030-06-11', free: true, limit: 3, page: 1 });
  });
});

describe('the public event', () => {
  const event: Event = {
    id: 7,
    title: 'Концерт в парке',
    description: 'Живая музыка',
    imageUrl: null,
    startDate: '2030-06-10T19:00:00',
    durationMinutes: 120,
    address: 'Парк Горького',
    city: 'Москва',
    latitude: null,
    longitude: null,
    category: 'культура и искусство',
    ageLimit: 12,
    isPaid: false,
    price: null,
    maxParticipants: null,
    participantCount: 3,
    isFavorite: true,
    isParticipant: true,
    waitlistCount: 0,
    waitlistPosition: null,
    organizerUserId: 2,
    organizerName: 'Ольга',
    claim: false,
    systemClaim: null,
    createdAt: '2030-06-01T10:00:00.000Z',
    updatedAt: '2030-06-01T10:00:00.000Z',
  };

  it('links to the event page under PUBLIC_URL, path included', () => {
    expect(publicEventUrl('https://afisha.example.org', 7)).toBe('https://afisha.example.org/events/7');
    expect(publicEventUrl('https://example.org/city', 7)).toBe('https://example.org/city/events/7');
  });

  it('has no personal or moderation fields', () => {
    const parsed = publicEventSchema.parse({ ...event, url: publicEventUrl('https://afisha.example.org', event.id) });
    for (const field of ['isFavorite', 'isParticipant', 'waitlistPosition', 'claim', 'systemClaim']) expect(parsed).not.toHaveProperty(field);
    expect(parsed.url).toBe('https://afisha.example.org/events/7');
  });

  it('needs absolute links: a partner’s page cannot resolve the platform’s paths', () => {
    expect(publicEventSchema.safeParse({ ...event, url: '/events/7' }).success).toBe(false);
    const relativePoster = { ...event, imageUrl: '/uploads/a.png', url: 'https://afisha.example.org/events/7' };
    expect(publicEventSchema.safeParse(relativePoster).success).toBe(false);
    expect(publicEventSchema.safeParse({ ...relativePoster, imageUrl: 'https://afisha.example.org/uploads/a.png' }).success).toBe(true);
  });
});
