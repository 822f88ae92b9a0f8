import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ManagementFeedback, OrganizerStat } from '@city/contracts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { ComplaintsCountCell } from '../ComplaintsCountCell';
import { FeedbackCategoryBadge, FeedbackStatusBadge } from '../FeedbackBadges';
import { sampleFeedbackList } from '../../fixtures';
import { formatCount, formatOneDecimal, formatRecordDateTime } from '../shared-format';
import { TruncatedText } from '../TruncatedText';
import { Stack } from '../../layout/Stack';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import type { SpecRule } from '../../stories/specRules';
import { wordsCutIn } from '../../stories/wordsCut';
import { StateFigure, StateGallery } from '../../stories/StateGallery';

const openFeedback = fn();

/** The feedback table of docs/back-office.md#tables, built from the design system's pieces. */
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

/**
 * The organizers' statistics table of docs/back-office.md#tables: its last column holds visually hidden
 * text far beyond a phone's width, the case that once made the whole page scroll sideways.
 */
const organizerColumns: DataTableColumn<OrganizerStat>[] = [
  {
    id: 'user_name',
    label: 'Организатор',
    render: (row) => (
      <>
        <div>{row.user_name}</div>
        <div>{row.user_email}</div>
      </>
    ),
  },
  { id: 'events_count', label: 'Мероприятий', align: 'end', render: (row) => formatCount(row.events_count) },
  { id: 'total_participants', label: 'Участников', align: 'end', render: (row) => formatCount(row.total_participants) },
  { id: 'avg', label: 'В среднем', align: 'end', render: (row) => formatOneDecimal(row.avg_participants_per_event) },
  { id: 'claims', label: 'Жалобы', render: (row) => <ComplaintsCountCell total={row.total_claims} approved={row.approved_claims} /> },
];

const sampleOrganizers: OrganizerStat[] = [
  {
    user_id: 3,
    user_name: 'Анна Смирнова',
    user_email: 'anna@example.ru',
    events_count: 12,
    total_participants: 340,
    avg_participants_per_event: 28.3,
    total_claims: 4,
    approved_claims: 1,
  },
  {
    user_id: 8,
    user_name: 'Иван Петров',
    user_email: 'ivan.petrov@example.ru',
    events_count: 5,
    total_participants: 61,
    avg_participants_per_event: 12.2,
    total_claims: 6,
    approved_claims: 3,
  },
];

/** The DataTable as the feedback list uses it: its columns, rows and paging. */
function FeedbackTable(props: DataTableProps<ManagementFeedback>) {
  return <DataTable {...props} />;
}

const meta = {
  title: 'Управление/DataTable',
  component: FeedbackTable,
  // The Docs page's props table of the component itself, beside the example's.
  subcomponents: { DataTable },
  parameters: {
    layout: 'padded',
    specRules: [
      { rule: 'Переиспользуемая таблица: сортируемые столбцы', state: 'Столбец «Создан» по убыванию, «#» можно сортировать', story: 'SortedDescending' },
      { rule: 'Состояние загрузки', state: 'Строка со спиннером «Загрузка данных»', story: 'Loading' },
      { rule: 'Пустое состояние («Отзывы не найдены»)', state: 'Строка с текстом пустого списка', story: 'Empty' },
      {
        rule: 'Отзывы: #id, пользователь с e-mail, тема с началом сообщения, категория, статус, дата, «Просмотр»',
        state: 'Строки отзывов',
        story: 'Data',
      },
      { rule: 'Таблица читается на телефоне (320–390 px)', state: 'Столбцы не сжимаются, слова целые, таблица прокручивается вбок', story: 'Phone360' },
    ] satisfies SpecRule[],
  },
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
  },
};

/** «Просмотр» in a row opens that feedback. */
export const DataOpen: Story = {
  name: 'Данные: «Просмотр» открывает отзыв',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    openFeedback.mockClear();
    const rows = dataRows(canvasElement);
    await userEvent.click(within(rows[2]!).getByRole('button', { name: 'Просмотр отзыва #17' }));
    await expect(openFeedback).toHaveBeenCalledWith(17);
  },
};

export const SortedDescending: Story = {
  name: 'Сортировка по убыванию',
  args: { sort: { column: 'created_at', direction: 'desc' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const created = canvas.getByRole('columnheader', { name: 'Создан' });
    await expect(created).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: '#' })).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: 'Тема' })).not.toHaveAttribute('aria-sort');
  },
};

/** Clicks on the headers ask for a sort; the table reports, the page sorts. */
export const SortClicks: Story = {
  name: 'Сортировка: щелчки по заголовкам',
  tags: ['!dev', '!autodocs'],
  args: { sort: { column: 'created_at', direction: 'desc' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const created = canvas.getByRole('columnheader', { name: 'Создан' });
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
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const created = within(canvasElement).getByRole('columnheader', { name: 'Создан' });
    await userEvent.click(created);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'created_at', direction: 'desc' });
  },
};

export const Keyboard: Story = {
  name: 'Клавиатура: Tab по кнопкам, Enter сортирует',
  tags: ['!dev', '!autodocs'],
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

export const VisibleCaption: Story = {
  name: 'С видимой подписью',
  args: { showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Отзывы', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Отзывы' })).toHaveAttribute('aria-labelledby');
  },
};

/** The words a phone's reader would see split over two lines or broken; words scrolled out of the box are not cut. */
const wordsSplitIn = (table: Element): string[] => wordsCutIn(table).filter((finding) => !finding.includes('clipped'));

/**
 * On a phone the subject stays readable and no word is split mid-word: a text column keeps at least
 * 10rem and the width of its longest word, and the table's own box scrolls sideways to the actions
 * (docs/back-office.md#tables). A fixed-width column stands for the phone, so the story looks the
 * same opened by direct link.
 */
const atPhoneWidth = (width: number): Story => ({
  render: (args) => (
    <div data-testid="phone-column" style={{ width }}>
      <Stack gap="xl">
        <DataTable {...args} />
        <DataTable
          label="Топ организаторы"
          columns={organizerColumns}
          rows={sampleOrganizers}
          rowId={(row) => row.user_id}
          emptyText="Организаторы не найдены"
          minWidth="760px"
        />
      </Stack>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('phone-column');
    await expect(column.getBoundingClientRect().width).toBe(width);
    const table = within(canvasElement).getByRole('grid', { name: 'Отзывы' });
    const subject = within(table).getByRole('columnheader', { name: 'Тема' });
    await expect(subject.getBoundingClientRect().width).toBeGreaterThanOrEqual(160);
    for (const name of ['Отзывы', 'Топ организаторы']) {
      const grid = within(canvasElement).getByRole('grid', { name });
      const scroller = grid.parentElement!;
      await expect(getComputedStyle(scroller).overflowX).toBe('auto');
      // Wider than the phone: the table's box scrolls sideways…
      await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
      await expect(scroller.clientWidth).toBeLessThanOrEqual(width);
      await expect(wordsSplitIn(grid)).toEqual([]);
    }
    // …and nothing in them, not even the visually hidden texts (the full message, the claim counts
    // in words), widens the column or the page.
    await expect(column.scrollWidth).toBeLessThanOrEqual(width);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const Phone320: Story = { name: 'Ширина 320 px: тема читается, слова целые', ...atPhoneWidth(320) };
export const Phone360: Story = { name: 'Ширина 360 px (телефон): тема читается, слова целые', ...atPhoneWidth(360) };
export const Phone390: Story = { name: 'Ширина 390 px: тема читается, слова целые', ...atPhoneWidth(390) };

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Загрузка">
        <DataTable {...args} isLoading />
      </StateFigure>
      <StateFigure caption="Пусто">
        <DataTable {...args} rows={[]} />
      </StateFigure>
      <StateFigure caption="Данные">
        <DataTable {...args} />
      </StateFigure>
      <StateFigure caption="Сортировка по убыванию">
        <DataTable {...args} sort={{ column: 'created_at', direction: 'desc' }} />
      </StateFigure>
      <StateFigure caption="С видимой подписью">
        <DataTable {...args} showLabel />
      </StateFigure>
      <StateFigure caption="Ширина 360 px (телефон)">
        <div style={{ width: 360 }}>
          <DataTable {...args} />
        </div>
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('grid', { name: 'Отзывы' })).toHaveLength(6);
  },
};
