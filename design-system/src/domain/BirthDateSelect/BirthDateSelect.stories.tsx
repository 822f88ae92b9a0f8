import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BirthDateSelect, type BirthDateSelectProps } from './BirthDateSelect';
import type { SpecRule } from '../../stories/specRules';
import { wordsCutIn } from '../../stories/wordsCut';
import { StateFigure, StateGallery } from '../../stories/StateGallery';

/** Holds the value like the profile form does and reports every change to the story's spy. */
function ControlledBirthDateSelect(props: BirthDateSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 420 }}>
      <BirthDateSelect
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
  title: 'Участник/BirthDateSelect',
  component: BirthDateSelect,
  args: { value: null, onChange: fn(), currentYear: 2026 },
  render: (args) => <ControlledBirthDateSelect {...args} />,
  parameters: {
    specRules: [
      { rule: 'Дата рождения — селекторы дня, месяца и года', state: 'Три селектора «Не выбран»', story: 'Empty' },
      { rule: 'Год рождения от 1930 до текущего', state: 'В списке «Год» годы от текущего до 1930', story: 'Empty' },
      { rule: 'Список дней подстраивается под длину месяца', state: '29 февраля високосного года: 29 дней', story: 'LeapDay' },
      {
        rule: 'Редактирование недоступно, если пользователь не может редактировать профиль (приостановлен, заблокирован)',
        state: 'Селекторы недоступны',
        story: 'Disabled',
      },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof BirthDateSelect>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

const trigger = (canvasElement: HTMLElement, name: 'День' | 'Месяц' | 'Год') =>
  within(canvasElement).getByRole('button', { name: new RegExp(name) });

/** Opens a selector, picks the option and waits for the list to close. */
async function pick(canvasElement: HTMLElement, name: 'День' | 'Месяц' | 'Год', option: string) {
  await userEvent.click(trigger(canvasElement, name));
  const listBox = await page.findByRole('listbox');
  await userEvent.click(within(listBox).getByRole('option', { name: option }));
  await waitFor(() => expect(listBox).not.toBeInTheDocument());
}

/** The labels of the open listbox's options, after opening `name`. */
async function offered(canvasElement: HTMLElement, name: 'День' | 'Месяц' | 'Год'): Promise<string[]> {
  await userEvent.click(trigger(canvasElement, name));
  const listBox = await page.findByRole('listbox');
  const labels = within(listBox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(listBox).not.toBeInTheDocument());
  return labels;
}

const daysUpTo = (last: number) => Array.from({ length: last }, (_, index) => String(index + 1));

export const Empty: Story = {
  name: 'Пусто',
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Дата рождения' });
    await expect(within(group).getAllByRole('button')).toHaveLength(3);
    for (const name of ['День', 'Месяц', 'Год'] as const) await expect(trigger(canvasElement, name)).toHaveTextContent('Не выбран');
    // Each placeholder whole, never «Не …».
    await expect(wordsCutIn(group)).toEqual([]);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The lists offered from an empty date, then a date picked in February of a non-leap year. */
export const EmptyPicking: Story = {
  name: 'Пусто: списки и выбор даты',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await expect(await offered(canvasElement, 'День')).toEqual(daysUpTo(31));
    const years = await offered(canvasElement, 'Год');
    // docs/people.md#own-profile: from the current year down to 1930.
    await expect(years[0]).toBe('2026');
    await expect(years.at(-1)).toBe('1930');
    await expect(years).toHaveLength(2026 - 1930 + 1);

    // February of a non-leap year has no 29th.
    await pick(canvasElement, 'Год', '2023');
    await pick(canvasElement, 'Месяц', 'Февраль');
    await expect(await offered(canvasElement, 'День')).toEqual(daysUpTo(28));
    await expect(args.onChange).not.toHaveBeenCalled();
    await pick(canvasElement, 'День', '28');
    await expect(args.onChange).toHaveBeenLastCalledWith('2023-02-28');
  },
};

export const Chosen: Story = {
  name: 'Выбрана дата',
  args: { value: '1990-03-07' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement, 'День')).toHaveTextContent('7');
    await expect(trigger(canvasElement, 'Месяц')).toHaveTextContent('Март');
    await expect(trigger(canvasElement, 'Год')).toHaveTextContent('1990');
  },
};

/** Another month chosen: the day list follows it. */
export const ChosenMonthChange: Story = {
  name: 'Выбрана дата: смена месяца',
  tags: ['!dev', '!autodocs'],
  args: { value: '1990-03-07' },
  play: async ({ args, canvasElement }) => {
    await expect(await offered(canvasElement, 'День')).toEqual(daysUpTo(31));
    await pick(canvasElement, 'Месяц', 'Апрель');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-04-07');
    // 31 April does not exist: the day list shrinks with the month.
    await expect(await offered(canvasElement, 'День')).toEqual(daysUpTo(30));
  },
};

export const LeapDay: Story = {
  name: '29 февраля високосного года',
  args: { value: '2024-02-29' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement, 'День')).toHaveTextContent('29');
    await expect(trigger(canvasElement, 'Месяц')).toHaveTextContent('Февраль');
    await expect(trigger(canvasElement, 'Год')).toHaveTextContent('2024');
  },
};

/** From 29 February: another leap year keeps the day, a non-leap year clears it. */
export const LeapDayYearChange: Story = {
  name: '29 февраля: смена года',
  tags: ['!dev', '!autodocs'],
  args: { value: '2024-02-29' },
  play: async ({ args, canvasElement }) => {
    await expect(await offered(canvasElement, 'День')).toEqual(daysUpTo(29));
    await pick(canvasElement, 'Год', '2020');
    await expect(args.onChange).toHaveBeenLastCalledWith('2020-02-29');
    // A non-leap year has no 29 February: the day is cleared, not moved, and the date is gone.
    await pick(canvasElement, 'Год', '2023');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(trigger(canvasElement, 'День')).toHaveTextContent('Не выбран');
    await expect(await offered(canvasElement, 'День')).toEqual(daysUpTo(28));
  },
};

export const Disabled: Story = {
  name: 'Недоступно',
  args: { value: '1990-03-07', isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const name of ['День', 'Месяц', 'Год'] as const) await expect(trigger(canvasElement, name)).toBeDisabled();
  },
};

/** Pressing the disabled selectors opens nothing and changes nothing. */
export const DisabledPressed: Story = {
  name: 'Недоступно: нажатия',
  tags: ['!dev', '!autodocs'],
  args: { value: '1990-03-07', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    for (const name of ['День', 'Месяц', 'Год'] as const) await userEvent.click(trigger(canvasElement, name));
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CustomLabel: Story = {
  name: 'Своя подпись группы',
  args: { label: 'Когда вы родились' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Когда вы родились' })).toBeVisible();
  },
};

/**
 * The profile form on a phone: the group in a column as wide as a phone's screen (a fixed-width
 * container, so the story is the same opened by direct link), every placeholder whole.
 */
const placeholdersWhole = (width: number): Story => ({
  parameters: { layout: 'padded' },
  render: (args) => (
    <div data-testid="phone-column" style={{ width }}>
      <BirthDateSelect {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('phone-column');
    await expect(column.getBoundingClientRect().width).toBe(width);
    const group = within(canvasElement).getByRole('group', { name: 'Дата рождения' });
    for (const name of ['День', 'Месяц', 'Год'] as const) await expect(trigger(canvasElement, name)).toHaveTextContent('Не выбран');
    await expect(wordsCutIn(group)).toEqual([]);
    // Nothing sticks out of the column.
    await expect(column.scrollWidth).toBeLessThanOrEqual(width);
  },
});

export const Phone320: Story = { name: 'Ширина 320 px: подсказки целиком', ...placeholdersWhole(320) };
export const Phone390: Story = { name: 'Ширина 390 px: подсказки целиком', ...placeholdersWhole(390) };

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <div style={{ width: 420 }}>
      <StateGallery>
        <StateFigure caption="Пусто">
          <BirthDateSelect {...args} value={null} />
        </StateFigure>
        <StateFigure caption="Выбрана дата">
          <BirthDateSelect {...args} value="1990-03-07" />
        </StateFigure>
        <StateFigure caption="29 февраля високосного года">
          <BirthDateSelect {...args} value="2024-02-29" />
        </StateFigure>
        <StateFigure caption="Недоступно">
          <BirthDateSelect {...args} value="1990-03-07" isDisabled />
        </StateFigure>
        <StateFigure caption="Своя подпись группы">
          <BirthDateSelect {...args} value={null} label="Когда вы родились" />
        </StateFigure>
        <StateFigure caption="Ширина 320 px">
          <div style={{ width: 320 }}>
            <BirthDateSelect {...args} value={null} />
          </div>
        </StateFigure>
      </StateGallery>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(6);
    await expect(wordsCutIn(canvasElement)).toEqual([]);
  },
};
