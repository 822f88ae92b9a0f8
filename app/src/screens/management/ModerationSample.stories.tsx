import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { EVENT_MESSAGES, type ModerationSampleEvent } from '@city/contracts';
import { neverAnswers, people, signedIn } from '../harness/answers';
import { answersList, failsWith500, managed } from '../harness/managementAnswers';
import { at, PAGE_DATA_FAILURE_LOG, screenMeta } from '../harness/ScreenHarness';
import { showsButton, showsHeading, showsText } from '../harness/shows';

/** /management/moderation-sample 'Разметка выборки' (staff): the sampled events, each with its label controls. */
const meta = {
  title: 'Экраны/Управление/Разметка выборки',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sampledEvents: ModerationSampleEvent[] = [
  {
    eventId: 31,
    title: 'Концерт в парке',
    description: 'Живая музыка под открытым небом: три городские группы, плед и термос с собой. Вход свободный, начало в 18:00.',
    address: 'Парк Горького, Крымский Вал, 9',
  },
  {
    eventId: 32,
    title: 'Встреча клуба садоводов',
    description: 'Обмен рассадой и семенами, разговор о весенней обрезке.',
    address: 'Библиотека № 5, ул. Ленина, 12',
  },
];

const PATH = '/management/moderation-sample';
const SAMPLE_API = '/api/management/moderation-sample';
const sample = answersList(SAMPLE_API, sampledEvents);

/** Chooses `option` in the row of `title` and presses its «Сохранить». */
async function labelRow(canvasElement: HTMLElement, title: string, option: string): Promise<void> {
  await showsText(canvasElement, title);
  const row = within(canvasElement).getByRole('row', { name: new RegExp(title) });
  await userEvent.click(within(row).getByRole('button', { name: /Категория нарушения/ }));
  await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: option }));
  await userEvent.click(within(row).getByRole('button', { name: `Сохранить разметку мероприятия «${title}»` }));
}

export const Выборка: Story = {
  parameters: at(PATH, [signedIn(people.moderator), sample]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Разметка выборки', 1);
    await showsText(canvasElement, /Случайные мероприятия, которые автоматическая модерация пропустила/);
    await showsText(canvasElement, 'Встреча клуба садоводов');
    await expect(within(canvasElement).getByRole('link', { name: 'Концерт в парке' })).toHaveAttribute('href', '/events/31');
    await showsButton(canvasElement, 'Новая выборка');
  },
};

export const Пусто: Story = {
  name: 'Нет мероприятий для разметки',
  parameters: at(PATH, [signedIn(people.admin), answersList(SAMPLE_API, [])]),
  play: async ({ canvasElement }) => {
    await showsText(canvasElement, 'Нет мероприятий для разметки');
  },
};

export const ОшибкаЗагрузки: Story = {
  name: 'Ошибка загрузки',
  parameters: at(PATH, [signedIn(people.moderator), failsWith500(SAMPLE_API)], {
    logs: [PAGE_DATA_FAILURE_LOG, 'Не удалось получить выборку для разметки'],
  }),
  play: async ({ canvasElement }) => {
    await showsText(canvasElement, 'Ошибка при загрузке выборки');
    await showsButton(canvasElement, 'Повторить');
  },
};

/** A label chosen and sent: the server has not answered yet. */
export const Сохранение: Story = {
  name: 'Сохранение...',
  parameters: at(PATH, [signedIn(people.moderator), sample, http.put(`${SAMPLE_API}/:eventId`, neverAnswers)]),
  play: async ({ canvasElement }) => {
    await labelRow(canvasElement, 'Концерт в парке', 'насилие');
    await showsButton(canvasElement, 'Сохранение...');
  },
};

/** A row labelled and saved: the server recorded it. */
export const Размечено: Story = {
  parameters: at(PATH, [
    signedIn(people.moderator),
    sample,
    http.put(`${SAMPLE_API}/:eventId`, async ({ params, request }) => {
      const { category } = (await request.json()) as { category: string | null };
      return managed({ eventId: Number(params['eventId']), category });
    }),
  ]),
  play: async ({ canvasElement }) => {
    await labelRow(canvasElement, 'Концерт в парке', 'Нарушений нет');
    await showsText(canvasElement, 'Размечено: Нарушений нет');
  },
};

/** The event was deleted while the moderator read it: the server's text above the table. */
export const ОшибкаСохранения: Story = {
  name: 'Ошибка сохранения',
  parameters: at(
    PATH,
    [
      signedIn(people.moderator),
      sample,
      http.put(`${SAMPLE_API}/:eventId`, () => HttpResponse.json({ error: EVENT_MESSAGES.notFound }, { status: 404 })),
    ],
    { logs: ['Не удалось сохранить разметку'] },
  ),
  play: async ({ canvasElement }) => {
    await labelRow(canvasElement, 'Встреча клуба садоводов', 'наркотики');
    await showsText(canvasElement, `Ошибка: ${EVENT_MESSAGES.notFound}`);
  },
};
