import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { userEvent } from 'storybook/test';
import { sampleRateLimit } from '@city/design-system/fixtures';
import { signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsButton, showsText } from '../harness/shows';

/** /email-sent?email=…&type=…: where to look for the letter, with a button to ask for it again. */
const meta = {
  title: 'Экраны/Вход и регистрация/Письмо отправлено',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'anna@example.ru';
const sentFor = (type: 'verification' | 'password-reset') => `/email-sent?email=${encodeURIComponent(EMAIL)}&type=${type}`;

export const ПодтверждениеEmail: Story = {
  name: 'Подтверждение email',
  parameters: at(sentFor('verification'), [signedIn(null)]),
  play: async ({ canvasElement }) => {
    await showsText(canvasElement, EMAIL);
    await showsButton(canvasElement, 'Отправить письмо повторно');
  },
};

export const СбросПароля: Story = {
  name: 'Сброс пароля',
  parameters: at(sentFor('password-reset'), [signedIn(null)]),
  play: async ({ canvasElement }) => {
    await showsText(canvasElement, EMAIL);
    await showsButton(canvasElement, 'Отправить письмо повторно');
  },
};

/** The letter asked for again: reached only by the button. */
export const ОтправленоПовторно: Story = {
  name: 'Письмо отправлено повторно',
  parameters: at(sentFor('verification'), [
    signedIn(null),
    http.post('/api/auth/resend-verification', () => HttpResponse.json({ message: 'Письмо отправлено' })),
  ]),
  play: async ({ canvasElement }) => {
    await userEvent.click(await showsButton(canvasElement, 'Отправить письмо повторно'));
    await showsText(canvasElement, 'Новое письмо для подтверждения отправлено! Проверьте вашу почту.');
  },
};

/** Asked again too soon: the server's 429 turns the button into the rate-limit panel. */
export const ПисьмоУжеОтправлено: Story = {
  name: 'Письмо уже отправлено',
  parameters: at(sentFor('verification'), [
    signedIn(null),
    http.post('/api/auth/resend-verification', () => HttpResponse.json(sampleRateLimit('resend_verification', 240), { status: 429 })),
  ]),
  play: async ({ canvasElement }) => {
    await userEvent.click(await showsButton(canvasElement, 'Отправить письмо повторно'));
    await showsText(canvasElement, 'Письмо уже отправлено');
  },
};
