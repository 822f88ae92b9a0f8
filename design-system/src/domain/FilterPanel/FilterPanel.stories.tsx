import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_EVENT_FILTERS, type EventFilters } from '@city/contracts';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

const TODAY = '2026-12-01';

/** Keeps the filters like the events page does; reset goes back to the defaults. */
function FilterPanelDemo({ width, ...props }: FilterPanelProps & { width?: number }) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: width ?? 760, maxWidth: '100%' }}>
      <FilterPanel
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
        onReset={() => {
          setValue(DEFAULT_EVENT_FILTERS);
          props.onReset();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Участник/FilterPanel',
  component: FilterPanel,
  args: {
    value: DEFAULT_EVENT_FILTERS,
    onChange: fn(),
    onReset: fn(),
    isSearching: false,
    today: TODAY,
  },
  parameters: {
    layout: 'padded',
    specRules: [
      { rule: 'Фильтры: категория (по умолчанию все), поиск, избранное, дата (все, сегодня, неделя, конкретная), стоимость (все, бесплатные, платные), «Показать заполненные»', state: 'Все фильтры по умолчанию, сброс недоступен', story: 'Default' },
      { rule: '«Сбросить фильтры» доступна, только когда задан какой-то фильтр, и сбрасывает все', state: 'Сброс доступен', story: 'ResetEnabled' },
      { rule: 'Пробелы в поиске — не фильтр', state: 'Сброс недоступен', story: 'ResetDisabled' },
      { rule: 'Пока набираемый текст отличается от поиска с задержкой 500 мс — «Поиск событий...»', state: '«Поиск событий...»', story: 'Typing' },
      { rule: 'Фильтр даты: сегодня', state: '«Сегодня»', story: 'Today' },
      { rule: 'Фильтр даты: неделя', state: '«На этой неделе»', story: 'ThisWeek' },
      { rule: 'Конкретная дата (yyyy-MM-dd), минимум — сегодня; поле «Выберите дату»', state: 'Пустое поле даты', story: 'SpecificDate' },
      { rule: 'Конкретная дата выбрана (дд.ММ.гггг)', state: '«24.12.2026»', story: 'SpecificDateChosen' },
      { rule: 'Стоимость: бесплатные', state: '«Бесплатные»', story: 'FreeOnly' },
      { rule: 'Стоимость: платные', state: '«Платные»', story: 'PaidOnly' },
      { rule: '«Показать заполненные»', state: 'Переключатель включён', story: 'ShowUnavailable' },
      { rule: 'Только избранное', state: 'Переключатель включён', story: 'FavoritesOnly' },
    ] satisfies SpecRule[],
  },
  render: (args) => <FilterPanelDemo {...args} />,
} satisfies Meta<typeof FilterPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);
const resetButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Сбросить фильтры' });
/** A Select's button is named by its value, then its label ('Все даты Дата'). */
const selectButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(` ${label}$`) });
const withFilters = (overrides: Partial<EventFilters>): EventFilters => ({ ...DEFAULT_EVENT_FILTERS, ...overrides });

async function choose(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(selectButton(canvasElement, label));
  await userEvent.click(await page.findByRole('option', { name: option }));
}

export const Default: Story = {
  name: 'По умолчанию',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Фильтры событий' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('');
    await expect(selectButton(canvasElement, 'Категория')).toHaveTextContent('Все категории');
    await expect(selectButton(canvasElement, 'Дата')).toHaveTextContent('Все даты');
    await expect(selectButton(canvasElement, 'Стоимость')).toHaveTextContent('Все');
    await expect(canvas.getByRole('switch', { name: 'Только избранное' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Показать заполненные' })).not.toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Конкретная дата' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(resetButton(canvasElement)).toBeDisabled();
  },
};

export const CategoryChosen: Story = {
  name: 'Фильтр: категория',
  args: { value: withFilters({ category: 'спорт и туризм' }) },
  play: async ({ canvasElement }) => {
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

/** Behaviour test: Выбор категории из списка (out of the sidebar, still run). */
export const CategoryChosenFlow: Story = {
  name: 'Фильтр: категория — выбор категории из списка',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(selectButton(canvasElement, 'Категория'));
    const options = within(await page.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Все категории',
      'Досуг и развлечения',
      'Культура и искусство',
      'Обучение и развитие',
      'Спорт и туризм',
      'Другое',
    ]);
    await userEvent.click(page.getByRole('option', { name: 'Спорт и туризм' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(withFilters({ category: 'спорт и туризм' }));
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

export const SearchTyped: Story = {
  name: 'Фильтр: поиск',
  args: { value: withFilters({ search: 'джаз' }) },
  play: async ({ canvasElement }) => {
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

/** Behaviour test: Набор текста в поиске (out of the sidebar, still run). */
export const SearchTypedFlow: Story = {
  name: 'Фильтр: поиск — набор текста в поиске',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Поиск' }), 'джаз');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await expect(args.onChange).toHaveBeenLastCalledWith(withFilters({ search: 'джаз' }));
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

export const Typing: Story = {
  name: 'Набор текста (Поиск событий...)',
  args: { value: withFilters({ search: 'выстав' }), isSearching: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Поиск событий...');
  },
};

/** Behaviour test: typing goes on with the search text (out of the sidebar, still run). */
export const TypingFlow: Story = {
  ...Typing,
  name: 'Набор текста: ввод продолжает поиск',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Поиск событий...');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск' }), 'ка');
    await expect(args.onChange).toHaveBeenLastCalledWith(withFilters({ search: 'выставка' }));
  },
};

export const FavoritesOnly: Story = {
  name: 'Фильтр: только избранное',
  args: { value: withFilters({ favoritesOnly: true }) },
  play: async ({ canvasElement }) => {
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

/** Behaviour test: Нажатие «Только избранное» (out of the sidebar, still run). */
export const FavoritesOnlyFlow: Story = {
  name: 'Фильтр: только избранное — нажатие «Только избранное»',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Только избранное'));
    await expect(args.onChange).toHaveBeenLastCalledWith(withFilters({ favoritesOnly: true }));
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

export const Today: Story = {
  name: 'Фильтр: сегодня',
  args: { value: withFilters({ dateFilter: 'today' }) },
  play: async ({ canvasElement }) => {
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

/** Behaviour test: Выбор «Сегодня» (out of the sidebar, still run). */
export const TodayFlow: Story = {
  name: 'Фильтр: сегодня — выбор «Сегодня»',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement, 'Дата', 'Сегодня');
    await expect(args.onChange).toHaveBeenLastCalledWith(withFilters({ dateFilter: 'today' }));
  },
};

export const ThisWeek: Story = {
  name: 'Фильтр: на этой неделе',
  args: { value: withFilters({ dateFilter: 'week' }) },
  play: async ({ canvasElement }) => {
    await expect(selectButton(canvasElement, 'Дата')).toHaveTextContent('На этой неделе');
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

export const Weekend: Story = {
  name: 'Фильтр: выходные',
  args: { value: withFilters({ dateFilter: 'weekend' }) },
  play: async ({ canvasElement }) => {
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

/** Behaviour test: Выбор «Выходные» (out of the sidebar, still run). */
export const WeekendFlow: Story = {
  name: 'Фильтр: выходные — выбор «Выходные»',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement, 'Дата', 'Выходные');
    // docs/events.md#filters: dateFilter=weekend, the coming Saturday and Sunday in the city.
    await expect(args.onChange).toHaveBeenLastCalledWith(withFilters({ dateFilter: 'weekend' }));
    await expect(selectButton(canvasElement, 'Дата')).toHaveTextContent('Выходные');
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

export const SpecificDate: Story = {
  name: 'Фильтр: конкретная дата (не раньше сегодня)',
  args: { value: withFilters({ dateFilter: 'specific' }) },
  play: async ({ canvasElement }) => {
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

/** Behaviour test: Выбор даты в календаре, не раньше сегодня (out of the sidebar, still run). */
export const SpecificDateFlow: Story = {
  name: 'Фильтр: конкретная дата (не раньше сегодня) — выбор даты в календаре, не раньше сегодня',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Дата', 'Выбрать дату');
    await expect(args.onChange).toHaveBeenLastCalledWith(withFilters({ dateFilter: 'specific' }));
    // The picker is loaded when the filter is chosen.
    const input = await canvas.findByRole('textbox', { name: 'Конкретная дата' });
    await expect(input).toHaveAttribute('placeholder', 'Выберите дату');

    await userEvent.click(canvas.getByRole('button', { name: /^Календарь/ }));
    const dialog = await page.findByRole('dialog');
    const dayButton = (day: number) =>
      within(dialog).getAllByRole('button').find((button) => button.textContent === String(day)) as HTMLElement;
    // docs/events.md#filters: the specific-date filter starts today; yesterday cannot be chosen.
    await expect(within(dialog).getByRole('button', { name: /^Назад/ })).toBeDisabled();
    await userEvent.click(dayButton(5));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      withFilters({ dateFilter: 'specific', specificDate: '2026-12-05' }),
    );
    await waitFor(() => expect(input).toHaveValue('05.12.2026'));

    await choose(canvasElement, 'Дата', 'Все даты');
    await expect(args.onChange).toHaveBeenLastCalledWith(DEFAULT_EVENT_FILTERS);
    await expect(canvas.queryByRole('textbox', { name: 'Конкретная дата' })).toBeNull();
  },
};

export const SpecificDateChosen: Story = {
  name: 'Фильтр: выбрана дата',
  args: { value: withFilters({ dateFilter: 'specific', specificDate: '2026-12-24' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Конкретная дата' })).toHaveValue('24.12.2026');
  },
};

export const FreeOnly: Story = {
  name: 'Фильтр: бесплатные',
  args: { value: withFilters({ paymentFilter: 'free' }) },
  play: async ({ canvasElement }) => {
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

/** Behaviour test: Выбор «Бесплатные» (out of the sidebar, still run). */
export const FreeOnlyFlow: Story = {
  name: 'Фильтр: бесплатные — выбор «Бесплатные»',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement, 'Стоимость', 'Бесплатные');
    await expect(args.onChange).toHaveBeenLastCalledWith(withFilters({ paymentFilter: 'free' }));
  },
};

export const PaidOnly: Story = {
  name: 'Фильтр: платные',
  args: { value: withFilters({ paymentFilter: 'paid' }) },
  play: async ({ canvasElement }) => {
    await expect(selectButton(canvasElement, 'Стоимость')).toHaveTextContent('Платные');
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

export const ShowUnavailable: Story = {
  name: 'Фильтр: показать заполненные',
  args: { value: withFilters({ showUnavailable: true }) },
  play: async ({ canvasElement }) => {
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

/** Behaviour test: Нажатие «Показать заполненные» (out of the sidebar, still run). */
export const ShowUnavailableFlow: Story = {
  name: 'Фильтр: показать заполненные — нажатие «Показать заполненные»',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Показать заполненные'));
    await expect(args.onChange).toHaveBeenLastCalledWith(withFilters({ showUnavailable: true }));
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

export const ResetEnabled: Story = {
  name: 'Сброс доступен',
  args: {
    value: withFilters({ category: 'другое', favoritesOnly: true, paymentFilter: 'paid', search: 'йога' }),
  },
  play: async ({ canvasElement }) => {
    const reset = resetButton(canvasElement);
    await expect(reset).toBeEnabled();
  },
};

/** Behaviour test: «Сбросить фильтры» resets everything without an onChange (out of the sidebar, still run). */
export const ResetEnabledFlow: Story = {
  ...ResetEnabled,
  name: 'Сброс: нажатие возвращает фильтры по умолчанию',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const reset = resetButton(canvasElement);
    await expect(reset).toBeEnabled();
    await userEvent.click(reset);
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(reset).toBeDisabled();
    await expect(selectButton(canvasElement, 'Категория')).toHaveTextContent('Все категории');
  },
};

export const ResetDisabled: Story = {
  name: 'Сброс недоступен (фильтры по умолчанию)',
  args: { value: withFilters({ search: '   ' }) },
  play: async ({ args, canvasElement }) => {
    const reset = resetButton(canvasElement);
    await expect(reset).toBeDisabled();
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

export const Active: Story = {
  name: 'Фильтры заданы',
  args: {
    value: withFilters({
      category: 'культура и искусство',
      favoritesOnly: true,
      showUnavailable: true,
      dateFilter: 'specific',
      specificDate: '2026-12-24',
    }),
    isSearching: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Только избранное' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Поиск событий...');
    await expect(resetButton(canvasElement)).toBeEnabled();
  },
};

export const Narrow: Story = {
  name: 'Узкий экран (мобильный)',
  args: { value: withFilters({ dateFilter: 'specific', specificDate: '2026-12-24' }) },
  render: (args) => <FilterPanelDemo {...args} width={320} />,
  play: async ({ canvasElement }) => {
    const category = selectButton(canvasElement, 'Категория');
    const payment = selectButton(canvasElement, 'Стоимость');
    // One column: the fields stack and nothing overflows the 320 px panel.
    await expect(payment.getBoundingClientRect().top).toBeGreaterThan(category.getBoundingClientRect().bottom);
    const region = within(canvasElement).getByRole('region', { name: 'Фильтры событий' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** A phone's viewport: the breakpoint is the window's, not the panel's width. */
const PHONE = {
  parameters: {
    viewport: { options: { phone390: { name: 'Телефон 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
} as const;

export const PhoneFolded: Story = {
  name: 'Телефон: фильтры свёрнуты, заданы два',
  ...PHONE,
  args: { value: withFilters({ category: 'спорт и туризм', dateFilter: 'weekend' }) },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const canvas = within(canvasElement);
    // docs/events.md#on-a-phone: the fields fold behind one button that counts the filters set.
    const toggle = canvas.getByRole('button', { name: 'Фильтры (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('searchbox', { name: 'Поиск' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();
  },
};

export const PhoneUnfolded: Story = {
  name: 'Телефон: фильтры раскрыты, заданы два',
  ...PHONE,
  args: { value: withFilters({ category: 'спорт и туризм', dateFilter: 'weekend' }), defaultUnfolded: true },
  play: async ({ args, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Фильтры (2)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'Поиск' })).toBeVisible();
    await expect(selectButton(canvasElement, 'Категория')).toHaveTextContent('Спорт и туризм');
    await expect(selectButton(canvasElement, 'Дата')).toHaveTextContent('Выходные');
    await expect(canvas.getByRole('switch', { name: 'Только избранное' })).toBeVisible();
    await expect(resetButton(canvasElement)).toBeEnabled();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

/** Behaviour test: the button unfolds the fields and counts the filters set (out of the sidebar, still run). */
export const PhoneFoldedFlow: Story = {
  ...PhoneFolded,
  name: 'Телефон: фильтры раскрываются и сворачиваются',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const canvas = within(canvasElement);
    // docs/events.md#on-a-phone: the fields fold behind one button that counts the filters set.
    const toggle = canvas.getByRole('button', { name: 'Фильтры (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('searchbox', { name: 'Поиск' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'Поиск' })).toBeVisible();
    await expect(selectButton(canvasElement, 'Дата')).toHaveTextContent('Выходные');
    // The count follows the filters: one more set, one more counted.
    await userEvent.click(canvas.getByText('Только избранное'));
    await expect(canvas.getByRole('button', { name: 'Фильтры (3)' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Фильтры (3)' }));
    await expect(canvas.queryByRole('searchbox', { name: 'Поиск' })).toBeNull();
  },
};

export const PhoneNoFilters: Story = {
  name: 'Телефон: фильтры не заданы',
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Фильтры' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('switch', { name: 'Только избранное' })).toBeNull();
  },
};

export const WideNotFolded: Story = {
  name: 'Широкий экран: без кнопки «Фильтры»',
  args: { value: withFilters({ paymentFilter: 'free' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Фильтры/ })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Поиск' })).toBeVisible();
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [Default, CategoryChosen, SearchTyped, Typing, FavoritesOnly, Today, ThisWeek, Weekend, SpecificDate, SpecificDateChosen, FreeOnly, PaidOnly, ShowUnavailable, ResetEnabled, ResetDisabled, Active];

/**
 * Every named state at once, each under its caption. «landmark-unique» is off for this story only:
 * the panel's region has one fixed name, and a page never shows two filter panels.
 */
export const AllStates: Story = {
  name: 'Все состояния',
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <FilterPanel {...args} {...stateArgs} />}
    />
  ),
};
