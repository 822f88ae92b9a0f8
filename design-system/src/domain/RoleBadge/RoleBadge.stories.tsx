import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoleBadge } from './RoleBadge';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Управление/RoleBadge',
  component: RoleBadge,
  args: { role: 'user' },
  parameters: {
    specRules: [
      { rule: 'Неизвестная роль показывается как user («Пользователь»)', state: '«Пользователь»', story: 'Unknown' },
      { rule: 'user — «Пользователь»', state: '«Пользователь»', story: 'User' },
      { rule: 'moderator — «Модератор»', state: '«Модератор»', story: 'Moderator' },
      { rule: 'admin — «Администратор»', state: '«Администратор»', story: 'Admin' },
    ] satisfies SpecRule[],
  },
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

const REVIEW_STATES: ReadonlyArray<Story> = [User, Moderator, Admin, Unknown, Missing];

/** Every named state at once, each under its caption. */
export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <RoleBadge {...args} {...stateArgs} />}
    />
  ),
};
