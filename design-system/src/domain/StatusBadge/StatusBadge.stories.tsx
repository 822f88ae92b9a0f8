import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Управление/StatusBadge',
  component: StatusBadge,
  args: { status: 'confirmed' },
} satisfies Meta<typeof StatusBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The colour a theme variable resolves to, in the same rgb() form getComputedStyle reports. */
function resolvedColor(cssVariable: string): string {
  const probe = document.createElement('span');
  probe.style.color = cssVariable;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

function badgeShows(label: string, tone: 'success' | 'warning' | 'danger', color: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const text = within(canvasElement).getByText(label);
    const badge = text.closest('[data-tone]');
    await expect(badge).toHaveAttribute('data-tone', tone);
    await expect(getComputedStyle(text).color).toBe(resolvedColor(color));
    await expect(canvasElement).toHaveTextContent(new RegExp(`^${label}$`));
  };
}

export const Confirmed: Story = {
  name: 'Активен',
  play: badgeShows('Активен', 'success', vars.color.success),
};

export const Suspended: Story = {
  name: 'Приостановлен',
  args: { status: 'suspended' },
  play: badgeShows('Приостановлен', 'warning', vars.color.warning),
};

export const Blocked: Story = {
  name: 'Заблокирован',
  args: { status: 'blocked' },
  play: badgeShows('Заблокирован', 'danger', vars.color.danger),
};

export const Unknown: Story = {
  name: 'Неизвестный статус: «Активен»',
  args: { status: 'deleted' },
  play: badgeShows('Активен', 'success', vars.color.success),
};

export const ActiveSynonym: Story = {
  name: 'Слово active: «Активен»',
  args: { status: 'active' },
  play: badgeShows('Активен', 'success', vars.color.success),
};

export const Missing: Story = {
  name: 'Нет статуса: «Активен»',
  args: { status: null },
  play: badgeShows('Активен', 'success', vars.color.success),
};

export const AllDark: Story = {
  name: 'Все статусы, тёмная тема',
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge status="confirmed" />
      <StatusBadge status="suspended" />
      <StatusBadge status="blocked" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Активен', 'Приостановлен', 'Заблокирован']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};
