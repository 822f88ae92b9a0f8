import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inOwnFrame } from '../../stories/docsFrame';
import type { SpecRule } from '../../stories/specRules';
import { StateFigure, StatesGallery } from '../../stories/StateGallery';
import { asIfOpenedByPointer } from '../../stories/storyModality';
import { DatePicker, type DatePickerProps } from './DatePicker';

function ControlledDatePicker(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 420 }}>
      <DatePicker
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Примитивы/DatePicker',
  component: DatePicker,
  args: { label: 'Дата', value: null, onChange: fn() },
  parameters: {
    // The open calendar's popover would lie over the next story on a shared Docs page.
    ...inOwnFrame('520px'),
    specRules: [
      { rule: 'Русская локаль, неделя с понедельника', state: 'Календарь открыт: пн … вс', story: 'CalendarOpen' },
      { rule: 'Формат дд.ММ.гггг, плейсхолдер «Выберите дату»', state: 'Пусто (плейсхолдер)', story: 'Empty' },
      { rule: 'Дата мероприятия не раньше сегодняшней', state: 'Прошедшие дни недоступны', story: 'MinimumToday' },
      { rule: 'Шаг времени — 15 минут', state: 'Дата и время: время из списка четвертей часа', story: 'WithTime' },
      {
        rule: 'Строки дат читаются как местное время, суффикс Z не учитывается',
        state: 'Время вне шага 15 минут: 19:07',
        story: 'OffStepTime',
      },
      {
        rule: 'Без даты: «Пожалуйста, выберите дату и время мероприятия»',
        state: 'Ошибка под полем',
        story: 'Invalid',
      },
    ] satisfies SpecRule[],
  },
  render: (args) => <ControlledDatePicker {...args} />,
} satisfies Meta<typeof DatePicker>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

const dateInput = (canvasElement: HTMLElement, name = 'Дата') =>
  within(canvasElement).getByRole('textbox', { name });

const calendarButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Календарь/ });

async function openCalendar(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(calendarButton(canvasElement));
  return page.findByRole('dialog');
}

/** The day cell's button; its name is the full date, so the number alone is matched on the text. */
const dayButton = (dialog: HTMLElement, day: number) =>
  within(dialog)
    .getAllByRole('button')
    .find((button) => button.textContent === String(day) && !button.closest('[aria-hidden]')) as HTMLElement;

export const Empty: Story = {
  name: 'Пусто (плейсхолдер)',
  args: { minValue: '2026-12-10' },
  play: async ({ canvasElement }) => {
    const input = dateInput(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Выберите дату');
    await expect(input).toHaveValue('');
    await expect(within(canvasElement).queryByRole('button', { name: 'Очистить' })).toBeNull();
  },
};

export const EmptyChosen: Story = {
  ...behaviourTest,
  name: 'Пусто: выбор дня в календаре',
  args: Empty.args,
  play: async ({ args, canvasElement }) => {
    const input = dateInput(canvasElement);
    const dialog = await openCalendar(canvasElement);
    // docs/events.md#dates-and-times: Monday is the first day of the week.
    const weekdays = [...dialog.querySelectorAll('thead th')].map((header) => header.textContent);
    await expect(weekdays).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/декабрь 2026/i);

    await userEvent.click(dayButton(dialog, 15));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-15');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(input).toHaveValue('15.12.2026');
  },
};

export const Chosen: Story = {
  name: 'Выбрана дата',
  args: { value: '2026-03-08' },
  play: async ({ canvasElement }) => {
    await expect(dateInput(canvasElement)).toHaveValue('08.03.2026');
    await expect(calendarButton(canvasElement)).toHaveAccessibleDescription(/8 марта 2026/);
    await expect(within(canvasElement).getByRole('button', { name: 'Очистить' })).toHaveAccessibleDescription('Дата');
  },
};

export const CalendarOpen: Story = {
  name: 'Календарь открыт',
  beforeEach: asIfOpenedByPointer,
  args: { value: '2026-12-01', minValue: '2026-11-20', defaultOpen: true },
  play: async () => {
    const dialog = await page.findByRole('dialog');
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    // docs/events.md#dates-and-times: Monday is the first day of the week.
    const weekdays = [...dialog.querySelectorAll('thead th')].map((header) => header.textContent);
    await expect(weekdays).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    await expect(dayButton(dialog, 1).closest('td')).toHaveAttribute('aria-selected', 'true');
    // Opened as by a press: no keyboard focus ring on the reference frame.
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

export const Cleared: Story = {
  ...behaviourTest,
  name: 'Выбрана дата: очистка',
  args: { value: '2026-03-08' },
  play: async ({ args, canvasElement }) => {
    const input = dateInput(canvasElement);
    const clearButton = within(canvasElement).getByRole('button', { name: 'Очистить' });
    await userEvent.click(clearButton);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('');
    await expect(calendarButton(canvasElement)).toHaveFocus();
    await expect(within(canvasElement).queryByRole('button', { name: 'Очистить' })).toBeNull();
  },
};

export const ReadOnlyTyping: Story = {
  ...behaviourTest,
  name: 'Ввод с клавиатуры недоступен',
  args: { value: '2026-12-01' },
  play: async ({ args, canvasElement }) => {
    const input = dateInput(canvasElement);
    await expect(input).toHaveAttribute('readonly');
    input.focus();
    await userEvent.keyboard('31.12.2027');
    await expect(input).toHaveValue('01.12.2026');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

export const Keyboard: Story = {
  ...behaviourTest,
  name: 'Выбор с клавиатуры',
  args: { value: '2026-12-01' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(dateInput(canvasElement)).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Очистить' })).toHaveFocus();
    await userEvent.tab();
    await expect(calendarButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog');
    await waitFor(() => expect(dayButton(dialog, 1)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-09');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(calendarButton(canvasElement)).toHaveFocus());
  },
};

export const InputOpensCalendar: Story = {
  ...behaviourTest,
  name: 'Поле открывает календарь',
  args: { value: '2026-12-01' },
  play: async ({ canvasElement }) => {
    const input = dateInput(canvasElement);
    await userEvent.click(input);
    const dialog = await page.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await page.findByRole('dialog');
    await waitFor(() => expect(reopened).toBeVisible());
  },
};

export const MinimumToday: Story = {
  name: 'Минимальная дата (сегодня)',
  beforeEach: asIfOpenedByPointer,
  args: { label: 'Дата мероприятия', minValue: '2026-12-10', value: '2026-12-12', defaultOpen: true },
  play: async () => {
    const dialog = await page.findByRole('dialog');
    await expect(dayButton(dialog, 9)).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: /^Назад/ })).toBeDisabled();
    // Opened as by a press: no keyboard focus ring on the reference frame.
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

export const MinimumTodayPressed: Story = {
  ...behaviourTest,
  name: 'Минимальная дата: прошедший день не выбирается',
  args: { label: 'Дата мероприятия', minValue: '2026-12-10', value: '2026-12-12' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    const yesterday = dayButton(dialog, 9);
    await userEvent.click(yesterday);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: /^Назад/ })).toBeDisabled();
    await userEvent.click(dayButton(dialog, 10));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-10');
  },
};

export const WithTime: Story = {
  name: 'Дата и время',
  args: { label: 'Дата и время', withTime: true, value: '2026-12-01T19:00:00', isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Дата и время' })).toBeInTheDocument();
    await expect(dateInput(canvasElement)).toHaveValue('01.12.2026');
    await expect(canvas.getByRole('button', { name: /Время/ })).toHaveTextContent('19:00');
  },
};

export const WithTimeChosen: Story = {
  ...behaviourTest,
  name: 'Дата и время: выбор времени и дня',
  args: WithTime.args,
  play: async ({ args, canvasElement }) => {
    const time = within(canvasElement).getByRole('button', { name: /Время/ });
    await userEvent.click(time);
    const listBox = await page.findByRole('listbox');
    const options = within(listBox).getAllByRole('option');
    // docs/events.md#dates-and-times: 15-minute steps only.
    await expect(options).toHaveLength(96);
    await expect(options.every((option) => /^\d{2}:(00|15|30|45)$/.test(option.textContent ?? ''))).toBe(true);
    await userEvent.click(within(listBox).getByRole('option', { name: '19:15' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-01T19:15:00');

    await userEvent.click(calendarButton(canvasElement));
    const dialog = await page.findByRole('dialog');
    await userEvent.click(dayButton(dialog, 2));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-02T19:15:00');
  },
};

export const TimeChosenLast: Story = {
  ...behaviourTest,
  name: 'Дата и время: сначала дата',
  args: { label: 'Дата и время', withTime: true, minValue: '2026-12-01' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(dayButton(dialog, 5));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(dateInput(canvasElement)).toHaveValue('05.12.2026');
    // Without a time the value is still incomplete.
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /Время/ }));
    await userEvent.click(await page.findByRole('option', { name: '09:45' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-05T09:45:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: /Время/ })).toHaveTextContent('--:--');
  },
};

export const OffStepTime: Story = {
  name: 'Время вне шага 15 минут',
  args: { label: 'Дата и время', withTime: true, value: '2026-12-01T19:07:00Z' },
  play: async ({ canvasElement }) => {
    // The Z suffix is ignored: the wall-clock time stays 19:07 on the same day.
    await expect(dateInput(canvasElement)).toHaveValue('01.12.2026');
    const time = within(canvasElement).getByRole('button', { name: /Время/ });
    await expect(time).toHaveTextContent('19:07');
  },
};

export const OffStepTimeChosen: Story = {
  ...behaviourTest,
  name: 'Время вне шага: выбор ближайшей четверти',
  args: OffStepTime.args,
  play: async ({ args, canvasElement }) => {
    const time = within(canvasElement).getByRole('button', { name: /Время/ });
    await userEvent.click(time);
    await userEvent.click(await page.findByRole('option', { name: '19:15' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-01T19:15:00');
  },
};

export const MinimumWithTime: Story = {
  ...behaviourTest,
  name: 'Дата и время не раньше минимума',
  args: { label: 'Дата и время', withTime: true, minValue: '2026-12-01T18:30:00', value: '2026-12-01T20:00:00' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Время/ }));
    const listBox = await page.findByRole('listbox');
    await expect(within(listBox).getByRole('option', { name: '18:15' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(listBox).getByRole('option', { name: '18:30' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(within(listBox).getByRole('option', { name: '18:30' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-01T18:30:00');
  },
};

export const Invalid: Story = {
  name: 'Ошибка',
  args: {
    label: 'Дата и время',
    withTime: true,
    isRequired: true,
    errorMessage: 'Пожалуйста, выберите дату и время мероприятия',
  },
  play: async ({ canvasElement }) => {
    const input = dateInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Пожалуйста, выберите дату и время мероприятия');
    await expect(input).toBeRequired();
  },
};

export const WithDescription: Story = {
  name: 'С подсказкой',
  args: { description: 'Покажем события этого дня' },
  play: async ({ canvasElement }) => {
    await expect(dateInput(canvasElement)).toHaveAccessibleDescription('Покажем события этого дня');
  },
};

export const Disabled: Story = {
  name: 'Недоступно',
  args: { value: '2026-12-01', isDisabled: true, withTime: true, label: 'Дата и время' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(dateInput(canvasElement)).toBeDisabled();
    await expect(calendarButton(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Время/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Очистить' })).toBeNull();
  },
};

const REVIEW_STATES: Story[] = [Empty, Chosen, WithTime, OffStepTime, Invalid, WithDescription, Disabled];

export const AllStates: Story = {
  name: 'Все состояния',
  beforeEach: asIfOpenedByPointer,
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => (
        <div style={{ width: 420 }}>
          <DatePicker {...args} {...stateArgs} />
        </div>
      )}
    >
      <StateFigure caption="Календарь открыт">
        <div style={{ width: 420, minHeight: 380 }}>
          <DatePicker {...args} {...CalendarOpen.args} />
        </div>
      </StateFigure>
    </StatesGallery>
  ),
  parameters: inOwnFrame('1400px'),
  play: async () => {
    await expect(await page.findByRole('dialog')).toBeInTheDocument();
  },
};
