import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { ThemeMode } from '../../theme';
import { ThemeToggle, type ThemeToggleProps } from './ThemeToggle';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

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
  parameters: {
    specRules: [
      { rule: 'Переключатель темы меняет светлую и тёмную', state: 'Светлая: «Включить тёмную тему»', story: 'Light' },
      { rule: 'Тема хранится локально, по умолчанию — системная', state: 'Тёмная: «Включить светлую тему»', story: 'Dark' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  name: 'Светлая тема',
  args: { mode: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Включить тёмную тему' })).toBeVisible();
  },
};

/** Behaviour test for «Светлая тема»: what pressing does (out of the sidebar, still run). */
export const LightPresses: Story = {
  ...Light,
  name: 'Светлая тема: нажатия',
  tags: ['!dev', '!autodocs'],
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Включить светлую тему' })).toBeVisible();
  },
};

/** Behaviour test for «Тёмная тема»: what pressing does (out of the sidebar, still run). */
export const DarkPresses: Story = {
  ...Dark,
  name: 'Тёмная тема: нажатия',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Включить светлую тему' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(toggle).toHaveAccessibleName('Включить тёмную тему');
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [Light, Dark];

/** Every named state at once, each under its caption. */
export const AllStates: Story = {
  name: 'Все состояния',
  args: { mode: 'light' },
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <ThemeToggle {...args} {...stateArgs} />}
    />
  ),
};
