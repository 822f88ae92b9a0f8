import { z } from 'zod';

/** docs/back-office.md#answers-and-errors: every management answer is `{success: true, data: …}`. */
export const managementEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** docs/back-office.md#tables: the table's page sizes; the server accepts any limit from 1 to 100. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/**
 * A sorted, paged list query: sortBy only from `columns` (the whitelist that also keeps raw SQL
 * out of ORDER BY), default created_at descending (docs/back-office.md#tables) unless told otherwise.
 */
export const sortedPageQuery = <const C extends readonly [string, ...string[]]>(columns: C, defaultColumn: C[number]) =>
  z.object({
    sortBy: z
      .enum(columns, { error: `Параметр sortBy принимает значения: ${columns.join(', ')}` })
      .default(defaultColumn),
    sortOrder: z.enum(SORT_ORDERS, { error: 'Параметр sortOrder принимает значения asc или desc' }).default('desc'),
  });
