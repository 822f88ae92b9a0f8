import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { listEvent, people, signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsHeading, showsText } from '../harness/shows';

/** /my-events 'Мои участия': the events the participant joined, and the empty state. */
const meta = {
  title: 'Экраны/Участник/Мои участия',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const joined = [listEvent(1, { isParticipant: true }), listEvent(2, { isParticipant: true })];

export const СМероприятиями: Story = {
  name: 'С мероприятиями',
  parameters: at('/my-events', [
    signedIn(people.participant),
    http.get('/api/events/my-participations', () => HttpResponse.json({ events: joined })),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Мои участия', 1);
    await showsText(canvasElement, 'Всего: 2 мероприятия');
    await showsText(canvasElement, 'Показать прошедшие');
    await showsHeading(canvasElement, 'Джазовый вечер в парке Горького');
    await showsHeading(canvasElement, 'Лекция об архитектуре конструктивизма');
  },
};

export const Пусто: Story = {
  parameters: at('/my-events', [
    signedIn(people.participant),
    http.get('/api/events/my-participations', () => HttpResponse.json({ events: [] })),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Вы пока не участвуете ни в одном мероприятии');
    await showsText(canvasElement, 'Найти события');
  },
};
