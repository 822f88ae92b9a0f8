import type { Meta, StoryObj } from '@storybook/react-vite';
import { people, signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsHeading, showsText } from '../harness/shows';

/** The back office refused: a participant at /management, a moderator in the admins' Users section. */
const meta = {
  title: 'Экраны/Управление/Доступ запрещен',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Участник: Story = {
  name: 'Участник в админ-панели',
  parameters: at('/management', [signedIn(people.participant)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Доступ запрещен');
    await showsText(canvasElement, 'У вас недостаточно прав для доступа к админ-панели');
    await showsText(canvasElement, 'Требуемая роль');
    await showsText(canvasElement, 'Ваша роль');
  },
};

export const МодераторВПользователях: Story = {
  name: 'Модератор в разделе «Пользователи»',
  parameters: at('/management/users', [signedIn(people.moderator)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Доступ запрещен');
    await showsText(canvasElement, /Этот раздел доступен только администраторам/);
    await showsText(canvasElement, 'Администратор');
  },
};
