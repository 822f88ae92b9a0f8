import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { PUBLIC_EVENTS_PATH } from '@city/contracts';
import { people, signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsHeading, showsText } from '../harness/shows';

/** /: the landing page, its sections and the ways to register or to the events. */
const meta = {
  title: 'Экраны/Сайт/Главная',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The section of the city's next events stays away while the feed is empty. */
const noUpcomingEvents = http.get(PUBLIC_EVENTS_PATH, () => HttpResponse.json({ events: [], hasMore: false }));

/** The hero's buttons (to /register and /events), the three anchors and the closing button. */
async function showsTheLanding(canvasElement: HTMLElement): Promise<void> {
  await showsHeading(canvasElement, 'Городские события', 1);
  const page = within(canvasElement);
  await expect(page.getByRole('link', { name: 'Начать' })).toHaveAttribute('href', '/register');
  await expect(page.getAllByRole('link', { name: 'Найти события' })[0]).toHaveAttribute('href', '/events');
  await expect(page.getByRole('link', { name: 'Начать сейчас' })).toHaveAttribute('href', '/events');
  const anchors = within(page.getByRole('navigation', { name: 'Разделы страницы' }));
  for (const [name, anchor] of [
    ['Возможности', '#features'],
    ['Как это работает', '#how-it-works'],
    ['О проекте', '#about'],
  ] as const) {
    await expect(anchors.getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(new RegExp(`${anchor}$`)));
  }
  await showsText(canvasElement, 'Профиль с настройками приватности');
}

export const Посетитель: Story = {
  parameters: at('/', [signedIn(null), noUpcomingEvents]),
  play: async ({ canvasElement }) => {
    await showsTheLanding(canvasElement);
  },
};

export const Участник: Story = {
  parameters: at('/', [signedIn(people.participant), noUpcomingEvents]),
  play: async ({ canvasElement }) => {
    await showsTheLanding(canvasElement);
  },
};
