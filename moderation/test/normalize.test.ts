import { describe, expect, it } from 'vitest';
import { normalizeText, normalizedWords } from '../src/normalize';

describe('moderation text normalisation', () => {
  it('lower-cases and writes ё as е', () => {
    expect(normalizeText('ЁЛКА и Ёжик')).toBe('елка и ежик');
  });

  it('maps Latin look-alike letters back to Cyrillic inside Cyrillic words', () => {
    expect(normalizeText('нaркoтики')).toBe('наркотики');
    expect(normalizeText('Mитинг у мэpии')).toBe('митинг у мэрии');
    expect(normalizeText('зaклaдкu')).toBe('закладки');
    expect(normalizeText('м@рки')).toBe('марки');
  });

  it('leaves Latin words and numbers alone', () => {
    expect(normalizeText('Techno party в клубе')).toBe('techno party в клубе');
    expect(normalizeText('Старт в 2025г, билет 100р')).toBe('старт в 2025г билет 100р');
  });

  it('reads digits written for letters inside words', () => {
    expect(normalizeText('3акладки')).toBe('закладки');
    expect(normalizeText('б0шки и 4ел')).toBe('бошки и чел');
    expect(normalizeText('6ыстро')).toBe('быстро');
  });

  it('joins letters spaced or dotted apart, but not a phrase of one-letter words', () => {
    expect(normalizeText('н а р к о т а')).toBe('наркота');
    expect(normalizeText('купи с.о.л.ь')).toBe('купи соль');
    expect(normalizeText('м-е-ф')).toBe('меф');
    expect(normalizeText('и в 5 а я')).toBe('и в 5 а я');
  });

  it('turns emoji and punctuation into spaces and collapses stretched letters', () => {
    expect(normalizeText('Ооочень!!! 🔥🔥 крууууто…')).toBe('очень круто');
    expect(normalizedWords('«Вход» — свободный 🙂')).toEqual(['вход', 'свободный']);
  });

  it('keeps a word whole when a letter is masked by a star or an underscore', () => {
    expect(normalizeText('нарк*тики и зак_адки')).toBe('нарктики и закадки');
  });

  it('drops invisible characters that split a word', () => {
    expect(normalizeText('нар\u200bко\u00adтики')).toBe('наркотики');
  });
});
