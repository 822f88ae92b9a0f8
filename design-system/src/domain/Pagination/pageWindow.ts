/** docs/back-office.md#tables: the pagination shows up to 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page numbers to show as buttons: up to five, the current page in the middle where the
 * ends allow (1 2 [3] 4 5, 4 5 [6] 7 8, 8 9 10 11 [12]). An empty list still has page 1.
 */
export function pageWindow(page: number, totalPages: number): number[] {
  const lastPage = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), lastPage);
  const size = Math.min(MAX_PAGE_BUTTONS, lastPage);
  const centredStart = current - Math.floor(MAX_PAGE_BUTTONS / 2);
  const start = Math.min(Math.max(1, centredStart), lastPage - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

/** The numbers of the first and last rows on `page` ('Показано 26–50 из 287'); 0–0 for an empty list. */
export function shownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const to = Math.min(page * pageSize, total);
  return { from: Math.min((page - 1) * pageSize + 1, to), to };
}
