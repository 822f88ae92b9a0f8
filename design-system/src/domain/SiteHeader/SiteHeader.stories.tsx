import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ThemeMode } from '../../theme';
import { LinkButton } from '../../primitives/LinkButton';
import { ThemeToggle } from '../ThemeToggle';
import { SiteHeader } from './SiteHeader';

function SampleThemeToggle() {
  const [mode, setMode] = useState<ThemeMode>('light');
  return <ThemeToggle mode={mode} onToggle={() => setMode(mode === 'light' ? 'dark' : 'light')} />;
}

const meta = {
  title: 'Domain/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LogoOnly: Story = {
  name: 'Только логотип',
  args: {},
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Городские события' })).toHaveAttribute('href', '/events');
  },
};

export const WithActions: Story = {
  name: 'С кнопкой «Создать» и переключателем темы',
  args: {
    actions: (
      <LinkButton href="/create-event" size="sm">
        Создать
      </LinkButton>
    ),
    themeToggle: <SampleThemeToggle />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Создать' })).toHaveAttribute('href', '/create-event');
    await expect(canvas.getByRole('button', { name: 'Включить тёмную тему' })).toBeVisible();
  },
};

export const CustomHome: Story = {
  name: 'Логотип ведёт на главную',
  args: { homeHref: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Городские события' })).toHaveAttribute('href', '/');
  },
};
