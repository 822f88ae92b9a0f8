import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '@city/contracts';
import { FeedbackCategoryBadge, FeedbackStatusBadge } from './FeedbackBadges';

const meta = {
  title: 'Управление/FeedbackBadges',
  component: FeedbackStatusBadge,
  args: { status: 'new' },
} satisfies Meta<typeof FeedbackStatusBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

function AllBadges() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        {FEEDBACK_CATEGORIES.map((category) => (
          <FeedbackCategoryBadge key={category} category={category} />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        {FEEDBACK_STATUSES.map((status) => (
          <FeedbackStatusBadge key={status} status={status} />
        ))}
      </div>
    </div>
  );
}

const badgeTone = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).closest('[data-tone]')?.getAttribute('data-tone');

export const All: Story = {
  name: 'Категории и статусы',
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

export const AllDark: Story = {
  ...All,
  name: 'Категории и статусы, тёмная тема',
  globals: { theme: 'dark' },
};
