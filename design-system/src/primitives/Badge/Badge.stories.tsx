import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../../layout';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';
import { InfoIcon } from '../shared';
import { Badge, type BadgeTone } from './Badge';

const meta = {
  title: 'Примитивы/Badge',
  component: Badge,
  args: { tone: 'neutral', children: '18+' },
  parameters: {
    specRules: [
      { rule: 'Возрастные ограничения 0, 6, 12, 16, 18; по умолчанию 18', state: 'Нейтральный «18+»', story: 'Neutral' },
      { rule: 'Цена: бесплатно или платно', state: '«Бесплатно» — успех, «Платно» — предупреждение', story: 'AllTones' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof Badge>;
export default meta;

type Story = StoryObj<typeof meta>;

const TONES: Array<{ tone: BadgeTone; label: string }> = [
  { tone: 'neutral', label: '18+' },
  { tone: 'accent', label: 'досуг и развлечения' },
  { tone: 'info', label: 'Ваше мероприятие' },
  { tone: 'warning', label: 'Платно' },
  { tone: 'danger', label: 'Заблокировано' },
  { tone: 'success', label: 'Бесплатно' },
];

export const Neutral: Story = {
  name: 'Нейтральный',
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('18+').parentElement;
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
    // A label, not a control and not a live region.
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const WithIcon: Story = {
  name: 'Со значком',
  args: { tone: 'info', icon: <InfoIcon />, children: 'Информация' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Информация').parentElement;
    await expect(badge?.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    await expect(badge).toHaveTextContent(/^Информация$/);
  },
};

const tonesRow = (
  <Stack direction="row" gap="sm" wrap>
    {TONES.map(({ tone, label }) => (
      <Badge key={tone} tone={tone}>
        {label}
      </Badge>
    ))}
  </Stack>
);

const allTones: Story = {
  render: () => tonesRow,
  play: async ({ canvasElement }) => {
    for (const { tone, label } of TONES) {
      const badge = within(canvasElement).getByText(label).parentElement;
      await expect(badge).toHaveAttribute('data-tone', tone);
    }
    // No two tones share a background.
    const backgrounds = TONES.map(({ label }) => {
      const badge = within(canvasElement).getByText(label).parentElement;
      return badge ? getComputedStyle(badge).backgroundColor : '';
    });
    await expect(new Set(backgrounds).size).toBe(TONES.length);
  },
};

export const AllTones: Story = { ...allTones, name: 'Все тона' };

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Нейтральный">
        <Badge {...args} />
      </StateFigure>
      <StateFigure caption="Со значком">
        <Badge {...args} {...WithIcon.args} />
      </StateFigure>
      <StateFigure caption="Все тона">{tonesRow}</StateFigure>
    </StateGallery>
  ),
};
