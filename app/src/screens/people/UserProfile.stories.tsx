import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { people, signedIn } from '../harness/answers';
import { at, PAGE_DATA_FAILURE_LOG, screenMeta } from '../harness/ScreenHarness';
import { showsHeading, showsText } from '../harness/shows';

/** /users/{userId}: someone's public page, here for an id nobody has. */
const meta = {
  title: 'Экраны/Участник/Профиль пользователя',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const MISSING_USER_ID = 9999;

export const НеСуществует: Story = {
  name: 'Пользователь не существует',
  parameters: at(`/users/${MISSING_USER_ID}`, [
    signedIn(people.participant),
    http.get(`/api/users/${MISSING_USER_ID}/profile`, () =>
      HttpResponse.json({ error: 'Пользователь с указанным ID не существует или был удален' }, { status: 404 }),
    ),
    http.get(`/api/users/${MISSING_USER_ID}/events`, () =>
      HttpResponse.json({ error: 'Пользователь с указанным ID не существует или был удален' }, { status: 404 }),
    ),
  ], { logs: [PAGE_DATA_FAILURE_LOG] }),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, /Пользователь/);
    await showsText(canvasElement, 'Пользователь с указанным ID не существует или был удален');
  },
};
