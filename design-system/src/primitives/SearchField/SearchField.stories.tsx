import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField, type SearchFieldProps } from './SearchField';

function ControlledSearchField(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 360 }}>
      <SearchField
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
  title: 'Примитивы/SearchField',
  component: SearchField,
  args: {
    label: 'Поиск',
    placeholder: 'Название или описание',
    value: '',
    onChange: fn(),
    onSubmit: fn(),
  },
  render: (args) => <ControlledSearchField {...args} />,
} satisfies Meta<typeof SearchField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Пустое',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Поиск' });
    await expect(canvas.queryByRole('button', { name: 'Очистить поиск' })).toBeNull();
    await userEvent.type(input, 'джаз');
    await expect(args.onChange).toHaveBeenLastCalledWith('джаз');
    await expect(canvas.getByRole('button', { name: 'Очистить поиск' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('джаз');
  },
};

export const Filled: Story = {
  name: 'С текстом, очистка',
  args: { value: 'выставка' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Поиск' });
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить поиск' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const EscapeClears: Story = {
  name: 'Escape очищает',
  args: { value: 'концерт' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Поиск' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const ClearButtonNotTabbable: Story = {
  name: 'Кнопка очистки вне порядка табуляции',
  args: { value: 'лекция' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Поиск' })).toHaveFocus();
    await userEvent.tab();
    // RAC keeps the clear button out of the tab order: Escape does the same from the keyboard.
    await expect(within(canvasElement).getByRole('button', { name: 'Очистить поиск' })).not.toHaveFocus();
  },
};

export const Disabled: Story = {
  name: 'Недоступно',
  args: { value: 'кино', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Поиск' })).toBeDisabled();
  },
};

export const FilledDark: Story = {
  ...Filled,
  name: 'С текстом, тёмная тема',
  globals: { theme: 'dark' },
};
