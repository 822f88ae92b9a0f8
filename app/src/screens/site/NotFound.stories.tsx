import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { people, signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsButton, showsHeading } from '../harness/shows';

/** Any unknown path: 'Страница не найдена' with the ways back. */
const meta = {
  title: 'Экраны/Сайт/Страница не найдена',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons 'На главную' and 'Назад', the links to the events, the project and registration. */
async function showsTheWaysBack(canvasElement: HTMLElement): Promise<void> {
  await showsHeading(canvasElement, 'Страница не найдена');
  const page = within(canvasElement);
  await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  await showsButton(canvasElement, 'Назад');
  const links = within(page.getByRole('navigation', { name: 'Полезные ссылки' }));
  await expect(links.getByRole('link', { name: 'События' })).toHaveAttribute('href', '/events');
  await expect(links.getByRole('link', { name: 'О проекте' })).toHaveAttribute('href', '/about');
  await expect(links.getByRole('link', { name: 'Регистрация' })).toHaveAttribute('href', '/register');
}

export const Посетитель: Story = {
  parameters: at('/afisha-2019', [signedIn(null)]),
  play: async ({ canvasElement }) => {
    await showsTheWaysBack(canvasElement);
  },
};

export const Участник: Story = {
  parameters: at('/afisha-2019', [signedIn(people.participant)]),
  play: async ({ canvasElement }) => {
    await showsTheWaysBack(canvasElement);
  },
};
