import { describe, expect, it } from 'vitest';
import { emailSentHref, parseEmailSentType, returnEventId, returnPath, returnState } from './routing';

describe('auth routing helpers', () => {
  it('builds the e-mail-sent link with an encoded address', () => {
    expect(emailSentHref(' anna+city@example.com ', 'verification')).toBe(
      '/email-sent?email=anna%2Bcity%40example.com&type=verification',
    );
    expect(emailSentHref('a@b.ru', 'password-reset')).toBe('/email-sent?email=a%40b.ru&type=password-reset');
  });

  it('reads the e-mail-sent type, defaulting to verification', () => {
    expect(parseEmailSentType('password-reset')).toBe('password-reset');
    expect(parseEmailSentType('verification')).toBe('verification');
    expect(parseEmailSentType(null)).toBe('verification');
    expect(parseEmailSentType('other')).toBe('verification');
  });

  it('returns to the remembered page with its query and hash', () => {
    const state = returnState({ pathname: '/events/5', search: '?tab=info', hash: '#map' });
    expect(returnPath(state)).toBe('/events/5?tab=info#map');
  });

  it.each([
    undefined,
    null,
    {},
    { from: 42 },
    { from: 'https://evil.example/' },
    { from: '//evil.example/' },
    { from: '/\\evil.example' },
    { from: '/login' },
    { from: '/register?x=1' },
  ])('falls back to /events for %j', (state) => {
    expect(returnPath(state)).toBe('/events');
  });

  // docs/events.md#ссылки-на-событие-превью: the login page shows a teaser only for a return to an event.
  it.each([
    [{ from: '/events/42' }, 42],
    [{ from: '/events/42?tab=info#map' }, 42],
    [{ from: '/events' }, null],
    [{ from: '/events/new' }, null],
    [{ from: '/events/42/edit' }, null],
    [{ from: '/events/0' }, null],
    [{ from: '//evil.example/events/42' }, null],
    [null, null],
  ])('reads the event of the return %j as %j', (state, eventId) => {
    expect(returnEventId(state)).toBe(eventId);
  });
});
