import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { eventsPage, listEvent, neverAnswers, people, signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsHeading } from '../harness/shows';

/** /verify-email?token=…: the link from the registration mail, checked with the server. */
const meta = {
  title: 'Экраны/Вход и регистрация/Подтверждение email',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A token of the link's shape (43 URL-safe characters), one per story: the page sends a token
 * once for the life of the page, so a story reopened would otherwise show the first answer.
 */
const linkToken = (story: string) => `${story}_`.padEnd(43, '0');

export const Загрузка: Story = {
  parameters: at(`/verify-email?token=${linkToken('loading')}`, [signedIn(null), http.post('/api/auth/verify-email', neverAnswers)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Подтверждаем email...');
  },
};

/** Verified: the session opens, and after 3 s the list shows. */
export const Успех: Story = {
  parameters: at(`/verify-email?token=${linkToken('success')}`, [
    signedIn(people.participant),
    http.post('/api/auth/verify-email', () => HttpResponse.json({ user: people.participant })),
    http.get('/api/events', () => HttpResponse.json(eventsPage([listEvent(1), listEvent(2)], false))),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Email успешно подтвержден!');
  },
};

export const Ошибка: Story = {
  parameters: at(`/verify-email?token=${linkToken('failure')}`, [
    signedIn(null),
    http.post('/api/auth/verify-email', () => HttpResponse.json({ error: 'Ссылка подтверждения устарела' }, { status: 400 })),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Не удалось подтвердить email');
  },
};
