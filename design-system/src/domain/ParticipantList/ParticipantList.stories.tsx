import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ParticipantList, PARTICIPANT_LIST_TEXTS } from './ParticipantList';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

const PEOPLE = [
  { id: 11, name: 'Анна Смирнова' },
  { id: 12, name: 'Пользователь №12' },
  { id: 13, name: 'Константин Константинопольский-Задунайский' },
];

const meta = {
  title: 'Участник/ParticipantList',
  component: ParticipantList,
  args: { state: { kind: 'ready', participants: PEOPLE }, profileHref: (id: number) => `/users/${id}` },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    specRules: [
      { rule: 'Имена участников ведут в их профили (/users/{userId})', state: 'Список ссылок, заголовок с числом', story: 'Some' },
      { rule: 'Список пуст', state: '«Пока никто не записался»', story: 'Empty' },
      { rule: 'Загрузка', state: 'Индикатор загрузки', story: 'Loading' },
      { rule: 'Ошибка загрузки', state: 'Красная строка', story: 'Failed' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof ParticipantList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Some: Story = {
  name: 'Участники: имена ведут в профили',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: /Кто записался/ })).toHaveTextContent('3 участника');
    const items = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(items.map((link) => link.textContent)).toEqual(PEOPLE.map((person) => person.name));
    await expect(canvas.getByRole('link', { name: 'Пользователь №12' })).toHaveAttribute('href', '/users/12');
  },
};

export const One: Story = {
  name: 'Один участник',
  args: { state: { kind: 'ready', participants: PEOPLE.slice(0, 1) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('1 участник');
  },
};

export const Empty: Story = {
  name: 'Пока никто не записался',
  args: { state: { kind: 'ready', participants: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(PARTICIPANT_LIST_TEXTS.empty)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Загрузка',
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: PARTICIPANT_LIST_TEXTS.loading })).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Ошибка загрузки',
  args: { state: { kind: 'failed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(PARTICIPANT_LIST_TEXTS.failed);
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [Some, One, Empty, Loading, Failed];

/**
 * Every named state at once, each under its caption. «landmark-unique» is off for this story only:
 * the section is named by its heading «Кто записался», and an event page shows one list.
 */
export const AllStates: Story = {
  name: 'Все состояния',
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <ParticipantList {...args} {...stateArgs} />}
    />
  ),
};
