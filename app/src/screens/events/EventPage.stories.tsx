import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { User } from '@city/contracts';
import { listEvent, people, signedIn } from '../harness/answers';
import { at, PAGE_DATA_FAILURE_LOG, screenMeta } from '../harness/ScreenHarness';
import { showsButton, showsHeading, showsText } from '../harness/shows';

/** /events/{eventId}: the full card as each person sees it, and the not-found view. */
const meta = {
  title: 'Экраны/Участник/Страница мероприятия',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const EVENT_ID = 101;
const eventPage = (viewer: User, handlers: RequestHandler[], logs: readonly string[] = []) =>
  at(`/events/${EVENT_ID}`, [signedIn(viewer), ...handlers], { logs });

export const Посетитель: Story = {
  parameters: eventPage(people.participant, [http.get(`/api/events/${EVENT_ID}`, () => HttpResponse.json(listEvent(1)))]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Джазовый вечер в парке Горького');
    await showsButton(canvasElement, 'Принять участие');
  },
};

export const Участник: Story = {
  parameters: eventPage(people.participant, [
    http.get(`/api/events/${EVENT_ID}`, () => HttpResponse.json(listEvent(1, { isParticipant: true, participantCount: 13 }))),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Джазовый вечер в парке Горького');
    await showsButton(canvasElement, 'Отменить участие');
  },
};

export const Организатор: Story = {
  parameters: eventPage(people.organizer, [
    http.get(`/api/events/${EVENT_ID}`, () => HttpResponse.json(listEvent(1, { participantCount: 2 }))),
    http.get(`/api/events/${EVENT_ID}/participants`, () =>
      HttpResponse.json({
        participants: [
          { id: 42, name: 'Ольга Ким' },
          { id: 45, name: 'Игорь Громов' },
        ],
      }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    await showsText(canvasElement, 'Ваше мероприятие');
    await showsButton(canvasElement, 'Редактировать');
    await showsText(canvasElement, 'Ольга Ким');
  },
};

export const НеНайдено: Story = {
  name: 'Мероприятие не найдено',
  parameters: eventPage(people.participant, [
    http.get(`/api/events/${EVENT_ID}`, () => HttpResponse.json({ error: 'Мероприятие не найдено' }, { status: 404 })),
  ], [PAGE_DATA_FAILURE_LOG]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Мероприятие не найдено');
  },
};
