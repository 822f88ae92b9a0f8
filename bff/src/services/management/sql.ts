import type { SortOrder } from '@city/contracts';

/**
 * SQL pieces every back-office query shares. Staff may see e-mails (the tables show
 * "name with e-mail"), so a person without a display name is named by their e-mail.
 */
export const staffName = (alias: string): string => `coalesce(nullif(btrim(${alias}.display_name), ''), ${alias}.email)`;

/** The display name alone, or NULL when none is set (rows that show the e-mail beside it). */
export const displayName = (alias: string): string => `nullif(btrim(${alias}.display_name), '')`;

/**
 * `search` as an ILIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally
 * (use with `ESCAPE '\'`): searching for "100%" finds "100%", not every row starting with 100.
 */
export const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * ORDER BY for a whitelisted column (`columns` maps each contracts sort column to its SQL), then
 * `tieBreaker` in the same direction so pages never overlap. Empty values go last either way.
 */
export function orderBy<Column extends string>(
  columns: Record<Column, string>,
  column: Column,
  order: SortOrder,
  tieBreaker: string,
): string {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${columns[column]} ${direction} NULLS LAST, ${tieBreaker} ${direction}`;
}

/** The instant as the API writes it (UTC, Z), or null. */
export const isoOrNull = (instant: Date | null): string | null => instant?.toISOString() ?? null;
