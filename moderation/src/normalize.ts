/**
 * Text normalisation for the moderation model: posts that try to slip past a filter write
 * «3акладки», «нaрко» with a Latin «a», «н а р к о» or «ооочень»; the model should see the word
 * the reader sees. Everything here is deterministic and cheap (it runs on every event save).
 */

/** Latin letters and symbols that look like (or are used for) a Cyrillic letter. */
const LOOK_ALIKE_LETTERS: Readonly<Record<string, string>> = {
  a: 'а', b: 'в', c: 'с', e: 'е', h: 'н', k: 'к', m: 'м', n: 'п', o: 'о', p: 'р', r: 'г', t: 'т',
  u: 'и', x: 'х', y: 'у', '@': 'а', $: 'с',
};
/** Digits written for letters: «3акладки», «4ел», «б0шки». */
const LOOK_ALIKE_DIGITS: Readonly<Record<string, string>> = { '0': 'о', '3': 'з', '4': 'ч', '6': 'б' };

const CYRILLIC = /[а-я]/;
const NOT_CYRILLIC = /[^а-я]/;
const isCyrillic = (char: string): boolean => char >= 'а' && char <= 'я';
const isDigit = (char: string): boolean => char >= '0' && char <= '9';

/** Invisible characters used to split a word so that it is not matched. */
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** A word as the look-alike mapping sees it: letters, digits and the symbols that stand for letters. */
const WORD = /[\p{L}\p{N}@$]+/gu;
/** Three or more single characters split by spaces, dots, dashes, stars…: «н а р к о», «н.а.р.к.о». */
const SPACED_LETTERS = /(?<![\p{L}\p{N}@$])[\p{L}\p{N}@$](?:[\s.\-_*·,|/\\]{1,2}[\p{L}\p{N}@$](?![\p{L}\p{N}@$])){2,}/gu;
const SPACED_SEPARATORS = /[\s.\-_*·,|/\\]+/g;
/** A letter masked inside a word: «нарк*тики», «зак_адки». The word is kept whole, one letter short. */
const MASKED_LETTER = /(?<=\p{L})[*_]+(?=\p{L})/gu;
/** Russian one-letter words and numbers: «а я в 5» is a phrase, not a spaced-out word. */
const ONE_LETTER_WORDS = /^[авикосуя0-9]$/;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
/** Three or more of the same letter: «ооочень» → «очень». Russian words never triple a letter. */
const REPEATS = /(\p{L})\1{2,}/gu;

/**
 * Maps look-alikes back to Cyrillic in a word that already has Cyrillic letters (a mixed word);
 * a Latin word («techno») or a number («2025г», «100р») keeps its letters and digits.
 */
function restoreCyrillic(word: string): string {
  if (!NOT_CYRILLIC.test(word) || !CYRILLIC.test(word)) return word;
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

const NOT_WORD_KEEPING_BREAKS = /[^\p{L}\p{N}\n]+/gu;
const SENTENCE_END = /(?<=[.!?…])\s+|\n+/gu;

function normalizeKeeping(text: string, notWord: RegExp): string {
  const lowered = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(INVISIBLE, '')
    .replace(COMBINING_MARKS, '')
    .replaceAll('ё', 'е');
  const joined = lowered.replace(MASKED_LETTER, '').replace(SPACED_LETTERS, (run) => {
    const letters = run.split(SPACED_SEPARATORS).filter(Boolean);
    return letters.every((letter) => ONE_LETTER_WORDS.test(letter)) ? run : letters.join('');
  });
  return joined.replace(WORD, restoreCyrillic).replace(notWord, ' ').replace(REPEATS, '$1');
}

/** Lower case, ё→е, look-alikes restored, spaced letters joined, emoji and punctuation gone, repeats collapsed. */
export function normalizeText(text: string): string {
  return normalizeKeeping(text, NOT_WORD).trim();
}

/** The normalised words of a text. */
export const normalizedWords = (text: string): string[] => {
  const normalized = normalizeText(text);
  return normalized === '' ? [] : normalized.split(' ');
};

const wordsOfLine = (line: string): string[] => {
  const trimmed = line.trim();
  return trimmed === '' ? [] : trimmed.split(/ +/);
};

/**
 * The normalised words of each sentence (split as `sentencesOf` in features.ts splits), in one
 * pass over the text: sentence ends become line breaks, which the normalisation keeps.
 */
export function normalizedSentenceWords(text: string): string[][] {
  return normalizeKeeping(text.replace(SENTENCE_END, '\n'), NOT_WORD_KEEPING_BREAKS)
    .split('\n')
    .map(wordsOfLine)
    .filter((words) => words.length > 0);
}
