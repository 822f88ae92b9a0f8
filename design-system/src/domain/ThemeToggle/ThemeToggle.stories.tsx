import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { ThemeMode } from '../../theme';
import { ThemeToggle, type ThemeToggleProps } from './ThemeToggle';

/** Keeps the mode in state the way the app does, so the label can be seen flipping. */
function ControlledThemeToggle({ mode: initialMode, onToggle }: ThemeToggleProps) {
  const [mode, setMode] = useState<ThemeMode>(initialMode);
  return (
    <ThemeToggle
      mode={mode}
      onToggle={() => {
        onToggle();
        setMode((current) => (current === 'light' ? 'dark' : 'light'));
      }}
    />
  );
}

const meta = {
  title: 'Участник/ThemeToggle',
  component: ThemeToggle,
  render: (args) => <ControlledThemeToggle {...args} />,
  args: { onToggle: fn() },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  name: 'Светлая тема',
  args: { mode: 'light' },
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Включить тёмную тему' });
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(toggle).toHaveAccessibleName('Включить светлую тему');
  },
};

export const Dark: Story = {
  name: 'Тёмная тема',
  args: { mode: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Включить светлую тему' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(toggle).toHaveAccessibleName('Включить тёмную тему');
  },
};
