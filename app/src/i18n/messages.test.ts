import { describe, expect, it } from 'vitest';
import { eventCount, ownEventsMessages } from './messages';

describe('eventCount: Russian plural forms', () => {
  it.each([
    [0, '0 мероприятий'],
    [1, '1 мероприятие'],
    [2, '2 мероприятия'],
    [4, '4 мероприятия'],
    [5, '5 мероприятий'],
    [11, '11 мероприятий'],
    [12, '12 мероприятий'],
    [14, '14 мероприятий'],
    [21, '21 мероприятие'],
    [22, '22 мероприятия'],
    [111, '111 мероприятий'],
    [101, '101 мероприятие'],
  ])('%i → %s', (count, text) => {
    expect(eventCount(count)).toBe(text);
  });
});

describe('the own-events count (docs/events.md#the-list)', () => {
  it('says the total when everything is shown and both numbers when past ones are hidden', () => {
    expect(ownEventsMessages.count(3, 3)).toBe('Всего: 3 мероприятия');
    expect(ownEventsMessages.count(2, 5)).toBe('Показано 2 из 5 мероприятий');
  });
});
