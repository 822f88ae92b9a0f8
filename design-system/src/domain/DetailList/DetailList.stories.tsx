import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeedbackStatusBadge } from '../FeedbackBadges';
import type { SpecRule } from '../../stories/specRules';
import { DetailList } from './DetailList';

const meta = {
  title: 'Управление/DetailList',
  component: DetailList,
  args: {
    lines: [
      { term: 'Пользователь', detail: 'Анна Смирнова (anna@example.ru)' },
      { term: 'Сообщение', detail: 'Первая строка.\nВторая строка.' },
      { term: 'Статус', detail: <FeedbackStatusBadge status="new" /> },
    ],
  },
  // A layout piece: the specifications state no rule of its own.
  parameters: { specRules: [] satisfies SpecRule[] },
} satisfies Meta<typeof DetailList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  name: 'Термины и значения',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Пользователь',
      'Сообщение',
      'Статус',
    ]);
    await expect(canvas.getAllByRole('definition')[2]).toHaveTextContent('Новый');
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <figure>
      <figcaption>Термины и значения</figcaption>
      <DetailList {...args} />
    </figure>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(3);
  },
};
