import { useId, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import type { SortOrder } from '@city/contracts';
import { Spinner } from '../../primitives/Spinner';
import { ChevronDownIcon } from '../../primitives/shared/icons';
import * as styles from './DataTable.css';

export interface DataTableColumn<T> {
  /** Also the sort key reported by onSortChange, so name it as the API's sortBy does. */
  id: string;
  label: string;
  sortable?: boolean;
  render(row: T): ReactNode;
  /** A CSS width, e.g. '80px' or '30%'. */
  width?: string;
  /** The narrowest the column gets; a text column without a width keeps TEXT_COLUMN_MIN_WIDTH. */
  minWidth?: string;
  /** 'end' for numbers. */
  align?: 'start' | 'center' | 'end';
  /** The column that names a row for a screen reader; the first one unless another says so. */
  isRowHeader?: boolean;
}

export interface TableSort {
  column: string;
  direction: SortOrder;
}

export interface DataTableProps<T> {
  /** The table's accessible name, e.g. 'Отзывы'; shown above the table with `showLabel`. */
  label: string;
  showLabel?: boolean;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowId(row: T): Key;
  /** The sort the rows come in; the table does not sort, it reports what the user asks for. */
  sort?: TableSort;
  onSortChange?(sort: TableSort): void;
  /** Replaces the rows with a spinner row and marks the table busy. */
  isLoading?: boolean;
  /** What an empty list says, e.g. 'Отзывы не найдены'. */
  emptyText: string;
  /** Below this width the box scrolls sideways instead of squeezing the columns. */
  minWidth?: string;
}

/**
 * A text column (start-aligned, no width of its own) is never squeezed below this on a phone: its
 * words wrap at spaces in a readable measure and the box scrolls sideways (docs/back-office.md#tables).
 */
const TEXT_COLUMN_MIN_WIDTH = '10rem';

const columnMinWidth = <T,>(column: DataTableColumn<T>): string | undefined =>
  column.minWidth ?? (column.width === undefined && (column.align ?? 'start') === 'start' ? TEXT_COLUMN_MIN_WIDTH : undefined);

const toDescriptor = (sort: TableSort): SortDescriptor => ({
  column: sort.column,
  direction: sort.direction === 'asc' ? 'ascending' : 'descending',
});

const fromDescriptor = (descriptor: SortDescriptor): TableSort => ({
  column: String(descriptor.column),
  direction: descriptor.direction === 'ascending' ? 'asc' : 'desc',
});

/**
 * docs/back-office.md#tables: the reusable table. React Aria's grid: aria-sort on the sorted column,
 * sorting announced, arrow keys between cells and Tab to the controls inside them.
 */
export function DataTable<T>({
  label,
  showLabel = false,
  columns,
  rows,
  rowId,
  sort,
  onSortChange,
  isLoading = false,
  emptyText,
  minWidth = '640px',
}: DataTableProps<T>) {
  const captionId = useId();
  const rowHeaderId = columns.find((column) => column.isRowHeader)?.id ?? columns[0]?.id;
  const visibleRows = isLoading ? [] : rows;

  return (
    <div className={styles.wrapper}>
      {showLabel && (
        <p id={captionId} className={styles.caption}>
          {label}
        </p>
      )}
      {/* React Aria's Table does not pass aria-busy on, so the box around it carries it. */}
      <div className={styles.scroller} aria-busy={isLoading || undefined}>
        <Table
          aria-label={showLabel ? undefined : label}
          aria-labelledby={showLabel ? captionId : undefined}
          sortDescriptor={sort && toDescriptor(sort)}
          onSortChange={onSortChange && ((descriptor) => onSortChange(fromDescriptor(descriptor)))}
          keyboardNavigationBehavior="tab"
          className={styles.table}
          style={{ minWidth }}
        >
          <TableHeader>
            {columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={column.id === rowHeaderId}
                allowsSorting={Boolean(column.sortable && onSortChange)}
                className={`${styles.column} ${styles.align[column.align ?? 'start']}`}
                style={{ width: column.width, minWidth: columnMinWidth(column) }}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.columnLabel}>
                    {column.label}
                    {allowsSorting && (
                      <span className={styles.sortIcon} data-direction={sortDirection ?? 'none'} aria-hidden="true">
                        <ChevronDownIcon />
                      </span>
                    )}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            renderEmptyState={() => (
              <div className={styles.state}>{isLoading ? <Spinner label="Загрузка данных" /> : emptyText}</div>
            )}
          >
            {visibleRows.map((row) => {
              const id = rowId(row);
              return (
                <Row key={id} id={id} className={styles.row}>
                  {columns.map((column) => (
                    <Cell key={column.id} className={`${styles.cell} ${styles.align[column.align ?? 'start']}`}>
                      {column.render(row)}
                    </Cell>
                  ))}
                </Row>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
