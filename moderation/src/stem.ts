/**
 * The Russian Snowball (Porter) stemmer, as specified at snowballstem.org/algorithms/russian.
 * Word forms of one lemma («закладки», «закладку», «закладками») become one feature, so the model
 * learns from fewer examples. Expects lower-case text with ё already replaced by е.
 */

const VOWELS = new Set(['а', 'е', 'и', 'о', 'у', 'ы', 'э', 'ю', 'я']);

// Each list is ordered longest first: Snowball's `among` takes the longest matching ending.
const byLengthDesc = (endings: string[]): string[] => [...endings].sort((a, b) => b.length - a.length);

/** Endings allowed only after «а» or «я» (group 1) and endings removed as they are (group 2). */
interface EndingGroups {
  /** Both groups, longest first. */
  all: string[];
  plain: Set<string>;
}
const groups = (afterAOrYa: string[], plain: string[]): EndingGroups => ({
  all: byLengthDesc([...afterAOrYa, ...plain]),
  plain: new Set(plain),
});

const PERFECTIVE_GERUND = groups(['в', 'вши', 'вшись'], ['ив', 'ивши', 'ившись', 'ыв', 'ывши', 'ывшись']);
const ADJECTIVE = byLengthDesc([
  'ее', 'ие', 'ые', 'ое', 'ими', 'ыми', 'ей', 'ий', 'ый', 'ой', 'ем', 'им', 'ым', 'ом', 'его', 'ого', 'ему', 'ому',
  'их', 'ых', 'ую', 'юю', 'ая', 'яя', 'ою', 'ею',
]);
const PARTICIPLE = groups(['ем', 'нн', 'вш', 'ющ', 'щ'], ['ивш', 'ывш', 'ующ']);
const REFLEXIVE = ['ся', 'сь'];
const VERB = groups(
  ['ла', 'на', 'ете', 'йте', 'ли', 'й', 'л', 'ем', 'н', 'ло', 'но', 'ет', 'ют', 'ны', 'ть', 'ешь', 'нно'],
  [
    'ила', 'ыла', 'ена', 'ейте', 'уйте', 'ите', 'или', 'ыли', 'ей', 'уй', 'ил', 'ыл', 'им', 'ым', 'ен', 'ило', 'ыло',
    'ено', 'ят', 'ует', 'уют', 'ит', 'ыт', 'ены', 'ить', 'ыть', 'ишь', 'ую', 'ю',
  ],
);
const NOUN = byLengthDesc([
  'а', 'ев', 'ов', 'ие', 'ье', 'е', 'иями', 'ями', 'ами', 'еи', 'ии', 'и', 'ией', 'ей', 'ой', 'ий', 'й', 'иям', 'ям',
  'ием', 'ем', 'ам', 'ом', 'о', 'у', 'ах', 'иях', 'ях', 'ы', 'ь', 'ию', 'ью', 'ю', 'ия', 'ья', 'я',
]);
const DERIVATIONAL = ['ость', 'ост'];
const SUPERLATIVE = ['ейше', 'ейш'];

/** The longest of `endings` that the word ends with inside [limit, end), or undefined. */
function longestEnding(word: string, limit: number, endings: readonly string[]): string | undefined {
  for (const ending of endings) {
    if (word.length - ending.length >= limit && word.endsWith(ending)) return ending;
  }
  return undefined;
}

/** Removes the longest ending of the groups; a group-1 ending needs «а»/«я» before it, inside RV. */
function removeGrouped(word: string, rv: number, endings: EndingGroups): string | undefined {
  const ending = longestEnding(word, rv, endings.all);
  if (ending === undefined) return undefined;
  const stemEnd = word.length - ending.length;
  if (endings.plain.has(ending)) return word.slice(0, stemEnd);
  const before = word[stemEnd - 1];
  if (stemEnd - 1 >= rv && (before === 'а' || before === 'я')) return word.slice(0, stemEnd);
  return undefined;
}

function removeAdjectival(word: string, rv: number): string | undefined {
  const adjective = longestEnding(word, rv, ADJECTIVE);
  if (adjective === undefined) return undefined;
  const withoutAdjective = word.slice(0, word.length - adjective.length);
  return removeGrouped(withoutAdjective, rv, PARTICIPLE) ?? withoutAdjective;
}

/** RV: after the first vowel; R2: R1 of R1 (R1: after the first non-vowel that follows a vowel). */
function regions(word: string): { rv: number; r2: number } {
  const afterVowelConsonant = (from: number): number => {
    for (let index = from + 1; index < word.length; index += 1) {
      if (!VOWELS.has(word[index]!) && VOWELS.has(word[index - 1]!)) return index + 1;
    }
    return word.length;
  };
  let rv = word.length;
  for (let index = 0; index < word.length; index += 1) {
    if (VOWELS.has(word[index]!)) {
      rv = index + 1;
      break;
    }
  }
  const r1 = afterVowelConsonant(0);
  const r2 = afterVowelConsonant(r1);
  return { rv, r2: Math.max(r2, r1) };
}

function step1(word: string, rv: number): string {
  const gerund = removeGrouped(word, rv, PERFECTIVE_GERUND);
  if (gerund !== undefined) return gerund;
  const reflexive = longestEnding(word, rv, REFLEXIVE);
  const base = reflexive === undefined ? word : word.slice(0, word.length - reflexive.length);
  return removeAdjectival(base, rv) ?? removeGrouped(base, rv, VERB) ?? removeNoun(base, rv) ?? base;
}

function removeNoun(word: string, rv: number): string | undefined {
  const ending = longestEnding(word, rv, NOUN);
  return ending === undefined ? undefined : word.slice(0, word.length - ending.length);
}

function tidyUp(word: string, rv: number): string {
  const superlative = longestEnding(word, rv, SUPERLATIVE);
  if (superlative !== undefined) {
    const without = word.slice(0, word.length - superlative.length);
    return longestEnding(without, rv, ['нн']) ? without.slice(0, -1) : without;
  }
  if (longestEnding(word, rv, ['нн'])) return word.slice(0, -1);
  if (longestEnding(word, rv, ['ь'])) return word.slice(0, -1);
  return word;
}

const RUSSIAN_WORD = /^[а-я]+$/;

/** The Snowball stem of a lower-case Russian word; other words are returned unchanged. */
export function stemRussian(word: string): string {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    // Posts repeat a small vocabulary; a bounded cache makes stemming nearly free at 10,000 posts a second.
    if (stemCache.size >= STEM_CACHE_SIZE) stemCache.clear();
    stem = computeStem(word);
    stemCache.set(word, stem);
  }
  return stem;
}

const STEM_CACHE_SIZE = 100_000;
const stemCache = new Map<string, string>();

function computeStem(word: string): string {
  if (!RUSSIAN_WORD.test(word)) return word;
  const { rv, r2 } = regions(word);
  let stem = step1(word, rv);
  if (longestEnding(stem, rv, ['и'])) stem = stem.slice(0, -1);
  const derivational = longestEnding(stem, r2, DERIVATIONAL);
  if (derivational !== undefined) stem = stem.slice(0, stem.length - derivational.length);
  return tidyUp(stem, rv);
}
