import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PUBLIC_EVENTS_PATH } from '@city/contracts';
import { listEvent, people, signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsButton, showsHeading, showsText } from '../harness/shows';

/** /create-event and /events/{eventId}/edit: the event form, empty and filled with the organizer's event. */
const meta = {
  title: 'Экраны/Участник/Форма мероприятия',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const EVENT_ID = 101;

export const Создание: Story = {
  parameters: at('/create-event', [signedIn(people.organizer)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Создание мероприятия', 1);
    await showsText(canvasElement, 'Название');
    await showsText(canvasElement, 'Адрес');
    await showsButton(canvasElement, 'Создать мероприятие');
  },
};

/** The empty form sent: each required field says what it lacks. Reached only by the button. */
export const НезаполненнаяФорма: Story = {
  name: 'Создание, поля не заполнены',
  parameters: at('/create-event', [signedIn(people.organizer)]),
  play: async ({ canvasElement }) => {
    await userEvent.click(await showsButton(canvasElement, 'Создать мероприятие'));
    await showsText(canvasElement, 'Пожалуйста, выберите дату и время мероприятия');
    await showsText(canvasElement, 'Необходимо указать адрес мероприятия');
  },
};

export const Редактирование: Story = {
  parameters: at(`/events/${EVENT_ID}/edit`, [
    signedIn(people.organizer),
    http.get(`/api/events/${EVENT_ID}`, () => HttpResponse.json(listEvent(1))),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Редактирование мероприятия', 1);
    await showsButton(canvasElement, 'Сохранить изменения');
    await expect(within(canvasElement).getByLabelText(/^Название/)).toHaveValue('Джазовый вечер в парке Горького');
  },
};

/** An event already under way: the editor sends the organizer back to the event's page and says why. */
export const МероприятиеНачалось: Story = {
  name: 'Редактирование, мероприятие началось',
  parameters: at(`/events/${EVENT_ID}/edit`, [
    signedIn(people.organizer),
    http.get(`/api/events/${EVENT_ID}`, () => HttpResponse.json(listEvent(1, { startDate: '2026-06-13T19:00:00' }))),
    http.get(`/api/events/${EVENT_ID}/participants`, () => HttpResponse.json({ participants: [] })),
  ]),
  play: async ({ canvasElement }) => {
    await showsText(canvasElement, 'Мероприятие началось, невозможно его редактировать или отменить');
    await showsHeading(canvasElement, 'Джазовый вечер в парке Горького');
  },
};

/** Someone else's event: the editor sends the participant to the landing page. */
export const НеОрганизатор: Story = {
  name: 'Редактирование, не организатор',
  parameters: at(`/events/${EVENT_ID}/edit`, [
    signedIn(people.participant),
    http.get(`/api/events/${EVENT_ID}`, () => HttpResponse.json(listEvent(1))),
    http.get(PUBLIC_EVENTS_PATH, () => HttpResponse.json({ events: [], hasMore: false })),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Городские события', 1);
  },
};
