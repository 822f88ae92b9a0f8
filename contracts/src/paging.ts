import { z } from 'zod';

/** A whole number from `min` to `max` in a query string, with one Russian message naming the parameter. */
export const queryInteger = (name: string, min: number, max: number) => {
  const message = `Параметр ${name}: ожидается целое число от ${min} до ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** page (from 1) and limit (1..maxLimit) of a paged list, with their defaults. */
export const pagingQuerySchema = (defaults: { limit: number; maxLimit: number }) =>
  z.object({
    page: queryInteger('page', 1, 1_000_000).default(1),
    limit: queryInteger('limit', 1, defaults.maxLimit).default(defaults.limit),
  });

/** docs/back-office.md#tables: how a paged answer describes itself; total pages = total / limit rounded up. */
export const paginationSchema = z.object({
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function pagination(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, hasMore: page < totalPages };
}
