import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  CalendarIcon,
  ClockIcon,
  FlagIcon,
  PeopleIcon,
  ShieldIcon,
  WarningIcon,
} from '../../primitives/shared/icons';
import { StatCard, StatCardGrid, type StatCardTone } from './StatCard';
import type { SpecRule } from '../../stories/specRules';
import { StateFigure, StatesGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Управление/StatCard',
  component: StatCard,
  args: { label: 'Всего пользователей', value: 1284, icon: <PeopleIcon /> },
  parameters: {
    specRules: [
      { rule: 'Панель: итоги totalUsers, totalEvents, totalClaims, pendingClaims, blockedUsers, suspendedUsers', state: 'Шесть карточек', story: 'Grid' },
      { rule: 'Быстрые ссылки на разделы управления', state: 'Карточка со ссылкой', story: 'WithLink' },
      { rule: 'Средние и доли — с одним знаком после запятой', state: '«87,5 %»', story: 'TextValue' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof StatCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const NBSP = '\u00a0';

function shows(tone: StatCardTone) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const term = canvas.getByRole('term');
    await expect(term).toHaveTextContent('Всего пользователей');
    // textContent, not toHaveTextContent: the matcher turns the no-break space into a plain one.
    await expect(canvas.getByRole('definition').textContent).toBe(`1${NBSP}284`);
    await expect(term.closest('[data-tone]')).toHaveAttribute('data-tone', tone);
  };
}

export const Neutral: Story = { name: 'Обычная', play: shows('neutral') };
export const Info: Story = { name: 'Информация', args: { tone: 'info' }, play: shows('info') };
export const Success: Story = { name: 'Успех', args: { tone: 'success' }, play: shows('success') };
export const Warning: Story = { name: 'Внимание', args: { tone: 'warning' }, play: shows('warning') };
export const Danger: Story = { name: 'Опасность', args: { tone: 'danger' }, play: shows('danger') };

export const WithLink: Story = {
  name: 'Со ссылкой',
  args: {
    label: 'Ожидают рассмотрения',
    value: 12,
    icon: <ClockIcon />,
    tone: 'warning',
    link: { href: '/management/claims/events', label: 'К жалобам на мероприятия' },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'К жалобам на мероприятия' });
    await expect(link).toHaveAttribute('href', '/management/claims/events');
  },
};

export const TextValue: Story = {
  name: 'Значение строкой',
  args: { label: 'Процент одобрения', value: `87,5${NBSP}%`, icon: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('definition').textContent).toBe(`87,5${NBSP}%`);
  },
};

/** The six totals of the dashboard (docs/back-office.md#statistics), as the app may label them. */
function SixTotals() {
  return (
    <StatCardGrid label="Общая статистика">
      <StatCard label="Всего пользователей" value={1284} icon={<PeopleIcon />} />
      <StatCard label="Всего мероприятий" value={356} icon={<CalendarIcon />} tone="info" />
      <StatCard label="Всего жалоб" value={47} icon={<FlagIcon />} />
      <StatCard
        label="Ожидают рассмотрения"
        value={12}
        icon={<ClockIcon />}
        tone="warning"
        link={{ href: '/management/claims/events', label: 'К жалобам' }}
      />
      <StatCard label="Заблокировано" value={3} icon={<ShieldIcon />} tone="danger" />
      <StatCard label="Приостановлено" value={5} icon={<WarningIcon />} tone="warning" />
    </StatCardGrid>
  );
}

export const Grid: Story = {
  name: 'Шесть показателей',
  parameters: { layout: 'padded' },
  render: () => <SixTotals />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Общая статистика' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Всего пользователей',
      'Всего мероприятий',
      'Всего жалоб',
      'Ожидают рассмотрения',
      'Заблокировано',
      'Приостановлено',
    ]);
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [Neutral, Info, Success, Warning, Danger, WithLink, TextValue];

/** Every named state at once, each under its caption, then the dashboard's six totals. */
export const AllStates: Story = {
  name: 'Все состояния',
  parameters: { layout: 'padded' },
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <StatCard {...args} {...stateArgs} />}
    >
      <StateFigure caption={Grid.name ?? ''}>
        <SixTotals />
      </StateFigure>
    </StatesGallery>
  ),
};
