import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '@city/contracts';
import { FeedbackCategoryBadge, FeedbackStatusBadge } from './FeedbackBadges';
import type { SpecRule } from '../../stories/specRules';
import { StateFigure, StateGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Управление/FeedbackBadges',
  component: FeedbackStatusBadge,
  args: { status: 'new' },
  parameters: {
    specRules: [
      { rule: 'Категории отзыва: bug — «Ошибка», general — «Общее», improvement — «Улучшение»', state: 'Значки категорий', story: 'AllStates' },
      { rule: 'Статусы отзыва: new — «Новый», read — «Прочитан», resolved — «Решен»', state: 'Значки статусов', story: 'AllStates' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof FeedbackStatusBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

function AllBadges() {
  return (
    <StateGallery>
      <StateFigure caption="Категории">
        <div style={{ display: 'flex', gap: 8 }}>
          {FEEDBACK_CATEGORIES.map((category) => (
            <FeedbackCategoryBadge key={category} category={category} />
          ))}
        </div>
      </StateFigure>
      <StateFigure caption="Статусы">
        <div style={{ display: 'flex', gap: 8 }}>
          {FEEDBACK_STATUSES.map((status) => (
            <FeedbackStatusBadge key={status} status={status} />
          ))}
        </div>
      </StateFigure>
    </StateGallery>
  );
}

const badgeTone = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).closest('[data-tone]')?.getAttribute('data-tone');

export const AllStates: Story = {
  name: 'Все состояния',
  render: () => <AllBadges />,
  play: async ({ canvasElement }) => {
    const expected: Array<[string, string]> = [
      ['Общее', 'neutral'],
      ['Ошибка', 'danger'],
      ['Улучшение', 'info'],
      ['Новый', 'warning'],
      ['Прочитан', 'neutral'],
      ['Решен', 'success'],
    ];
    for (const [label, tone] of expected) {
      await expect(badgeTone(canvasElement, label)).toBe(tone);
    }
  },
};

