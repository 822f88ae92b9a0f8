import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme';
import type { SpecRule } from '../../stories/specRules';
import { ComplaintsCountCell } from './ComplaintsCountCell';
import { StateFigure, StateGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Управление/ClaimsCountCell',
  component: ComplaintsCountCell,
  args: { total: 4, approved: 0 },
  parameters: {
    specRules: [
      { rule: 'Ячейка жалоб организатора: 0 одобренных — зелёная', state: 'Зелёная', story: 'NoneApproved' },
      { rule: 'Ячейка жалоб организатора: 1–2 одобренных — жёлтая', state: 'Жёлтая (1)', story: 'OneApproved' },
      { rule: 'Ячейка жалоб организатора: 1–2 одобренных — жёлтая', state: 'Жёлтая (2)', story: 'TwoApproved' },
      { rule: 'Ячейка жалоб организатора: больше 2 одобренных — красная', state: 'Красная', story: 'ThreeApproved' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof ComplaintsCountCell>;
export default meta;

type Story = StoryObj<typeof meta>;

function resolvedColor(cssVariable: string): string {
  const probe = document.createElement('span');
  probe.style.color = cssVariable;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

function cellShows(visible: string, spoken: string, tone: 'success' | 'warning' | 'danger', color: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const shown = canvas.getByText(visible);
    await expect(shown).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText(spoken)).toBeInTheDocument();
    const badge = shown.closest('[data-tone]');
    await expect(badge).toHaveAttribute('data-tone', tone);
    await expect(getComputedStyle(shown).color).toBe(resolvedColor(color));
    // The level is also drawn as an icon, not told by colour alone.
    await expect(badge?.querySelector('svg')).not.toBeNull();
  };
}

export const NoneApproved: Story = {
  name: '0 одобренных: зелёный',
  play: cellShows('4 / 0', 'Жалоб: 4, одобрено: 0', 'success', vars.color.success),
};

export const OneApproved: Story = {
  name: '1 одобренная: жёлтый',
  args: { total: 4, approved: 1 },
  play: cellShows('4 / 1', 'Жалоб: 4, одобрено: 1', 'warning', vars.color.warning),
};

export const TwoApproved: Story = {
  name: '2 одобренных: жёлтый',
  args: { total: 5, approved: 2 },
  play: cellShows('5 / 2', 'Жалоб: 5, одобрено: 2', 'warning', vars.color.warning),
};

export const ThreeApproved: Story = {
  name: '3 одобренных: красный',
  args: { total: 7, approved: 3 },
  play: cellShows('7 / 3', 'Жалоб: 7, одобрено: 3', 'danger', vars.color.danger),
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: () => (
    <StateGallery>
      <StateFigure caption="0 одобренных: зелёный">
        <ComplaintsCountCell total={4} approved={0} />
      </StateFigure>
      <StateFigure caption="1 одобренная: жёлтый">
        <ComplaintsCountCell total={4} approved={1} />
      </StateFigure>
      <StateFigure caption="2 одобренных: жёлтый">
        <ComplaintsCountCell total={5} approved={2} />
      </StateFigure>
      <StateFigure caption="3 одобренных: красный">
        <ComplaintsCountCell total={7} approved={3} />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Жалоб: 7, одобрено: 3')).toBeInTheDocument();
  },
};
