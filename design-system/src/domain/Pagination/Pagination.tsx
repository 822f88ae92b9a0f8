import { PAGE_SIZES } from '@city/contracts';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { ChevronLeftIcon, ChevronRightIcon } from '../../primitives/shared/icons';
import { pageWindow, shownRange } from './pageWindow';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** Rows per page: one of 10, 25, 50, 100 (docs/back-office.md#tables; the default is 25). */
  pageSize: number;
  /** Rows in the whole list; the page count is total / pageSize rounded up (docs/back-office.md#tables). */
  total: number;
  onPageChange(page: number): void;
  /**
   * Reports the chosen size only. docs/back-office.md#tables: a new page size returns the list to page
   * 1; that is the caller's to do (it owns the page), usually in the same state update.
   */
  onPageSizeChange(pageSize: number): void;
  /** Names the navigation when a screen has more than one list. */
  label?: string;
}

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ id: String(size), label: String(size) }));

/** docs/back-office.md#tables: pages of a table, up to five page buttons, previous/next and the page size. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  label = 'Страницы списка',
}: PaginationProps) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const { from, to } = shownRange(page, pageSize, total);
  const goTo = (target: number) => {
    if (target !== page) onPageChange(target);
  };

  return (
    <nav aria-label={label} className={styles.pagination}>
      {/* Polite: after a page change a screen reader hears which rows are shown now. */}
      <p className={styles.summary} aria-live="polite">
        {total === 0 ? 'Показано 0 из 0' : `Показано ${from}–${to} из ${total}`}
      </p>
      <ul className={styles.pages}>
        <li>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Предыдущая страница"
            isDisabled={page <= 1}
            onPress={() => goTo(page - 1)}
            className={styles.pageButton}
          >
            <ChevronLeftIcon className={styles.arrow} />
          </Button>
        </li>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'primary' : 'secondary'}
              size="sm"
              aria-label={`Страница ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onPress={() => goTo(number)}
              className={styles.pageButton}
            >
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Следующая страница"
            isDisabled={page >= totalPages}
            onPress={() => goTo(page + 1)}
            className={styles.pageButton}
          >
            <ChevronRightIcon className={styles.arrow} />
          </Button>
        </li>
      </ul>
      <div className={styles.pageSize}>
        <Select
          label="Строк на странице"
          options={PAGE_SIZE_OPTIONS}
          selectedKey={String(pageSize)}
          onSelectionChange={(key) => onPageSizeChange(Number(key))}
        />
      </div>
    </nav>
  );
}
