import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PAGE_SIZE } from '@city/contracts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Управление/Pagination',
  component: Pagination,
  parameters: {
    layout: 'padded',
    specRules: [
      { rule: 'Пагинация показывает не больше 5 кнопок страниц', state: 'Кнопки 1–5, «Предыдущая» недоступна', story: 'First' },
      { rule: 'Не больше 5 кнопок, текущая — посередине', state: 'Кнопки 4–8, текущая 6', story: 'Middle' },
      { rule: 'Последняя страница', state: '«Следующая» недоступна', story: 'Last' },
      { rule: 'Размеры страницы 10, 25, 50, 100; по умолчанию 25', state: '«25» в выборе размера', story: 'PageSize' },
      { rule: 'Смена размера страницы возвращает на страницу 1', state: 'Страница 1 после смены размера', story: 'PageSizeResets' },
      { rule: 'Пустое состояние таблицы', state: '«Показано 0 из 0»', story: 'Empty' },
    ] satisfies SpecRule[],
  },
  args: {
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    total: 287,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof Pagination>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

function pageButtons(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .getAllByRole('button', { name: /^Страница \d+$/ })
    .map((button) => button.textContent ?? '');
}

const currentPage = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'page');

export const First: Story = {
  name: 'Первая страница',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Страницы списка' })).toBeInTheDocument();
    await expect(canvas.getByText('Показано 1–25 из 287')).toBeInTheDocument();
    await expect(pageButtons(canvasElement)).toEqual(['1', '2', '3', '4', '5']);
    await expect(currentPage(canvasElement).map((button) => button.textContent)).toEqual(['1']);
    await expect(canvas.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
  },
};

/** Behaviour test: «Следующая страница» and a page button ask for that page; the current page is no change (out of the sidebar, still run). */
export const FirstFlow: Story = {
  ...First,
  name: 'Первая страница: переходы',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Страницы списка' })).toBeInTheDocument();
    await expect(canvas.getByText('Показано 1–25 из 287')).toBeInTheDocument();
    await expect(pageButtons(canvasElement)).toEqual(['1', '2', '3', '4', '5']);
    await expect(currentPage(canvasElement).map((button) => button.textContent)).toEqual(['1']);
    await expect(canvas.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Следующая страница' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Страница 4' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    // The current page is no change.
    await userEvent.click(canvas.getByRole('button', { name: 'Страница 1' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

export const Middle: Story = {
  name: 'Середина',
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Показано 126–150 из 287')).toBeInTheDocument();
    await expect(pageButtons(canvasElement)).toEqual(['4', '5', '6', '7', '8']);
    await expect(canvas.getByRole('button', { name: 'Страница 6' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Behaviour test: «Предыдущая страница» asks for the page before (out of the sidebar, still run). */
export const MiddleFlow: Story = {
  ...Middle,
  name: 'Середина: предыдущая страница',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Показано 126–150 из 287')).toBeInTheDocument();
    await expect(pageButtons(canvasElement)).toEqual(['4', '5', '6', '7', '8']);
    await expect(canvas.getByRole('button', { name: 'Страница 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Предыдущая страница' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

export const Last: Story = {
  name: 'Последняя',
  args: { page: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Показано 276–287 из 287')).toBeInTheDocument();
    await expect(pageButtons(canvasElement)).toEqual(['8', '9', '10', '11', '12']);
    await expect(canvas.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Предыдущая страница' })).toBeEnabled();
  },
};

export const Single: Story = {
  name: 'Одна страница',
  args: { total: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Показано 1–7 из 7')).toBeInTheDocument();
    await expect(pageButtons(canvasElement)).toEqual(['1']);
    await expect(canvas.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  },
};

export const Empty: Story = {
  name: 'Пустой список',
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Показано 0 из 0')).toBeInTheDocument();
    await expect(pageButtons(canvasElement)).toEqual(['1']);
    await expect(canvas.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  },
};

export const PageSize: Story = {
  name: 'Размер страницы: 10, 25, 50, 100',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Строк на странице/ });
    await expect(trigger).toHaveTextContent('25');
  },
};

/** Behaviour test: the list offers 10, 25, 50, 100; the choice goes to onPageSizeChange (out of the sidebar, still run). */
export const PageSizeFlow: Story = {
  ...PageSize,
  name: 'Размер страницы: выбор',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Строк на странице/ });
    await expect(trigger).toHaveTextContent('25');
    await userEvent.click(trigger);
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: '50' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    // Going back to page 1 is the caller's rule: the component does not move the page itself.
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** A caller that follows docs/back-office.md#tables: a new page size returns to page 1. */
function ListOwner(props: PaginationProps) {
  const [state, setState] = useState({ page: props.page, pageSize: props.pageSize });
  return (
    <Pagination
      {...props}
      page={state.page}
      pageSize={state.pageSize}
      onPageChange={(next) => setState((current) => ({ ...current, page: next }))}
      onPageSizeChange={(pageSize) => setState({ page: 1, pageSize })}
    />
  );
}

/** Behaviour test: a new page size returns to page 1 (out of the sidebar, still run). */
export const PageSizeResets: Story = {
  name: 'Смена размера возвращает на страницу 1',
  tags: ['!dev', '!autodocs'],
  args: { page: 6 },
  render: (args) => <ListOwner {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Показано 126–150 из 287')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Строк на странице/ }));
    await userEvent.click(await page.findByRole('option', { name: '100' }));
    await expect(canvas.getByText('Показано 1–100 из 287')).toBeInTheDocument();
    await expect(pageButtons(canvasElement)).toEqual(['1', '2', '3']);
    await expect(canvas.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [First, Middle, Last, Single, Empty, PageSize];

/**
 * Every named state at once, each under its caption. «landmark-unique» is off for this story only:
 * the navigation has one fixed name, and a table never shows two paginations.
 */
export const AllStates: Story = {
  name: 'Все состояния',
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <Pagination {...args} {...stateArgs} />}
    />
  ),
};
