import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoleBadge } from './RoleBadge';

const meta = {
  title: 'Управление/RoleBadge',
  component: RoleBadge,
  args: { role: 'user' },
} satisfies Meta<typeof RoleBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

function badgeShows(label: string, tone: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(canvasElement).toHaveTextContent(new RegExp(`^${label}$`));
    await expect(within(canvasElement).getByText(label).closest('[data-tone]')).toHaveAttribute('data-tone', tone);
  };
}

export const User: Story = {
  name: 'Пользователь',
  play: badgeShows('Пользователь', 'neutral'),
};

export const Moderator: Story = {
  name: 'Модератор',
  args: { role: 'moderator' },
  play: badgeShows('Модератор', 'info'),
};

export const Admin: Story = {
  name: 'Администратор',
  args: { role: 'admin' },
  play: badgeShows('Администратор', 'accent'),
};

export const Unknown: Story = {
  name: 'Неизвестная роль: «Пользователь»',
  args: { role: 'superuser' },
  play: badgeShows('Пользователь', 'neutral'),
};

export const Missing: Story = {
  name: 'Нет роли: «Пользователь»',
  args: { role: null },
  play: badgeShows('Пользователь', 'neutral'),
};

export const AllDark: Story = {
  name: 'Все роли, тёмная тема',
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <RoleBadge role="user" />
      <RoleBadge role="moderator" />
      <RoleBadge role="admin" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('ПользовательМодераторАдминистратор');
  },
};
