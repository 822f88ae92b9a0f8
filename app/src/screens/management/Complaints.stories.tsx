import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { EventComplaint, UserComplaint } from '@city/contracts';
import { sampleEventComplaint, sampleSystemComplaint, sampleUserComplaint } from '@city/design-system/fixtures';
import { people, signedIn } from '../harness/answers';
import { answersList, onePage } from '../harness/managementAnswers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsButton, showsDialog, showsHeading, showsText } from '../harness/shows';

/** The complaint tables of the back office with each row's decision or sanction buttons. */
const meta = {
  title: 'Экраны/Управление/Жалобы',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** One pending complaint, one from the automatic moderation, one already decided. */
const eventComplaints: EventComplaint[] = [
  sampleEventComplaint,
  sampleSystemComplaint,
  {
    ...sampleEventComplaint,
    id: 27,
    eventId: 96,
    eventTitle: 'Ярмарка выходного дня',
    reason: 'Указан неверный адрес: на месте ярмарки нет.',
    status: 'rejected',
    reviewedAt: '2026-11-16T10:00:00Z',
    moderatorName: 'Олег Модераторов',
    resolutionComment: 'Адрес проверен, он верный.',
  },
];

const userComplaints: UserComplaint[] = [
  sampleUserComplaint,
  {
    ...sampleUserComplaint,
    id: 8,
    user_id: 46,
    user_name: 'Павел Орлов',
    user_email: 'pavel@example.ru',
    user_status: 'blocked',
    claim_reason: 'Рассылает рекламу участникам мероприятий.',
    status: 'approved',
    reviewed_at: '2026-11-15T12:00:00Z',
    reviewed_by_name: 'Олег Модераторов',
    moderator_comment: 'Аккаунт заблокирован за спам.',
  },
];

export const ЖалобыНаМероприятия: Story = {
  name: 'Жалобы на мероприятия',
  parameters: at('/management/claims/events', [
    signedIn(people.moderator),
    answersList('/api/management/claims/events', { claims: eventComplaints, ...onePage(eventComplaints.length) }),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Жалобы на мероприятия', 1);
    await showsText(canvasElement, 'Ночной забег по набережной');
    await showsButton(canvasElement, /Одобрить/);
    await showsButton(canvasElement, /Отклонить/);
  },
};

export const ЖалобыНаПользователей: Story = {
  name: 'Жалобы на пользователей',
  parameters: at('/management/claims/users', [
    signedIn(people.moderator),
    answersList('/api/management/claims/users', { claims: userComplaints, ...onePage(userComplaints.length) }),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Жалобы на пользователей', 1);
    await showsText(canvasElement, 'Игорь Громов');
    await showsButton(canvasElement, /Заблокировать/);
    await showsButton(canvasElement, /Разблокировать/);
  },
};

const eventComplaintsPage = at('/management/claims/events', [
  signedIn(people.moderator),
  answersList('/api/management/claims/events', { claims: eventComplaints, ...onePage(eventComplaints.length) }),
]);

/** The decision on a pending complaint, with its optional comment: opened by the row's button. */
export const Одобрение: Story = {
  name: 'Одобрение жалобы',
  parameters: eventComplaintsPage,
  play: async ({ canvasElement }) => {
    await userEvent.click(await showsButton(canvasElement, `Одобрить жалобу №${sampleEventComplaint.id}`));
    const dialog = await showsDialog(canvasElement, 'Одобрить жалобу');
    await expect(dialog.getByRole('textbox', { name: /Комментарий/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Одобрить' })).toBeVisible();
  },
};

export const Отклонение: Story = {
  name: 'Отклонение жалобы',
  parameters: eventComplaintsPage,
  play: async ({ canvasElement }) => {
    await userEvent.click(await showsButton(canvasElement, `Отклонить жалобу №${sampleEventComplaint.id}`));
    const dialog = await showsDialog(canvasElement, 'Отклонить жалобу');
    await expect(dialog.getByRole('textbox', { name: /Комментарий/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Отклонить' })).toBeVisible();
  },
};
