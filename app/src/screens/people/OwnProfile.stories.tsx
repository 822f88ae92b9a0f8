import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { User } from '@city/contracts';
import { sampleProfile } from '@city/design-system/fixtures';
import { people, signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsHeading, showsText } from '../harness/shows';

/** /profile: the own profile with its privacy switches and account info, editable or read-only. */
const meta = {
  title: 'Экраны/Участник/Мой профиль',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ownProfile = (person: User) =>
  at('/profile', [
    signedIn(person),
    http.get('/api/profile', () => HttpResponse.json(sampleProfile({ id: person.id, email: person.email, status: person.status }))),
    http.get('/api/calendar/subscription', () => HttpResponse.json({ url: 'https://example.ru/api/calendar/feed/a1b2c3d4.ics' })),
  ]);

export const Профиль: Story = {
  parameters: ownProfile(people.participant),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Мой профиль', 1);
    await showsText(canvasElement, 'Информация об аккаунте');
    await showsText(canvasElement, people.participant.email);
  },
};

export const Приостановлен: Story = {
  name: 'Аккаунт приостановлен',
  parameters: ownProfile({ ...people.participant, status: 'suspended' }),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Мой профиль', 1);
    await showsText(canvasElement, 'Ваш аккаунт приостановлен. Вы можете просматривать контент, но не можете выполнять активные действия.');
  },
};

export const Заблокирован: Story = {
  name: 'Аккаунт заблокирован',
  parameters: ownProfile({ ...people.participant, status: 'blocked' }),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Мой профиль', 1);
    await showsText(canvasElement, 'Ваш аккаунт заблокирован. Вы можете только просматривать свой профиль.');
  },
};
