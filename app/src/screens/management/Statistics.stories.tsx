import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { OrganizerStat } from '@city/contracts';
import { people, signedIn } from '../harness/answers';
import { answersList, failsWith500, onePage } from '../harness/managementAnswers';
import { at, PAGE_DATA_FAILURE_LOG, screenMeta } from '../harness/ScreenHarness';
import { showsHeading, showsText } from '../harness/shows';

/** /management/statistics 'Детальная статистика': its tabs, each tab's empty text, the failed load. */
const meta = {
  title: 'Экраны/Управление/Статистика',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const organizers: OrganizerStat[] = [
  {
    user_id: 7,
    user_name: 'Анна Смирнова',
    user_email: 'organizer@example.ru',
    events_count: 12,
    total_participants: 318,
    avg_participants_per_event: 26.5,
    total_claims: 1,
    approved_claims: 0,
  },
  {
    user_id: 45,
    user_name: 'Игорь Громов',
    user_email: 'igor@example.ru',
    events_count: 4,
    total_participants: 37,
    avg_participants_per_event: 9.25,
    total_claims: 5,
    approved_claims: 3,
  },
];

/** Every tab answers an empty list: each shows its own empty text. */
const nothingYet = [
  signedIn(people.admin),
  answersList('/api/management/statistics/organizers', { organizers: [], ...onePage(0) }),
  answersList('/api/management/statistics/participants', { participants: [], ...onePage(0) }),
  answersList('/api/management/statistics/categories', { categories: [] }),
  answersList('/api/management/statistics/moderators', { moderators: [] }),
];

const openTab = async (canvasElement: HTMLElement, name: string) => {
  await showsHeading(canvasElement, 'Детальная статистика', 1);
  await userEvent.click(await within(canvasElement).findByRole('tab', { name }));
};

export const ТопОрганизаторы: Story = {
  name: 'Топ организаторы',
  parameters: at('/management/statistics', [
    signedIn(people.admin),
    answersList('/api/management/statistics/organizers', { organizers, ...onePage(organizers.length) }),
  ]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Детальная статистика', 1);
    await showsText(canvasElement, 'Анна Смирнова');
    await showsText(canvasElement, 'Игорь Громов');
  },
};

export const ОрганизаторыПусто: Story = {
  name: 'Топ организаторы, пусто',
  parameters: at('/management/statistics', nothingYet),
  play: async ({ canvasElement }) => {
    await showsText(canvasElement, 'Нет данных об организаторах');
  },
};

export const УчастникиПусто: Story = {
  name: 'Активные участники, пусто',
  parameters: at('/management/statistics', nothingYet),
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Активные участники');
    await showsText(canvasElement, 'Нет данных об участниках');
  },
};

export const КатегорииПусто: Story = {
  name: 'По категориям, пусто',
  parameters: at('/management/statistics', nothingYet),
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'По категориям');
    await showsText(canvasElement, 'Нет данных о категориях');
  },
};

export const МодераторыПусто: Story = {
  name: 'Модераторы, пусто',
  parameters: at('/management/statistics', nothingYet),
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Модераторы');
    await showsText(canvasElement, 'Нет данных о модераторах');
  },
};

export const ОшибкаЗагрузки: Story = {
  name: 'Ошибка загрузки',
  parameters: at('/management/statistics', [signedIn(people.admin), failsWith500('/api/management/statistics/organizers')], {
    logs: [PAGE_DATA_FAILURE_LOG, 'Не удалось загрузить статистику'],
  }),
  play: async ({ canvasElement }) => {
    await showsText(canvasElement, 'Ошибка при загрузке статистики');
  },
};
