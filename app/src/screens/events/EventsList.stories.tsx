import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { eventsPage, listEvent, neverAnswers, people, signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsButton, showsHeading, showsOnceScrolledDown, showsText } from '../harness/shows';

/** /events as a participant sees it: the filters, the card grid and the list's own states. */
const meta = {
  title: 'Экраны/Участник/Список мероприятий',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (handlers: RequestHandler[], options?: { width: number }) =>
  at('/events', [signedIn(people.participant), ...handlers], options);

const firstPage = Array.from({ length: 6 }, (_, index) => listEvent(index + 1));

export const Загружен: Story = {
  parameters: list([http.get('/api/events', () => HttpResponse.json(eventsPage(firstPage, true)))]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'События', 1);
    await showsHeading(canvasElement, 'Джазовый вечер в парке Горького');
  },
};

export const Пусто: Story = {
  parameters: list([http.get('/api/events', () => HttpResponse.json(eventsPage([], false)))]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Событий не найдено');
    await showsText(canvasElement, 'Создать первое событие');
  },
};

export const Загрузка: Story = {
  parameters: list([http.get('/api/events', neverAnswers)]),
  play: async ({ canvasElement }) => {
    await showsText(canvasElement, 'Загрузка событий...');
  },
};

export const ВсеЗагружены: Story = {
  name: 'Все загружены',
  parameters: list([http.get('/api/events', () => HttpResponse.json(eventsPage(firstPage.slice(0, 4), false)))]),
  play: async ({ canvasElement }) => {
    await showsText(canvasElement, 'Все мероприятия загружены');
  },
};

export const Телефон360: Story = {
  name: 'Телефон, 360 px',
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: list([http.get('/api/events', () => HttpResponse.json(eventsPage(firstPage.slice(0, 3), false)))], { width: 360 }),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'События', 1);
    await showsButton(canvasElement, 'Участвовать');
  },
};

/** The first page says there is more; the second, asked for at the end of the list, is still on its way. */
export const ЗагрузкаДополнительных: Story = {
  name: 'Загрузка дополнительных',
  parameters: list([
    http.get('/api/events', ({ request }) =>
      new URL(request.url).searchParams.get('page') === '1' ? HttpResponse.json(eventsPage(firstPage, true)) : neverAnswers(),
    ),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Джазовый вечер в парке Горького');
    await showsOnceScrolledDown(canvasElement, (page) => page.getAllByText('Загрузка дополнительных событий...')[0]);
  },
};

/** More than 300 px down the list, the button back to the top appears. */
export const КнопкаНаверх: Story = {
  name: 'Кнопка «Наверх»',
  parameters: list([http.get('/api/events', () => HttpResponse.json(eventsPage(firstPage, false)))]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Джазовый вечер в парке Горького');
    await showsOnceScrolledDown(canvasElement, (page) => page.getByRole('button', { name: 'Наверх' }));
  },
};
