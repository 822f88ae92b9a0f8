import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePublicProfile } from '../../fixtures';
import { UserProfileCard } from './UserProfileCard';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Участник/UserProfileCard',
  component: UserProfileCard,
  args: { profile: samplePublicProfile(), onComplain: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 560, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    specRules: [
      { rule: 'Профиль другого пользователя: имя, возраст, город, о себе, значок статуса', state: 'Все поля видны', story: 'AllVisible' },
      { rule: 'Скрытые настройками приватности поля не показываются', state: 'Без возраста и «О себе», имя «Пользователь №57»', story: 'HiddenFields' },
      { rule: 'Статус suspended — «Приостановлен»', state: 'Жёлтый значок', story: 'Suspended' },
      { rule: 'Статус blocked — «Заблокирован»', state: 'Красный значок', story: 'Blocked' },
      { rule: 'Жалоба на пользователя — из его публичного профиля', state: 'Кнопка «Пожаловаться»', story: 'AllVisible' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof UserProfileCard>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The card's facts as term → value pairs, in order. */
const facts = (canvas: Canvas): Array<[string, string]> =>
  canvas.getAllByRole('term').map((term: HTMLElement) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);

export const AllVisible: Story = {
  name: 'Все поля видны',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Анна Смирнова' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Анна Смирнова' })).toBeVisible();
    await expect(canvas.getByText('Активен')).toBeVisible();
    await expect(facts(canvas)).toEqual([
      ['Возраст', '32 года'],
      ['Город', 'Москва'],
      ['Дата регистрации', 'март 2025 г.'],
      ['О себе', 'Люблю джаз и долгие прогулки по набережным. Хожу на лекции об архитектуре.'],
    ]);
  },
};

/** Behaviour test: «Пожаловаться» calls onComplain (out of the sidebar, still run). */
export const AllVisibleFlow: Story = {
  ...AllVisible,
  name: 'Все поля видны: жалоба',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Анна Смирнова' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Анна Смирнова' })).toBeVisible();
    await expect(canvas.getByText('Активен')).toBeVisible();
    await expect(facts(canvas)).toEqual([
      ['Возраст', '32 года'],
      ['Город', 'Москва'],
      ['Дата регистрации', 'март 2025 г.'],
      ['О себе', 'Люблю джаз и долгие прогулки по набережным. Хожу на лекции об архитектуре.'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Пожаловаться' }));
    await expect(args.onComplain).toHaveBeenCalledOnce();
  },
};

export const HiddenFields: Story = {
  name: 'Скрытые поля',
  args: {
    profile: samplePublicProfile({ id: 57, displayName: undefined, birthDate: undefined, age: undefined, bio: undefined }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A hidden name shows as the anonymous name the events use for the organizer.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Пользователь №57' })).toBeVisible();
    await expect(facts(canvas)).toEqual([
      ['Город', 'Москва'],
      ['Дата регистрации', 'март 2025 г.'],
    ]);
    await expect(canvas.queryByText(/Возраст|О себе/)).toBeNull();
  },
};

export const AgeForms: Story = {
  name: 'Возраст: 21 год',
  args: { profile: samplePublicProfile({ birthDate: '2005-01-10', age: 21 }) },
  play: async ({ canvasElement }) => {
    await expect(facts(within(canvasElement))[0]).toEqual(['Возраст', '21 год']);
  },
};

export const Suspended: Story = {
  name: 'Приостановлен',
  args: { profile: samplePublicProfile({ status: 'suspended' }) },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Приостановлен');
    await expect(badge.closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
  },
};

export const Blocked: Story = {
  name: 'Заблокирован',
  args: { profile: samplePublicProfile({ status: 'blocked' }) },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Заблокирован');
    await expect(badge.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
  },
};

export const OwnProfile: Story = {
  name: 'Без кнопки жалобы',
  args: { onComplain: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const AsSection: Story = {
  name: 'Заголовок второго уровня',
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Анна Смирнова' })).toBeVisible();
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [AllVisible, HiddenFields, AgeForms, Suspended, Blocked, OwnProfile, AsSection];

/** Every named state at once, each under its caption. */
export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <UserProfileCard {...args} {...stateArgs} />}
    />
  ),
};
