import type { SeededRandom } from './random';

/**
 * Noise the way people write on a phone or dodge a filter. It goes into lawful and violating posts
 * alike, so disguise itself never tells the model anything; only what is disguised does.
 */
export type NoiseLevel = 'none' | 'light' | 'heavy';

const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', х: 'x', у: 'y', к: 'k', м: 'm', т: 't', н: 'H', в: 'B',
  А: 'A', Е: 'E', О: 'O', Р: 'P', С: 'C', Х: 'X', У: 'Y', К: 'K', М: 'M', Т: 'T', Н: 'H', В: 'B',
};
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = { о: '0', О: '0', з: '3', З: '3', ч: '4', Ч: '4', б: '6', Б: '6', а: '@' };
const VOWELS = 'аеёиоуыэюя';
const CYRILLIC_WORD = /[А-Яа-яЁё]+/g;

interface WordSpan {
  readonly start: number;
  readonly word: string;
}

function wordsOf(text: string): WordSpan[] {
  return [...text.matchAll(CYRILLIC_WORD)].map((match) => ({ start: match.index, word: match[0] }));
}

/** Rewrites one word, preferring a word that carries one of the stems (the word a writer would hide). */
function rewriteWord(
  text: string,
  random: SeededRandom,
  stems: readonly string[],
  minLength: number,
  rewrite: (word: string) => string,
): string {
  const words = wordsOf(text).filter((span) => span.word.length >= minLength);
  if (words.length === 0) return text;
  const sensitive = words.filter((span) => stems.some((stem) => span.word.toLowerCase().includes(stem)));
  const target = sensitive.length > 0 && random.chance(0.6) ? random.pick(sensitive) : random.pick(words);
  return text.slice(0, target.start) + rewrite(target.word) + text.slice(target.start + target.word.length);
}

function replaceLetters(word: string, table: Readonly<Record<string, string>>, random: SeededRandom, share: number): string {
  const replaced = [...word].map((letter) => (table[letter] !== undefined && random.chance(share) ? table[letter] : letter));
  const result = replaced.join('');
  if (result !== word) return result;
  // At least one letter changes, or the operation was a no-op.
  const index = [...word].findIndex((letter) => table[letter] !== undefined);
  return index < 0 ? word : [...word].map((letter, at) => (at === index ? (table[letter] ?? letter) : letter)).join('');
}

function typo(word: string, random: SeededRandom): string {
  const letters = [...word];
  const at = random.int(1, letters.length - 2);
  const kind = random.int(0, 2);
  if (kind === 0) [letters[at], letters[at + 1]] = [letters[at + 1] as string, letters[at] as string];
  else if (kind === 1) letters.splice(at, 1);
  else letters.splice(at, 0, letters[at] as string);
  return letters.join('');
}

function maskVowel(word: string, random: SeededRandom): string {
  const letters = [...word];
  const vowelPositions = letters.map((letter, at) => (VOWELS.includes(letter.toLowerCase()) && at > 0 ? at : -1)).filter((at) => at > 0);
  if (vowelPositions.length === 0) return word;
  letters[random.pick(vowelPositions)] = random.pick(['*', '_', '@']);
  return letters.join('');
}

type WordOperation = (word: string, random: SeededRandom) => string;

const WORD_OPERATIONS: Readonly<Record<string, WordOperation>> = {
  typo,
  latin: (word, random) => replaceLetters(word, LATIN_LOOKALIKES, random, 0.5),
  digits: (word, random) => replaceLetters(word, DIGIT_LOOKALIKES, random, 0.7),
  spaced: (word) => [...word].join(' '),
  dotted: (word) => [...word].join('.'),
  masked: maskVowel,
  caps: (word) => word.toUpperCase(),
};

function swapYo(text: string, random: SeededRandom): string {
  if (text.includes('ё') && random.chance(0.7)) return text.replaceAll('ё', 'е');
  const positions = [...text.matchAll(/е/g)].map((match) => match.index);
  if (positions.length === 0) return text;
  const at = random.pick(positions);
  return text.slice(0, at) + 'ё' + text.slice(at + 1);
}

function dropPunctuation(text: string): string {
  return text.replace(/[.,!?;:«»—]+(?=\s|$)/g, '').replace(/\s{2,}/g, ' ').trim();
}

function insertEmoji(text: string, random: SeededRandom, emoji: readonly string[]): string {
  const chosen = Array.from({ length: random.int(1, 3) }, () => random.pick(emoji)).join('');
  const sentenceEnds = [...text.matchAll(/[.!?](?=\s)/g)].map((match) => match.index + 1);
  const where = random.int(0, 2);
  if (where === 0) return `${chosen} ${text}`;
  if (where === 1 && sentenceEnds.length > 0) {
    const at = random.pick(sentenceEnds);
    return `${text.slice(0, at)} ${chosen}${text.slice(at)}`;
  }
  return `${text} ${chosen}`;
}

export interface NoiseContext {
  readonly random: SeededRandom;
  readonly stems: readonly string[];
  readonly emoji: readonly string[];
}

type TextOperation = 'word' | 'yo' | 'punctuation' | 'emoji' | 'shout';

function applyTextOperation(text: string, operation: TextOperation, context: NoiseContext, wordOperations: readonly string[]): string {
  const { random } = context;
  switch (operation) {
    case 'word': {
      const name = random.pick(wordOperations);
      const rewrite = WORD_OPERATIONS[name];
      if (!rewrite) return text;
      // One word at a time, as people disguise the one or two words that give them away.
      return rewriteWord(text, random, context.stems, 4, (word) => rewrite(word, random));
    }
    case 'yo':
      return swapYo(text, random);
    case 'punctuation':
      return dropPunctuation(text);
    case 'emoji':
      return insertEmoji(text, random, context.emoji);
    case 'shout':
      return text.toUpperCase();
  }
}

const LIGHT_WORD_OPERATIONS = ['typo', 'typo', 'latin', 'caps'];
const HEAVY_WORD_OPERATIONS = ['typo', 'latin', 'latin', 'digits', 'spaced', 'dotted', 'masked', 'caps'];

/** Noises a description; a title gets fewer operations and may be shouted whole. */
export function addNoise(text: string, level: NoiseLevel, context: NoiseContext, part: 'title' | 'description'): string {
  if (level === 'none') return text;
  const { random } = context;
  const heavy = level === 'heavy';
  const count = part === 'title' ? (heavy ? random.int(1, 2) : random.int(0, 1)) : heavy ? random.int(3, 6) : random.int(1, 2);
  const operations: TextOperation[] = part === 'title' ? ['word', 'word', 'emoji', 'yo', 'shout'] : ['word', 'word', 'word', 'yo', 'punctuation', 'emoji'];
  let result = text;
  for (let step = 0; step < count; step += 1) {
    const operation = random.pick(operations);
    if (operation === 'shout' && !heavy) continue;
    result = applyTextOperation(result, operation, context, heavy ? HEAVY_WORD_OPERATIONS : LIGHT_WORD_OPERATIONS);
  }
  return result;
}
