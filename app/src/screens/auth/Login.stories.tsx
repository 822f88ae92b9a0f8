import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { userEvent, within } from 'storybook/test';
import { neverAnswers, signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsButton, showsHeading, showsText } from '../harness/shows';

/** /login: a visitor's sign-in card, while signing in and refused. */
const meta = {
  title: 'Экраны/Вход и регистрация/Вход',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the card in and presses «Войти». */
async function signIn(canvasElement: HTMLElement): Promise<void> {
  const submit = await showsButton(canvasElement, 'Войти');
  const card = within(canvasElement);
  await userEvent.type(card.getByLabelText(/^Email/), 'anna@example.ru');
  await userEvent.type(card.getByLabelText(/^Пароль/), 'Gorkiy2026');
  await userEvent.click(submit);
}

export const Форма: Story = {
  parameters: at('/login', [signedIn(null)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Вход');
    await showsText(canvasElement, 'Войдите в свой аккаунт');
    await showsButton(canvasElement, 'Войти');
    await showsText(canvasElement, 'Забыли пароль?');
  },
};

export const Вход: Story = {
  name: 'Вход...',
  parameters: at('/login', [signedIn(null), http.post('/api/auth/login', neverAnswers)]),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await showsButton(canvasElement, 'Вход...');
  },
};

export const ОшибкаСервера: Story = {
  name: 'Ошибка сервера',
  parameters: at('/login', [
    signedIn(null),
    http.post('/api/auth/login', () => HttpResponse.json({ error: 'Неверный email или пароль' }, { status: 401 })),
  ]),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await showsText(canvasElement, 'Неверный email или пароль');
  },
};
