import { describe, expect, it } from 'vitest';
import { stemRussian } from '../src/stem';

describe('Russian Snowball stemmer', () => {
  // Pairs from the Snowball project's Russian vocabulary and its algorithm description.
  it.each([
    ['вагон', 'вагон'],
    ['вагона', 'вагон'],
    ['вагонов', 'вагон'],
    ['важная', 'важн'],
    ['важнее', 'важн'],
    ['важнейшие', 'важн'],
    ['важного', 'важн'],
    ['вазы', 'ваз'],
    ['валандаться', 'валанда'],
    ['валится', 'вал'],
    ['валяется', 'валя'],
    ['валялись', 'валя'],
    ['валерьяновых', 'валерьянов'],
    ['вам', 'вам'],
    ['возможность', 'возможн'],
    ['прочитавши', 'прочита'],
    ['жизнь', 'жизн'],
  ])('%s → %s', (word, stem) => {
    expect(stemRussian(word)).toBe(stem);
  });

  it('gives the word forms of one lemma one stem', () => {
    // A fleeting vowel («закладок») is beyond a suffix stemmer; the character n-grams catch that form.
    const forms = ['закладка', 'закладки', 'закладку', 'закладками', 'закладке'];
    expect(new Set(forms.map(stemRussian))).toEqual(new Set(['закладк']));
    expect(new Set(['митинг', 'митинга', 'митингах', 'митингом'].map(stemRussian))).toEqual(new Set(['митинг']));
  });

  it('leaves non-Russian words and very short words as they are', () => {
    expect(stemRussian('techno')).toBe('techno');
    expect(stemRussian('2025')).toBe('2025');
    expect(stemRussian('в')).toBe('в');
  });
});
