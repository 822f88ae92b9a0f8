import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme';
import { StatusBadge } from './StatusBadge';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Управление/StatusBadge',
  component: StatusBadge,
  args: { status: 'confirmed' },
  parameters: {
    specRules: [
      { rule: 'confirmed (и active) — «Активен»', state: 'Зелёный «Активен»', story: 'Confirmed' },
      { rule: 'suspended — «Приостановлен»', state: 'Жёлтый «Приостановлен»', story: 'Suspended' },
      { rule: 'blocked — «Заблокирован»', state: 'Красный «Заблокирован»', story: 'Blocked' },
      { rule: 'Неизвестный статус показывается как confirmed («Активен»)', state: '«Активен»', story: 'Unknown' },
      { rule: 'Управление пользователями использует слово active для confirmed', state: '«Активен»', story: 'ActiveSynonym' },
    ] satisfies SpecRule[],
  },
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

const REVIEW_STATES: ReadonlyArray<Story> = [Confirmed, Suspended, Blocked, Unknown, ActiveSynonym, Missing];

/** Every named state at once, each under its caption. */
export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <StatusBadge {...args} {...stateArgs} />}
    />
  ),
};
