import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { userEvent, within } from 'storybook/test';
import { signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsButton, showsHeading, showsText } from '../harness/shows';

/** /register: the sign-up card, and the server's refusal shown on it. */
const meta = {
  title: 'Экраны/Вход и регистрация/Регистрация',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Форма: Story = {
  parameters: at('/register', [signedIn(null)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Регистрация');
    await showsButton(canvasElement, 'Зарегистрироваться');
  },
};

/** The form sent, and the server's own text on the card (the e-mail is taken). */
export const ОшибкаСервера: Story = {
  name: 'Ошибка сервера',
  parameters: at('/register', [
    signedIn(null),
    http.post('/api/auth/register', () => HttpResponse.json({ error: 'Пользователь с таким email уже зарегистрирован' }, { status: 409 })),
  ]),
  play: async ({ canvasElement }) => {
    const submit = await showsButton(canvasElement, 'Зарегистрироваться');
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText(/^Email/), 'anna@example.ru');
    await userEvent.type(form.getByLabelText(/^Пароль/), 'Gorkiy2026');
    await userEvent.type(form.getByLabelText(/^Подтверждение пароля/), 'Gorkiy2026');
    await userEvent.click(submit);
    await showsText(canvasElement, 'Пользователь с таким email уже зарегистрирован');
  },
};
