import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ManagementFeedback } from '@city/contracts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { FeedbackCategoryBadge, FeedbackStatusBadge } from '../FeedbackBadges';
import { sampleFeedbackList } from '../FeedbackDetailDialog/sampleFeedback';
import { formatRecordDateTime } from '../shared-format';
import { TruncatedText } from '../TruncatedText';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

const openFeedback = fn();

/** The feedback table of management-side §2, built from the design system's pieces. */
const feedbackColumns: DataTableColumn<ManagementFeedback>[] = [
  { id: 'id', label: '#', sortable: true, align: 'end', width: '56px', render: (item) => item.id },
  {
    id: 'user_name',
    label: 'Пользователь',
    isRowHeader: true,
    render: (item) => (
      <>
        <div>{item.userName ?? 'Без имени'}</div>
        <div>{item.email}</div>
      </>
    ),
  },
  {
    id: 'subject',
    label: 'Тема',
    render: (item) => (
      <>
        <div>{item.subject}</div>
        <TruncatedText text={item.message} maxLength={60} />
      </>
    ),
  },
  { id: 'category', label: 'Категория', render: (item) => <FeedbackCategoryBadge category={item.category} /> },
  { id: 'status', label: 'Статус', render: (item) => <FeedbackStatusBadge status={item.status} /> },
  { id: 'created_at', label: 'Создан', sortable: true, render: (item) => formatRecordDateTime(item.createdAt) },
  {
    id: 'actions',
    label: 'Действия',
    render: (item) => (
      <Button variant="secondary" size="sm" aria-label={`Просмотр отзыва #${item.id}`} onPress={() => openFeedback(item.id)}>
        Просмотр
      </Button>
    ),
  },
];

function FeedbackTable(props: DataTableProps<ManagementFeedback>) {
  return <DataTable {...props} />;
}

const meta = {
  title: 'Domain/DataTable',
  component: FeedbackTable,
  parameters: { layout: 'padded' },
  args: {
    label: 'Отзывы',
    columns: feedbackColumns,
    rows: sampleFeedbackList,
    rowId: (item: ManagementFeedback) => item.id,
    emptyText: 'Отзывы не найдены',
    sort: { column: 'created_at', direction: 'asc' },
    onSortChange: fn(),
  },
} satisfies Meta<typeof FeedbackTable>;
export default meta;

type Story = StoryObj<typeof meta>;

const dataRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);

export const Loading: Story = {
  name: 'Загрузка',
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Отзывы' });
    await expect(table.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('progressbar', { name: 'Загрузка данных' })).toBeInTheDocument();
    // One row under the header: the spinner, across every column.
    const rows = dataRows(canvasElement);
    await expect(rows).toHaveLength(1);
    await expect(within(rows[0]!).queryByRole('button', { name: /Просмотр/ })).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Пусто',
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Отзывы' });
    await expect(table.parentElement).not.toHaveAttribute('aria-busy');
    await expect(within(table).getByText('Отзывы не найдены')).toBeInTheDocument();
    await expect(dataRows(canvasElement)).toHaveLength(1);
  },
};

export const Data: Story = {
  name: 'Данные',
  play: async ({ canvasElement }) => {
    openFeedback.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Пользователь',
      'Тема',
      'Категория',
      'Статус',
      'Создан',
      'Действия',
    ]);
    const rows = dataRows(canvasElement);
    await expect(rows).toHaveLength(3);
    // The user names the row for a screen reader.
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Анна Смирнова');
    await expect(rows[0]).toHaveTextContent('20.11.2026, 10:15');
    await expect(rows[1]).toHaveTextContent('Без имени');
    // Only the sortable columns carry a sort state.
    await expect(canvas.getByRole('columnheader', { name: 'Тема' })).not.toHaveAttribute('aria-sort');
    await expect(canvas.getByRole('columnheader', { name: 'Создан' })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(rows[2]!).getByRole('button', { name: 'Просмотр отзыва #17' }));
    await expect(openFeedback).toHaveBeenCalledWith(17);
  },
};

export const SortedDescending: Story = {
  name: 'Сортировка по убыванию',
  args: { sort: { column: 'created_at', direction: 'desc' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const created = canvas.getByRole('columnheader', { name: 'Создан' });
    await expect(created).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: '#' })).toHaveAttribute('aria-sort', 'none');

    // The sorted column flips its direction…
    await userEvent.click(created);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'created_at', direction: 'asc' });
    // …another sortable column starts ascending.
    await userEvent.click(canvas.getByRole('columnheader', { name: '#' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'id', direction: 'asc' });
    // A column that cannot sort reports nothing.
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Тема' }));
    await expect(args.onSortChange).toHaveBeenCalledTimes(2);
  },
};

export const SortedAscending: Story = {
  name: 'Сортировка по возрастанию: щелчок переворачивает',
  play: async ({ args, canvasElement }) => {
    const created = within(canvasElement).getByRole('columnheader', { name: 'Создан' });
    await userEvent.click(created);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'created_at', direction: 'desc' });
  },
};

export const Keyboard: Story = {
  name: 'Клавиатура: Tab по кнопкам, Enter сортирует',
  args: { sort: { column: 'created_at', direction: 'desc' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = dataRows(canvasElement);
    // Tab enters the table at its first row, then walks the controls inside the cells.
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.tab();
    await expect(within(rows[0]!).getByRole('button', { name: 'Показать полностью' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Просмотр отзыва #42' })).toHaveFocus();

    // Arrow keys reach the headers; Enter on a sortable one asks for the other direction.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: '#' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('columnheader', { name: 'Создан' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'created_at', direction: 'asc' });
  },
};

export const NarrowScreen: Story = {
  name: 'Узкий экран',
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Отзывы' });
    const scroller = table.parentElement!;
    await expect(getComputedStyle(scroller).overflowX).toBe('auto');
    // The columns keep their width; the box scrolls sideways instead of the page.
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(scroller.clientWidth).toBeLessThanOrEqual(320);
  },
};

export const VisibleCaption: Story = {
  name: 'С видимой подписью',
  args: { showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Отзывы', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Отзывы' })).toHaveAttribute('aria-labelledby');
  },
};

export const DataDark: Story = {
  ...Data,
  name: 'Данные, тёмная тема',
  globals: { theme: 'dark' },
};

export const LoadingDark: Story = {
  ...Loading,
  name: 'Загрузка, тёмная тема',
  globals: { theme: 'dark' },
};
