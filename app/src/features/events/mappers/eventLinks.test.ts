import { describe, expect, it } from 'vitest';
import { eventEditHref, eventHref, parseEventId, userProfileHref } from './eventLinks';

describe('event routes (docs/events.md#the-list)', () => {
  it('builds the event, editor and organizer paths', () => {
    expect(eventHref(12)).toBe('/events/12');
    expect(eventEditHref(12)).toBe('/events/12/edit');
    expect(userProfileHref(7)).toBe('/users/7');
  });

  it.each(['1', '42', '9007199254740991'])('reads the id %s', (raw) => {
    expect(parseEventId(raw)).toBe(Number(raw));
  });

  it.each([undefined, '', '0', '-1', '1.5', '01', 'abc', '12abc', '9007199254740993'])('refuses %s', (raw) => {
    expect(parseEventId(raw)).toBeNull();
  });
});
