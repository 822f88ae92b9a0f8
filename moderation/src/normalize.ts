/**
 * Text normalisation for the moderation model: posts that try to slip past a filter write
 * «3акладки», «нaрко» with a Latin «a», «н а р к о» or «ооочень»; the model should see the word
 * the reader sees. Everything here is deterministic and cheap (it runs on every event save).
 *
 * The steps, in order: NFKC, lower case, invisible characters and combining marks dropped, ё→е;
 * a letter masked inside a word removed («нарк*тики» → «нарктики»); single characters spaced
 * apart joined («н а р к о» → «нарко»); look-alikes mapped back to Cyrillic in mixed words; every
 * run of characters that are neither letters nor digits is a word break; three or more of the same
 * letter collapse to one. The last steps are one scan over character codes rather than a chain of
 * Unicode regular expressions: normalisation was a third of the cost of scoring a post.
 */

/** Latin letters and symbols that look like (or are used for) a Cyrillic letter. */
const LOOK_ALIKE_LETTERS: Readonly<Record<string, string>> = {
  a: 'а', b: 'в', c: 'с', e: 'е', h: 'н', k: 'к', m: 'м', n: 'п', o: 'о', p: 'р', r: 'г', t: 'т',
  u: 'и', x: 'х', y: 'у', '@': 'а', $: 'с',
};
/** Digits written for letters: «3акладки», «4ел», «б0шки». */
const LOOK_ALIKE_DIGITS: Readonly<Record<string, string>> = { '0': 'о', '3': 'з', '4': 'ч', '6': 'б' };

const isCyrillic = (char: string): boolean => char >= 'а' && char <= 'я';
const isDigit = (char: string): boolean => char >= '0' && char <= '9';

/** Invisible characters used to split a word so that it is not matched. */
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** A letter masked inside a word: «нарк*тики», «зак_адки». The word is kept whole, one letter short. */
const MASKED_LETTER = /(?<=\p{L})[*_]+(?=\p{L})/gu;
/** Russian one-letter words and numbers: «а я в 5» is a phrase, not a spaced-out word. */
const ONE_LETTER_WORDS = /^[авикосуя0-9]$/;
/** Three or more of the same letter: «ооочень» → «очень». Russian words never triple a letter. */
const REPEATS = /(\p{L})\1{2,}/gu;
const SENTENCE_END = /(?<=[.!?…])\s+|\n+/gu;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const LETTER = /^\p{L}$/u;

/**
 * Character classes by code point, computed once per code point (a table for the Basic
 * Multilingual Plane, a map above it): bit 1 a letter, bit 2 a digit (\p{N}), bit 4 a separator
 * of spaced-out letters (whitespace . - _ * · , | / \). `@` and `$` stand for letters in words.
 */
const LETTER_BIT = 1;
const DIGIT_BIT = 2;
const SEPARATOR_BIT = 4;
const KNOWN_BIT = 8;
const bmpClasses = new Uint8Array(0x10000);
const astralClasses = new Map<number, number>();
const SEPARATORS = /^[\s.\-_*·,|/\\]$/u;

function classify(codePoint: number): number {
  const char = String.fromCodePoint(codePoint);
  let bits = KNOWN_BIT;
  if (LETTER.test(char)) bits |= LETTER_BIT;
  else if (LETTER_OR_DIGIT.test(char)) bits |= DIGIT_BIT;
  if (SEPARATORS.test(char)) bits |= SEPARATOR_BIT;
  return bits;
}

function classOf(codePoint: number): number {
  if (codePoint < 0) return KNOWN_BIT;
  if (codePoint < 0x10000) {
    let bits = bmpClasses[codePoint]!;
    if (bits === 0) {
      // A lone surrogate is neither a letter nor a separator (as the regular expressions saw it).
      bits = codePoint >= 0xd800 && codePoint <= 0xdfff ? KNOWN_BIT : classify(codePoint);
      bmpClasses[codePoint] = bits;
    }
    return bits;
  }
  let bits = astralClasses.get(codePoint);
  if (bits === undefined) {
    bits = classify(codePoint);
    astralClasses.set(codePoint, bits);
  }
  return bits;
}

const AT = 0x40;
const DOLLAR = 0x24;
const NEWLINE = 0x0a;
const WORD_BITS = LETTER_BIT | DIGIT_BIT;

/** A letter, a digit, or `@`/`$` (which stand for letters): what a word is made of before look-alikes are restored. */
const isWordCode = (code: number): boolean => code === AT || code === DOLLAR || (classOf(code) & WORD_BITS) !== 0;
const isSeparatorCode = (code: number): boolean => (classOf(code) & SEPARATOR_BIT) !== 0;

/** The code point at `index` and its length in UTF-16 units. */
function codePointAt(text: string, index: number): number {
  return text.codePointAt(index) ?? 0;
}
const unitsOf = (codePoint: number): number => (codePoint > 0xffff ? 2 : 1);

/** The code point that ends just before `index` (surrogate pairs read whole), or -1 at the start. */
function codePointBefore(text: string, index: number): number {
  if (index <= 0) return -1;
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return codePointAt(text, index - 2);
  }
  return low;
}

/**
 * After a single character at `from`: one or two separators, then a single character not followed
 * by another word character. Returns where that character ends, or -1.
 */
function nextSpacedLetter(text: string, from: number): number {
  let cursor = from;
  let separators = 0;
  while (separators < 3 && cursor < text.length && isSeparatorCode(text.charCodeAt(cursor))) {
    cursor += 1;
    separators += 1;
  }
  if (separators === 0 || separators > 2 || cursor >= text.length) return -1;
  const letter = codePointAt(text, cursor);
  if (!isWordCode(letter)) return -1;
  const end = cursor + unitsOf(letter);
  if (end < text.length && isWordCode(codePointAt(text, end))) return -1;
  return end;
}

/** «н а р к о», «н.а.р.к.о», «м-е-ф» → one word; «и в 5 а я» (one-letter words) stays as it is. */
function joinSpacedLetters(text: string): string {
  let result = '';
  let copied = 0;
  let index = 0;
  while (index < text.length) {
    const codePoint = codePointAt(text, index);
    const units = unitsOf(codePoint);
    if (!isWordCode(codePoint) || isWordCode(codePointBefore(text, index))) {
      index += units;
      continue;
    }
    let end = index + units;
    let letters = 1;
    for (let next = nextSpacedLetter(text, end); next !== -1; next = nextSpacedLetter(text, end)) {
      end = next;
      letters += 1;
    }
    if (letters < 3) {
      index += units;
      continue;
    }
    const run = text.slice(index, end);
    const parts: string[] = [];
    let part = '';
    for (const char of run) {
      if (isSeparatorCode(char.codePointAt(0)!)) {
        if (part !== '') parts.push(part);
        part = '';
      } else part += char;
    }
    if (part !== '') parts.push(part);
    if (!parts.every((letter) => ONE_LETTER_WORDS.test(letter))) {
      result += text.slice(copied, index) + parts.join('');
      copied = end;
    }
    index = end;
  }
  return copied === 0 ? text : result + text.slice(copied);
}

/**
 * Maps look-alikes back to Cyrillic in a word that already has Cyrillic letters (a mixed word);
 * a Latin word («techno») or a number («2025г», «100р») keeps its letters and digits.
 */
function restoreCyrillic(word: string): string {
  let letters = 0;
  let digits = 0;
  for (const char of word) {
    if (isDigit(char)) digits += 1;
    else letters += 1;
  }
  const mapDigits = digits < letters;
  let restored = '';
  for (const char of word) {
    if (isCyrillic(char)) restored += char;
    else if (isDigit(char)) restored += (mapDigits && LOOK_ALIKE_DIGITS[char]) || char;
    else restored += LOOK_ALIKE_LETTERS[char] ?? char;
  }
  return restored;
}

/** Three or more of the same letter collapse to one («ооочень» → «очень»); digits stay. */
function collapseRepeats(word: string): string {
  let run = 1;
  for (let index = 1; index < word.length; index += 1) {
    const code = word.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdfff) return word.replace(REPEATS, '$1');
    run = code === word.charCodeAt(index - 1) ? run + 1 : 1;
    if (run === 3 && (classOf(code) & LETTER_BIT) !== 0) return word.replace(REPEATS, '$1');
  }
  return word;
}

/** Lower case, invisible characters and marks gone, ё→е, masked and spaced-out letters joined. */
function prepare(text: string): string {
  let lowered = text.normalize('NFKC').toLowerCase().replace(INVISIBLE, '').replace(COMBINING_MARKS, '').replaceAll('ё', 'е');
  if (lowered.includes('*') || lowered.includes('_')) lowered = lowered.replace(MASKED_LETTER, '');
  return joinSpacedLetters(lowered);
}

/**
 * A word as the scan found it (letters, digits, `@`, `$`), made final: look-alikes restored when
 * it mixes Cyrillic with other characters, split at `@` or `$` left over (no Cyrillic beside
 * them), repeats collapsed; appended to `words`.
 */
function finishWord(raw: string, mixed: boolean, symbol: boolean, words: string[]): void {
  const word = mixed ? restoreCyrillic(raw) : raw;
  if (symbol && (word.includes('@') || word.includes('$'))) {
    for (const piece of word.split(/[@$]+/)) if (piece !== '') words.push(collapseRepeats(piece));
  } else words.push(collapseRepeats(word));
}

/** The words of prepared text, split into lines at `\n` when `keepBreaks` (a sentence a line). */
function wordsOf(text: string, keepBreaks: boolean): string[][] {
  const lines: string[][] = [];
  let words: string[] = [];
  let start = -1;
  let cyrillic = false;
  let other = false;
  let symbol = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0x430 && code <= 0x44f) {
      if (start === -1) {
        start = index;
        other = false;
        symbol = false;
      }
      cyrillic = true;
      continue;
    }
    let units = 1;
    let isWord: boolean;
    if (code >= 0xd800 && code <= 0xdbff) {
      const codePoint = codePointAt(text, index);
      units = unitsOf(codePoint);
      isWord = isWordCode(codePoint);
    } else isWord = isWordCode(code);
    if (isWord) {
      if (start === -1) {
        start = index;
        cyrillic = false;
        symbol = false;
      }
      other = true;
      if (code === AT || code === DOLLAR) symbol = true;
    } else {
      if (start !== -1) finishWord(text.slice(start, index), cyrillic && other, symbol, words);
      start = -1;
      cyrillic = false;
      other = false;
      if (keepBreaks && code === NEWLINE && words.length > 0) {
        lines.push(words);
        words = [];
      }
    }
    index += units - 1;
  }
  if (start !== -1) finishWord(text.slice(start), cyrillic && other, symbol, words);
  if (words.length > 0) lines.push(words);
  return lines;
}

/** Lower case, ё→е, look-alikes restored, spaced letters joined, emoji and punctuation gone, repeats collapsed. */
export function normalizeText(text: string): string {
  return normalizedWords(text).join(' ');
}

/** The normalised words of a text. */
export const normalizedWords = (text: string): string[] => wordsOf(prepare(text), false).flat();

/**
 * The normalised words of each sentence (split as `sentencesOf` in features.ts splits), in one
 * pass over the text: sentence ends become line breaks, which the normalisation keeps.
 */
export function normalizedSentenceWords(text: string): string[][] {
  return wordsOf(prepare(text.replace(SENTENCE_END, '\n')), true);
}
