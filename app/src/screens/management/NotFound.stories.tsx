import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { people, signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsButton, showsHeading } from '../harness/shows';

/** A path below /management of no section: the 404 inside the admin layout. */
const meta = {
  title: 'Экраны/Управление/Страница не найдена',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Модератор: Story = {
  parameters: at('/management/reports', [signedIn(people.moderator)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Страница не найдена');
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'К панели управления' })).toHaveAttribute('href', '/management/dashboard');
    await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    await showsButton(canvasElement, 'Назад');
  },
};
