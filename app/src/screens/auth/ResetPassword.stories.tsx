import type { Meta, StoryObj } from '@storybook/react-vite';
import { signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsHeading } from '../harness/shows';

/** /reset-password: the link from the mail, usable or not. */
const meta = {
  title: 'Экраны/Вход и регистрация/Сброс пароля',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A token of the link's shape (43 URL-safe characters). */
const LINK_TOKEN = 'rEsEtToKeN_0123456789-abcdefghijklmnopqrstu';

export const ДействительнаяСсылка: Story = {
  name: 'Действительная ссылка',
  parameters: at(`/reset-password?token=${LINK_TOKEN}`, [signedIn(null)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Введите новый пароль');
  },
};

export const НедействительнаяСсылка: Story = {
  name: 'Недействительная ссылка',
  parameters: at('/reset-password', [signedIn(null)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Недействительная ссылка для сброса пароля');
  },
};
