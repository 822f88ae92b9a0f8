import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { Event } from '@city/contracts';
import { listEvent, people, signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsHeading, showsText } from '../harness/shows';

/** /my-events 'Мои участия': the events the participant joined, the waitlist section under them, and the empty state. */
const meta = {
  title: 'Экраны/Участник/Мои участия',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const joined = [listEvent(1, { isParticipant: true }), listEvent(2, { isParticipant: true })];
/** Full events whose line holds the participant (docs/events.md#waitlist). */
const waited = [
  listEvent(3, { maxParticipants: 20, participantCount: 20, waitlistCount: 3, waitlistPosition: 2 }),
  listEvent(4, { maxParticipants: 12, participantCount: 12, waitlistCount: 1, waitlistPosition: 1 }),
];
/** GET /api/events/my-waitlist; without it the page's secondary call would answer 501 and log an error. */
const waitingFor = (events: Event[]) => http.get('/api/events/my-waitlist', () => HttpResponse.json({ events }));

export const СМероприятиями: Story = {
  name: 'С мероприятиями',
  parameters: at('/my-events', [
    signedIn(people.participant),
    http.get('/api/events/my-participations', () => HttpResponse.json({ events: joined })),
    waitingFor([]),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Мои участия', 1);
    await showsText(canvasElement, 'Всего: 2 мероприятия');
    await showsText(canvasElement, 'Показать прошедшие');
    await showsHeading(canvasElement, 'Джазовый вечер в парке Горького');
    await showsHeading(canvasElement, 'Лекция об архитектуре конструктивизма');
  },
};

export const СЛистомОжидания: Story = {
  name: 'С листом ожидания',
  parameters: at('/my-events', [
    signedIn(people.participant),
    http.get('/api/events/my-participations', () => HttpResponse.json({ events: joined })),
    waitingFor(waited),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Мои участия', 1);
    await showsText(canvasElement, 'Всего: 2 мероприятия');
    await showsHeading(canvasElement, 'Лист ожидания', 2);
    await showsHeading(canvasElement, 'Субботник на Воробьёвых горах', 3);
    await showsText(canvasElement, 'Вы в листе ожидания: 2-й по очереди из 3');
    await showsText(canvasElement, 'Вы в листе ожидания: 1-й по очереди из 1');
  },
};

export const Пусто: Story = {
  parameters: at('/my-events', [
    signedIn(people.participant),
    http.get('/api/events/my-participations', () => HttpResponse.json({ events: [] })),
    waitingFor([]),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Вы пока не участвуете ни в одном мероприятии');
    await showsText(canvasElement, 'Найти события');
  },
};
