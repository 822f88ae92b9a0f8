import type { Meta, StoryObj } from '@storybook/react-vite';
import { people, signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsHeading, showsText } from '../harness/shows';

/** /about: the beta warning, the idea, what participants and organizers get, the way to write to us. */
const meta = {
  title: 'Экраны/Сайт/О проекте',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Посетитель: Story = {
  parameters: at('/about', [signedIn(null)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'О проекте', 1);
    await showsText(canvasElement, 'Бета-версия');
    await showsHeading(canvasElement, 'Участникам');
    await showsHeading(canvasElement, 'Организаторам');
    await showsHeading(canvasElement, 'Обратная связь');
  },
};

export const Участник: Story = {
  parameters: at('/about', [signedIn(people.participant)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'О проекте', 1);
    await showsHeading(canvasElement, 'Обратная связь');
    await showsText(canvasElement, 'Форма также открывается из меню пользователя в шапке сайта.');
  },
};
