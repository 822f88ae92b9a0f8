import { describe, expect, it } from 'vitest';
import {
  basicUtc,
  CALENDAR_LINK_DESCRIPTION_MAX,
  calendarSpan,
  googleCalendarUrl,
  webcalUrl,
  yandexCalendarUrl,
  type CalendarEventDetails,
} from '../src/calendarLinks';
import { calendarSubscriptionSchema } from '../src/calendarSubscription';

const MOSCOW = 'Europe/Moscow';

const jazz: CalendarEventDetails = {
  title: 'Джазовый вечер & импровизация',
  description: 'Живая музыка до полуночи.\nВход свободный.',
  address: 'ул. Маросейка, 11/4',
  url: 'https://gorod.example/events/7',
  start: Date.parse('2030-06-15T16:00:00Z'),
  end: Date.parse('2030-06-15T17:30:00Z'),
};

describe('calendar spans (docs/events.md#calendars)', () => {
  it('reads the start as the city wall clock and adds the duration', () => {
    expect(calendarSpan('2030-06-15T19:00:00', 90, MOSCOW)).toEqual({ start: jazz.start, end: jazz.end });
  });

  it('shows an event without a duration as one hour', () => {
    const span = calendarSpan('2030-06-15T19:00:00', null, MOSCOW);
    expect(span!.end - span!.start).toBe(60 * 60_000);
    expect(calendarSpan('2030-06-15T19:00:00', 0, MOSCOW)).toEqual(span);
  });

  it('refuses what is not a wall clock', () => {
    expect(calendarSpan('завтра', 60, MOSCOW)).toBeNull();
  });

  it('writes instants in the basic UTC form', () => {
    expect(basicUtc(jazz.start)).toBe('20300615T160000Z');
  });
});

describe('Google Calendar link', () => {
  const url = new URL(googleCalendarUrl(jazz));

  it('is the template page with every field encoded', () => {
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(jazz.title);
    expect(url.searchParams.get('dates')).toBe('20300615T160000Z/20300615T173000Z');
    expect(url.searchParams.get('location')).toBe(jazz.address);
    expect(url.searchParams.get('details')).toBe(`${jazz.description}\n\n${jazz.url}`);
    // The ampersand of the title must not start a new parameter.
    expect([...url.searchParams.keys()]).toEqual(['action', 'text', 'dates', 'details', 'location']);
  });

  it('cuts a long description and still names the event page', () => {
    const details = new URL(googleCalendarUrl({ ...jazz, description: 'я'.repeat(5000) })).searchParams.get('details')!;
    expect(details.length).toBeLessThanOrEqual(CALENDAR_LINK_DESCRIPTION_MAX + 2 + jazz.url.length);
    expect(details).toMatch(/…\n\nhttps:\/\/gorod\.example\/events\/7$/);
  });
});

describe('Yandex Calendar link', () => {
  it('carries name, ISO date, description and location', () => {
    const url = new URL(yandexCalendarUrl(jazz));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.yandex.ru/event');
    expect(url.searchParams.get('name')).toBe(jazz.title);
    expect(url.searchParams.get('date')).toBe('2030-06-15T16:00:00Z');
    expect(url.searchParams.get('description')).toBe(`${jazz.description}\n\n${jazz.url}`);
    expect(url.searchParams.get('location')).toBe(jazz.address);
  });
});

describe('the subscription', () => {
  it('offers the same feed on webcal:', () => {
    expect(webcalUrl('https://gorod.example/api/calendar/feeds/abc.ics')).toBe('webcal://gorod.example/api/calendar/feeds/abc.ics');
    expect(webcalUrl('http://localhost:3000/api/calendar/feeds/abc.ics')).toBe('webcal://localhost:3000/api/calendar/feeds/abc.ics');
  });

  it('answers an address', () => {
    expect(calendarSubscriptionSchema.parse({ url: 'https://gorod.example/api/calendar/feeds/abc.ics' }).url).toContain('/feeds/');
    expect(() => calendarSubscriptionSchema.parse({ url: 'не адрес' })).toThrow();
  });
});
