import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../../layout';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function ControlledPasswordField(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PasswordField
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
  title: 'Примитивы/PasswordField',
  component: PasswordField,
  args: { label: 'Пароль', value: '', onChange: fn() },
  parameters: {
    specRules: [
      {
        rule: 'Пароль — не меньше 6 символов',
        state: 'Ошибка под полем',
        story: 'Invalid',
      },
      {
        rule: 'Регистрация и сброс: новый пароль с индикатором надёжности',
        state: 'Новый пароль с индикатором',
        story: 'WithStrength',
      },
    ] satisfies SpecRule[],
  },
  render: (args) => <ControlledPasswordField {...args} />,
} satisfies Meta<typeof PasswordField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

function passwordInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector('input');
  if (!input) throw new Error('Поле пароля не отрисовано');
  return input;
}

export const Hidden: Story = {
  name: 'Пароль скрыт',
  args: { value: 'секрет1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByLabelText('Пароль')).toBe(input);
    await expect(canvas.getByRole('button', { name: 'Показать пароль' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ShownAndHidden: Story = {
  ...behaviourTest,
  name: 'Ввод, показ и скрытие пароля',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    await userEvent.type(input, 'секрет1');
    await expect(args.onChange).toHaveBeenLastCalledWith('секрет1');

    const show = canvas.getByRole('button', { name: 'Показать пароль' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('секрет1');
    const hide = canvas.getByRole('button', { name: 'Скрыть пароль' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Показать пароль' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Revealed: Story = {
  name: 'Пароль показан',
  args: { value: 'секрет1', defaultRevealed: true },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'text');
    await expect(within(canvasElement).getByRole('button', { name: 'Скрыть пароль' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const RevealedWithSpace: Story = {
  ...behaviourTest,
  name: 'Показ пароля пробелом',
  args: { value: 'секрет1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Показать пароль' }).focus();
    await userEvent.keyboard(' ');
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Скрыть пароль' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Invalid: Story = {
  name: 'Ошибка',
  args: { value: '123', errorMessage: 'Пароль должен содержать не менее 6 символов' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Пароль должен содержать не менее 6 символов');
  },
};

export const WithStrength: Story = {
  name: 'Новый пароль с индикатором',
  args: {
    label: 'Новый пароль',
    autoComplete: 'new-password',
    isRequired: true,
    description: 'Не менее 6 символов',
    children: <Text tone="muted" size="sm">Здесь приложение показывает надёжность пароля</Text>,
  },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Не менее 6 символов');
    await expect(within(canvasElement).getByText('Здесь приложение показывает надёжность пароля')).toBeVisible();
  },
};

export const Disabled: Story = {
  name: 'Недоступно',
  args: { value: 'секрет1', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Показать пароль' })).toBeDisabled();
  },
};

const REVIEW_STATES: Story[] = [Hidden, Revealed, Invalid, WithStrength, Disabled];

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StatesGallery states={REVIEW_STATES} show={(stateArgs) => <PasswordField {...args} {...stateArgs} />} />
  ),
};
