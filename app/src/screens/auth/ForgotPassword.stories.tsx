import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { userEvent, within } from 'storybook/test';
import { signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsButton, showsHeading, showsText } from '../harness/shows';

/** /forgot-password: the e-mail form that sends a reset link, and its success panel. */
const meta = {
  title: 'Экраны/Вход и регистрация/Восстановление пароля',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Форма: Story = {
  parameters: at('/forgot-password', [signedIn(null)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Восстановление пароля');
    await showsButton(canvasElement, 'Отправить ссылку');
  },
};

export const ПисьмоОтправлено: Story = {
  name: 'Письмо отправлено',
  parameters: at('/forgot-password', [
    signedIn(null),
    http.post('/api/auth/forgot-password', () =>
      HttpResponse.json({ message: 'Если аккаунт с таким email существует, мы отправили ссылку для сброса пароля.' }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const submit = await showsButton(canvasElement, 'Отправить ссылку');
    await userEvent.type(within(canvasElement).getByLabelText(/^Email/), 'anna@example.ru');
    await userEvent.click(submit);
    await showsText(canvasElement, 'Письмо отправлено!');
  },
};
