import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';
import { TextField, type TextFieldProps } from './TextField';

/** Holds the value like a form would, and reports every change to the story's onChange spy. */
function ControlledTextField(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Примитивы/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', value: '', onChange: fn(), autoComplete: 'email' },
  parameters: {
    specRules: [
      {
        rule: 'Тема обратной связи — не больше 256 символов',
        state: 'Счётчик «Осталось символов», поле не принимает больше 256',
        story: 'WithCounter',
      },
      {
        rule: 'Тема обратной связи: предупреждение после 230 символов',
        state: 'Счётчик цвета ошибки',
        story: 'CounterWarning',
      },
    ] satisfies SpecRule[],
  },
  render: (args) => <ControlledTextField {...args} />,
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

export const Empty: Story = {
  name: 'Пустое',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Typed: Story = {
  ...behaviourTest,
  name: 'Ввод email',
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ivan@example.ru');
    await expect(input).toHaveValue('ivan@example.ru');
    await expect(args.onChange).toHaveBeenLastCalledWith('ivan@example.ru');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithDescription: Story = {
  name: 'С подсказкой',
  args: { label: 'Имя', type: 'text', description: 'Так вас увидят другие участники', autoComplete: 'name' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Имя' });
    await expect(input).toHaveAccessibleDescription('Так вас увидят другие участники');
  },
};

export const Invalid: Story = {
  name: 'Ошибка',
  args: { value: 'ivan@', errorMessage: 'Введите корректный email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    const description = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    await expect(description).toContain('Введите корректный email');
    await expect(input).toHaveAccessibleDescription('Введите корректный email');
  },
};

export const ErrorCleared: Story = {
  name: 'Ошибка исчезает без сообщения',
  args: { value: 'ivan@example.ru', errorMessage: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAccessibleDescription();
  },
};

export const Required: Story = {
  name: 'Обязательное',
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    // The asterisk is decorative: the name stays 'Email' and aria-required carries the meaning.
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
  },
};

export const ReadOnly: Story = {
  name: 'Только чтение',
  args: { value: 'ivan@example.ru', isReadOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveValue('ivan@example.ru');
  },
};

export const ReadOnlyTyped: Story = {
  ...behaviourTest,
  name: 'Только чтение: ввод не меняет значение',
  args: ReadOnly.args,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ivan@example.ru');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  name: 'Недоступно',
  args: { value: 'ivan@example.ru', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const Search: Story = {
  name: 'Поиск',
  args: { label: 'Поиск событий', type: 'search', placeholder: 'Концерт, выставка…', autoComplete: 'off' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Поиск событий' })).toHaveValue('');
  },
};

export const SearchTyped: Story = {
  ...behaviourTest,
  name: 'Поиск: ввод',
  args: Search.args,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Поиск событий' });
    await userEvent.type(input, 'джаз');
    await expect(args.onChange).toHaveBeenLastCalledWith('джаз');
  },
};

export const WithCounter: Story = {
  name: 'Со счётчиком',
  args: { label: 'Тема', type: 'text', value: 'а'.repeat(228), counter: { max: 256, warnAt: 230 }, autoComplete: 'off' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Тема' });
    const counter = () => canvas.getByText(/^Осталось символов: \d+$/, { selector: '[data-level]' });
    await expect(input).toHaveAttribute('maxlength', '256');
    await expect(input).toHaveAccessibleDescription('Осталось символов: 28');
    await expect(counter()).toHaveAttribute('data-level', 'normal');
  },
};

export const CounterWarning: Story = {
  name: 'Со счётчиком, больше 230 символов',
  args: { ...WithCounter.args, value: 'а'.repeat(231) },
  play: async ({ canvasElement }) => {
    const counter = within(canvasElement).getByText(/^Осталось символов: \d+$/, { selector: '[data-level]' });
    await expect(counter).toHaveTextContent('Осталось символов: 25');
    await expect(counter).toHaveAttribute('data-level', 'warning');
  },
};

export const CounterTyped: Story = {
  ...behaviourTest,
  name: 'Со счётчиком: ввод до предупреждения',
  args: WithCounter.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Тема' });
    const counter = () => canvas.getByText(/^Осталось символов: \d+$/, { selector: '[data-level]' });
    await userEvent.click(input);
    await userEvent.keyboard('бб');
    await expect(counter()).toHaveAttribute('data-level', 'normal');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    // docs/events.md#timing: past 230 characters the counter turns to the error colour, announced once.
    await userEvent.keyboard('в');
    await expect(counter()).toHaveTextContent('Осталось символов: 25');
    await expect(counter()).toHaveAttribute('data-level', 'warning');
    await expect(canvas.getByRole('status')).toHaveTextContent('Осталось символов: 25');
  },
};

const REVIEW_STATES: Story[] = [Empty, WithDescription, Invalid, ErrorCleared, Required, ReadOnly, Disabled, Search, WithCounter, CounterWarning];

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StatesGallery states={REVIEW_STATES} show={(stateArgs) => <TextField {...args} {...stateArgs} />} />
  ),
};
