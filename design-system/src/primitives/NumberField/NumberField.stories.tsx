import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';
import { NumberField, type NumberFieldProps } from './NumberField';

function ControlledNumberField(props: NumberFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 280 }}>
      <NumberField
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
  title: 'Примитивы/NumberField',
  component: NumberField,
  // docs/events.md#creating-and-editing: participant limit 1–1000, default 10.
  args: { label: 'Максимум участников', value: 10, onChange: fn(), minValue: 1, maxValue: 1000, step: 1 },
  parameters: {
    specRules: [
      { rule: 'Лимит участников — от 1 до 1000, по умолчанию 10', state: 'Лимит участников: 10', story: 'ParticipantLimit' },
      { rule: 'Лимит участников не меньше 1', state: 'На минимуме: «Уменьшить» недоступна', story: 'AtMinimum' },
      { rule: 'Цена — не меньше 1, шаг 0,01', state: 'Цена в рублях с копейками', story: 'Price' },
      {
        rule: 'Платное мероприятие без цены: «Для платного мероприятия необходимо указать цену больше 0»',
        state: 'Ошибка под полем',
        story: 'Invalid',
      },
    ] satisfies SpecRule[],
  },
  render: (args) => <ControlledNumberField {...args} />,
} satisfies Meta<typeof NumberField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

// ru-RU number formatting separates groups and the currency sign with a no-break space.
const field = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByRole('textbox', { name });

export const ParticipantLimit: Story = {
  name: 'Лимит участников',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = field(canvasElement, 'Максимум участников');
    await expect(input).toHaveValue('10');
    await expect(canvas.getByRole('button', { name: /^Увелич/ })).toBeEnabled();
  },
};

export const Stepped: Story = {
  ...behaviourTest,
  name: 'Лимит участников: кнопки и стрелки',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = field(canvasElement, 'Максимум участников');
    await userEvent.click(canvas.getByRole('button', { name: /^Увелич/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
    await expect(input).toHaveValue('11');
    await userEvent.click(canvas.getByRole('button', { name: /^Уменьш/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Уменьш/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};

export const ClampsToRange: Story = {
  ...behaviourTest,
  name: 'Значение вне диапазона',
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement, 'Максимум участников');
    await userEvent.clear(input);
    await userEvent.type(input, '2000');
    await userEvent.tab();
    await expect(input).toHaveValue('1\u00a0000');
    await expect(args.onChange).toHaveBeenLastCalledWith(1000);
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const AtMinimum: Story = {
  name: 'На минимуме',
  args: { value: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Уменьш/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Увелич/ })).toBeEnabled();
  },
};

export const Empty: Story = {
  name: 'Пустое',
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Максимум участников')).toHaveValue('');
  },
};

export const EmptyTyped: Story = {
  ...behaviourTest,
  name: 'Пустое: ввод и очистка',
  args: { value: null },
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement, 'Максимум участников');
    await userEvent.type(input, '25');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(25);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

// docs/events.md#creating-and-editing: price minimum 1, step 0.01.
export const Price: Story = {
  name: 'Цена в рублях',
  args: {
    label: 'Цена',
    value: 500,
    minValue: 1,
    maxValue: undefined,
    step: 0.01,
    formatOptions: { style: 'currency', currency: 'RUB' },
  },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'Цена');
    await expect(input).toHaveValue('500,00\u00a0₽');
  },
};

export const PriceTyped: Story = {
  ...behaviourTest,
  name: 'Цена: ввод с копейками',
  args: Price.args,
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement, 'Цена');
    await userEvent.clear(input);
    await userEvent.type(input, '349,9');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(349.9);
    await expect(input).toHaveValue('349,90\u00a0₽');
  },
};

export const Invalid: Story = {
  name: 'Ошибка',
  args: {
    label: 'Цена',
    value: null,
    step: 0.01,
    maxValue: undefined,
    isRequired: true,
    errorMessage: 'Для платного мероприятия необходимо указать цену больше 0',
  },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'Цена');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Для платного мероприятия необходимо указать цену больше 0');
  },
};

export const Disabled: Story = {
  name: 'Недоступно',
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement, 'Максимум участников')).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

const REVIEW_STATES: Story[] = [ParticipantLimit, AtMinimum, Empty, Price, Invalid, Disabled];

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => (
        <div style={{ width: 280 }}>
          <NumberField {...args} {...stateArgs} />
        </div>
      )}
    />
  ),
};
