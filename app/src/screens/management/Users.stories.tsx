import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { userEvent, within } from 'storybook/test';
import { neverAnswers, people, signedIn } from '../harness/answers';
import { answersList, managementUsers, onePage } from '../harness/managementAnswers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsHeading, showsText } from '../harness/shows';

/** /management/users 'Управление пользователями' (admins only): filters, warning and each row's selectors. */
const meta = {
  title: 'Экраны/Управление/Пользователи',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const usersList = answersList('/api/management/users', { users: managementUsers, pagination: onePage(managementUsers.length) });

export const Список: Story = {
  parameters: at('/management/users', [signedIn(people.admin), usersList]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Управление пользователями', 1);
    await showsText(canvasElement, 'Игорь Громов');
    await showsText(canvasElement, 'Никогда');
    await showsText(canvasElement, 'Модераторы могут управлять жалобами.');
  },
};

/** A new role chosen in a row: the change is on its way (the server has not answered yet). */
export const Обновление: Story = {
  name: 'Обновление...',
  parameters: at('/management/users', [signedIn(people.admin), usersList, http.put('/api/management/users/:userId/role', neverAnswers)]),
  play: async ({ canvasElement }) => {
    await showsText(canvasElement, 'Игорь Громов');
    const row = within(canvasElement).getByRole('row', { name: /Игорь Громов/ });
    await userEvent.click(within(row).getByRole('button', { name: /Роль/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Модератор' }));
    await showsText(canvasElement, 'Обновление...');
  },
};
