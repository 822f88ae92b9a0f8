import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { listEvent, people, signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsHeading, showsText } from '../harness/shows';

/** /organizator 'Я организатор': the organizer's own events with the create button, and the empty state. */
const meta = {
  title: 'Экраны/Участник/Я организатор',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const organized = [listEvent(1), listEvent(2), listEvent(3)];

export const СМероприятиями: Story = {
  name: 'С мероприятиями',
  parameters: at('/organizator', [
    signedIn(people.organizer),
    http.get('/api/events/my-organized', () => HttpResponse.json({ events: organized })),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Я организатор', 1);
    await showsText(canvasElement, 'Всего: 3 мероприятия');
    await showsText(canvasElement, 'Показать прошедшие');
    await showsText(canvasElement, 'Создать мероприятие');
    await showsHeading(canvasElement, 'Субботник на Воробьёвых горах');
  },
};

export const БезМероприятий: Story = {
  name: 'Без мероприятий',
  parameters: at('/organizator', [
    signedIn(people.organizer),
    http.get('/api/events/my-organized', () => HttpResponse.json({ events: [] })),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Вы ещё не создали ни одного мероприятия');
    await showsText(canvasElement, 'Создать мероприятие');
  },
};
