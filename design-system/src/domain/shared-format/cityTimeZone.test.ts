import { afterEach, describe, expect, it } from 'vitest';
import { LAUNCH_CITY } from '@city/contracts';
import { cityTimeZone, showDatesIn } from './cityTimeZone';
import { formatRecordDateTime } from './recordDates';

afterEach(() => showDatesIn(LAUNCH_CITY.timeZone));

describe('the zone dates are shown in (docs/operations.md#the-city-of-a-page)', () => {
  it('is the launch city\'s until the app names the server\'s', () => {
    expect(cityTimeZone()).toBe('Europe/Moscow');
    expect(formatRecordDateTime('2026-12-01T10:00:00Z')).toContain('13:00');
  });

  it('moves every record date to the zone the page names', () => {
    showDatesIn('Asia/Vladivostok');
    expect(cityTimeZone()).toBe('Asia/Vladivostok');
    expect(formatRecordDateTime('2026-12-01T10:00:00Z')).toContain('20:00');
    // A zone given explicitly still wins.
    expect(formatRecordDateTime('2026-12-01T10:00:00Z', 'Europe/Moscow')).toContain('13:00');
  });
});
