import { describe, expect, it } from 'vitest';
import { countOf, genitiveAfterOutOf, NOUNS, pluralForm } from '../src/plural';

describe('Russian plurals (docs/events.md#the-card)', () => {
  it.each([
    [0, '0 участников'],
    [1, '1 участник'],
    [2, '2 участника'],
    [4, '4 участника'],
    [5, '5 участников'],
    [11, '11 участников'],
    [12, '12 участников'],
    [14, '14 участников'],
    [21, '21 участник'],
    [22, '22 участника'],
    [25, '25 участников'],
    [101, '101 участник'],
    [111, '111 участников'],
    [1_000_002, '1000002 участника'],
  ])('%i → %s', (count, text) => {
    expect(countOf(count, NOUNS.participant)).toBe(text);
  });

  it('agrees other nouns the same way', () => {
    expect(countOf(1, NOUNS.event)).toBe('1 мероприятие');
    expect(countOf(3, NOUNS.place)).toBe('3 места');
    expect(countOf(7, NOUNS.review)).toBe('7 отзывов');
    expect(countOf(21, NOUNS.year)).toBe('21 год');
    expect(pluralForm(-2, NOUNS.day)).toBe('дня');
  });

  it('puts the noun after «из N» in the genitive', () => {
    expect(genitiveAfterOutOf(1, NOUNS.participant)).toBe('участника');
    expect(genitiveAfterOutOf(2, NOUNS.participant)).toBe('участников');
    expect(genitiveAfterOutOf(10, NOUNS.participant)).toBe('участников');
    expect(genitiveAfterOutOf(11, NOUNS.participant)).toBe('участников');
    expect(genitiveAfterOutOf(21, NOUNS.participant)).toBe('участника');
  });
});
