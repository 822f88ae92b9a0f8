import { describe, expect, it } from 'vitest';
import { CITY_META_NAMES, cityOfPage, LAUNCH_CITY, supportEmailOfPage, withCityOfPage } from '../src/cityOfPage';
import { participationState, type ParticipationEvent } from '../src/participation';

const PAGE = '<!doctype html>\n<html lang="ru">\n  <head>\n    <title>Городские события</title>\n  </head>\n  <body></body>\n</html>';
const VLADIVOSTOK = { name: 'Владивосток', timeZone: 'Asia/Vladivostok', supportEmail: 'help@vl-events.ru' };

/** What the app does with document.querySelector, over a string. */
const metaOf = (html: string) => (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&quot;/g, '"') ?? null;
const readPage = (html: string) => ({ ...cityOfPage(metaOf(html)), supportEmail: supportEmailOfPage(metaOf(html)) });

describe('the city of a page (docs/operations.md#the-city-of-a-page)', () => {
  it('is written into <head> and read back as the server set it', () => {
    const served = withCityOfPage(PAGE, VLADIVOSTOK);
    expect(served).toContain(`<meta name="${CITY_META_NAMES.supportEmail}" content="help@vl-events.ru" />\n  </head>`);
    expect(readPage(served)).toEqual(VLADIVOSTOK);
  });

  it('replaces the city a page already names, so writing it twice changes nothing', () => {
    const once = withCityOfPage(PAGE, LAUNCH_CITY);
    expect(withCityOfPage(once, VLADIVOSTOK)).toBe(withCityOfPage(PAGE, VLADIVOSTOK));
    expect(withCityOfPage(withCityOfPage(PAGE, VLADIVOSTOK), VLADIVOSTOK)).toBe(withCityOfPage(PAGE, VLADIVOSTOK));
  });

  it('escapes a name that would break out of the attribute', () => {
    const served = withCityOfPage(PAGE, { ...LAUNCH_CITY, name: 'Город "N"<script>' });
    expect(served).not.toContain('<script>');
    expect(served).toContain('content="Город &quot;N&quot;&lt;script&gt;"');
  });

  it('names the support address the server was given, never one made from its host', () => {
    expect(readPage(withCityOfPage(PAGE, VLADIVOSTOK)).supportEmail).toBe('help@vl-events.ru');
    expect(LAUNCH_CITY.supportEmail).toBe('support@gorod-sobytiya.ru');
  });

  it('falls back to the launch city for a page that names none, a blank name or an unknown zone', () => {
    expect(readPage(PAGE)).toEqual(LAUNCH_CITY);
    expect(cityOfPage((name) => (name === CITY_META_NAMES.name ? '  ' : 'Mars/Olympus'))).toEqual({ name: LAUNCH_CITY.name, timeZone: LAUNCH_CITY.timeZone });
    const kazan: Record<string, string> = { 'city-name': 'Казань', 'city-time-zone': 'Europe/Moscow', 'support-email': 'not an address' };
    expect(cityOfPage((name) => kazan[name])).toEqual({ name: 'Казань', timeZone: 'Europe/Moscow' });
    expect(supportEmailOfPage((name) => kazan[name])).toBe(LAUNCH_CITY.supportEmail);
  });

  it('decides whether an event has started on the city\'s clock, not the launch city\'s', () => {
    // 19:00 in Vladivostok is 09:00 UTC; at 10:30 UTC it has started there, while Moscow's 19:00 is hours away.
    const event: ParticipationEvent = {
      startDate: '2026-12-01T19:00:00', durationMinutes: 120, organizerUserId: 7, isParticipant: false, waitlistCount: 0, waitlistPosition: null,
      maxParticipants: null, participantCount: 0, claim: false, systemClaim: null,
    };
    const now = Date.parse('2026-12-01T10:30:00Z');
    const city = readPage(withCityOfPage(PAGE, VLADIVOSTOK));
    expect(participationState({ event, viewerId: 42, now, timeZone: city.timeZone }).kind).toBe('started');
    expect(participationState({ event, viewerId: 42, now, timeZone: LAUNCH_CITY.timeZone }).kind).toBe('open');
  });
});
