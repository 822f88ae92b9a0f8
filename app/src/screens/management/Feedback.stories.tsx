import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleFeedback, sampleFeedbackList } from '@city/design-system/fixtures';
import { people, signedIn } from '../harness/answers';
import { answersList, onePage } from '../harness/managementAnswers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsButton, showsDialog, showsHeading, showsText } from '../harness/shows';

/** /management/feedback 'Управление отзывами': the summary counts, the filters and the table. */
const meta = {
  title: 'Экраны/Управление/Отзывы',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const summary = answersList('/api/management/feedback/statistics', { total: 3, byStatus: { new: 1, read: 1, resolved: 1 } });

export const Список: Story = {
  parameters: at('/management/feedback', [
    signedIn(people.moderator),
    summary,
    answersList('/api/management/feedback', { feedback: sampleFeedbackList, ...onePage(sampleFeedbackList.length) }),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Управление отзывами', 1);
    await showsText(canvasElement, 'Всего отзывов');
    await expect(await within(canvasElement).findByRole('region', { name: 'Фильтры отзывов' })).toBeVisible();
    await showsText(canvasElement, 'Не приходит письмо для сброса пароля');
    await showsButton(canvasElement, /Просмотр/);
  },
};

export const НичегоНеНайдено: Story = {
  name: 'Отзывы не найдены',
  parameters: at('/management/feedback', [
    signedIn(people.moderator),
    summary,
    answersList('/api/management/feedback', { feedback: [], ...onePage(0) }),
  ]),
  play: async ({ canvasElement }) => {
    await showsText(canvasElement, 'Отзывы не найдены');
  },
};

/** 'Отзыв #17': a resolved item in full with its status form, opened by the row's «Просмотр». */
export const Отзыв: Story = {
  name: 'Просмотр отзыва',
  parameters: at('/management/feedback', [
    signedIn(people.moderator),
    summary,
    answersList('/api/management/feedback', { feedback: sampleFeedbackList, ...onePage(sampleFeedbackList.length) }),
    answersList(`/api/management/feedback/${sampleFeedback.resolved.id}`, sampleFeedback.resolved),
  ]),
  play: async ({ canvasElement }) => {
    await userEvent.click(await showsButton(canvasElement, `Просмотр отзыва #${sampleFeedback.resolved.id}`));
    const dialog = await showsDialog(canvasElement, `Отзыв #${sampleFeedback.resolved.id}`);
    await expect(await dialog.findByText('Добавьте фильтр по району')).toBeVisible();
    await expect(dialog.getByText('Мария Админова')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Обновить статус' })).toBeVisible();
  },
};
