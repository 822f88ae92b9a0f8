import type { SqlParams } from '../db/sql-params';

/** `%`, `_` and `\` match literally in the title substring search. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The typed words as a Russian full-text query in which every word is also a prefix:
 * websearch_to_tsquery never fails on what a person types and stems each word («Булгаков» →
 * 'булгак'); its text form quotes every lexeme ('…', with '' inside), and the cast back to tsquery
 * keeps the lexemes as they are, so `'булгак':*` matches «Булгакова» and a half-typed «Булг» too.
 */
const prefixQuery = (words: string): string =>
  `regexp_replace(websearch_to_tsquery('russian', ${words})::text, '(''(?:[^'']|'''')*'')', '\\1:*', 'g')::tsquery`;

/** Words shorter than this carry too few trigrams to tell a slip from another word. */
const TYPO_WORD_MIN = 3;
/** A long query still costs a bounded number of index conditions. */
const TYPO_WORDS_MAX = 8;

/** The typed words that the typo match compares with the words of titles, lowercased and once each. */
const typoWords = (search: string): string[] =>
  [...new Set(search.toLowerCase().split(/[^\p{L}\p{N}]+/u))]
    .filter((word) => word.length >= TYPO_WORD_MIN)
    .slice(0, TYPO_WORDS_MAX);

/**
 * Every typed word has a word like it in the title. Word by word, not the whole text at once: a
 * slip in one word of several still matches, and each condition narrows the trigram index's
 * candidates (the whole text of «лекция о космосе» let thousands of titles with «лекция» through
 * to the recheck).
 */
function titleTypoCondition(search: string, params: SqlParams): string | null {
  const words = typoWords(search);
  if (words.length === 0) return null;
  return `(${words.map((word) => `lower(e.title) %> ${params.add(word)}`).join(' AND ')})`;
}

/**
 * docs/events.md#search: an event matches when its title, description or address holds the words
 * in any form or as prefixes (full text, GIN on `search_vector`), its title holds the text as typed
 * (a substring) or every typed word is a word of its title with a slip of a letter (pg_trgm word
 * similarity, ../db/trigram-settings); both on the trigram GIN of `lower(title)`. A filter only:
 * the list keeps its order.
 */
export function searchCondition(search: string, params: SqlParams): string {
  const matches = [
    `e.search_vector @@ ${prefixQuery(params.add(search))}`,
    `lower(e.title) LIKE lower(${params.add(likePattern(search))})`,
  ];
  const typo = titleTypoCondition(search, params);
  if (typo !== null) matches.push(typo);
  return `(${matches.join(' OR ')})`;
}
