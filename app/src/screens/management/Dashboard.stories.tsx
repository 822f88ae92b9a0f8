import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FeedbackStatistics, StatisticsOverview } from '@city/contracts';
import { people, signedIn } from '../harness/answers';
import { answersList, failsWith500 } from '../harness/managementAnswers';
import { at, PAGE_DATA_FAILURE_LOG, screenMeta } from '../harness/ScreenHarness';
import { showsHeading, showsText } from '../harness/shows';

/** /management: the dashboard's totals and quick links, as a moderator and as an admin sees them. */
const meta = {
  title: 'Экраны/Управление/Панель управления',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const overview: StatisticsOverview = {
  totalUsers: 1284,
  totalEvents: 317,
  totalClaims: 42,
  pendingClaims: 5,
  blockedUsers: 3,
  suspendedUsers: 7,
  jobs: { pending: 2, failed: 0 },
};
const feedbackCounts: FeedbackStatistics = { total: 19, byStatus: { new: 4, read: 9, resolved: 6 } };

const totals = [
  answersList('/api/management/statistics/overview', overview),
  answersList('/api/management/feedback/statistics', feedbackCounts),
];

/** The totals and the quick links every staff member has. */
async function showsTheDashboard(canvasElement: HTMLElement): Promise<void> {
  await showsHeading(canvasElement, 'Панель управления', 1);
  await showsText(canvasElement, 'Всего пользователей');
  await showsText(canvasElement, '1 284');
  await showsText(canvasElement, 'Жалоб на рассмотрении');
  await showsText(canvasElement, 'Новых отзывов');
  const quickLinks = within(await within(canvasElement).findByRole('region', { name: 'Быстрые переходы' }));
  for (const section of ['Жалобы на мероприятия', 'Жалобы на пользователей', 'Отзывы', 'Статистика']) {
    await expect(quickLinks.getByRole('link', { name: section })).toBeVisible();
  }
}

export const Модератор: Story = {
  parameters: at('/management', [signedIn(people.moderator), ...totals]),
  play: async ({ canvasElement }) => {
    await showsTheDashboard(canvasElement);
    const quickLinks = within(within(canvasElement).getByRole('region', { name: 'Быстрые переходы' }));
    await expect(quickLinks.queryByRole('link', { name: 'Пользователи' })).toBeNull();
  },
};

export const Администратор: Story = {
  parameters: at('/management', [signedIn(people.admin), ...totals]),
  play: async ({ canvasElement }) => {
    await showsTheDashboard(canvasElement);
    const quickLinks = within(within(canvasElement).getByRole('region', { name: 'Быстрые переходы' }));
    await expect(quickLinks.getByRole('link', { name: 'Пользователи' })).toBeVisible();
  },
};

export const ОшибкаЗагрузки: Story = {
  name: 'Ошибка загрузки',
  parameters: at('/management', [
    signedIn(people.moderator),
    failsWith500('/api/management/statistics/overview'),
    answersList('/api/management/feedback/statistics', feedbackCounts),
  ], { logs: [PAGE_DATA_FAILURE_LOG] }),
  play: async ({ canvasElement }) => {
    await showsText(canvasElement, /Не удалось загрузить данные/);
  },
};
