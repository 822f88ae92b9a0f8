import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch';
import * as styles from './Switch.css';

/** Holds the state like a page would and reports every change to the story's spy. */
function ControlledSwitch(props: SwitchProps) {
  const [isSelected, setSelected] = useState(props.isSelected);
  return (
    <Switch
      {...props}
      isSelected={isSelected}
      onChange={(next) => {
        setSelected(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Примитивы/Switch',
  component: Switch,
  args: { children: 'Только избранное', isSelected: false, onChange: fn() },
  render: (args) => <ControlledSwitch {...args} />,
} satisfies Meta<typeof Switch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Off: Story = {
  name: 'Выключен',
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Только избранное' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Только избранное'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = {
  name: 'Включён',
  args: { isSelected: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Только избранное' });
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeyboardFocus: Story = {
  name: 'Фокус с клавиатуры',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const label = canvasElement.querySelector('label');
    await expect(label).toHaveAttribute('data-focus-visible', 'true');
    const track = label?.querySelector(`.${styles.track}`);
    await expect(track).toBeInstanceOf(HTMLElement);
    await expect(getComputedStyle(track as Element).outlineStyle).toBe('solid');
  },
};

export const Disabled: Story = {
  name: 'Недоступен',
  args: { isDisabled: true, children: 'Платное мероприятие' },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Платное мероприятие' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Платное мероприятие'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  name: 'С подсказкой',
  args: {
    children: 'Напоминать о событиях',
    description: 'Письмо за сутки до начала мероприятий, на которые вы записаны',
    isSelected: true,
  },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Напоминать о событиях' });
    await expect(toggle).toHaveAccessibleDescription('Письмо за сутки до начала мероприятий, на которые вы записаны');
    await expect(toggle).toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Напоминать о событиях'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const OnDark: Story = {
  ...On,
  name: 'Включён, тёмная тема',
  globals: { theme: 'dark' },
};

export const OffDark: Story = {
  ...Off,
  name: 'Выключен, тёмная тема',
  globals: { theme: 'dark' },
};
