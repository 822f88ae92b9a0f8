/**
 * docs/events.md#search: how alike a typed word must be to a word of a title for the typo match
 * (`lower(title) %> word`, pg_trgm's word similarity). The operator reads the threshold from a
 * session setting, never from the query, so every connection starts with it (PGlite's start-up
 * arguments, the pool's connection options). At 0.5 one wrong letter in a longer word still
 * matches («керамека» → «керамике» 0.56, «джозового» → «джазового» 0.54), which the default 0.6
 * does not; the price is that a word also finds its first half («вечеринка» → «вечер»).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

const SETTING = `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

/** PGlite's start-up arguments. */
export const WORD_SIMILARITY_START_PARAMS = ['-c', SETTING];

/** The `options` of a PostgreSQL connection's start-up packet. */
export const WORD_SIMILARITY_OPTIONS = `-c ${SETTING}`;
