import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { sampleUsers } from '../../fixtures';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Участник/UserMenu',
  component: UserMenu,
  args: { user: sampleUsers.user, onFeedback: fn(), onLogout: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const menuItemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());

export const User: Story = {
  name: 'Пользователь',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Меню пользователя: Анна Смирнова' }));
    await screen.findByRole('menu');
    await expect(menuItemNames()).toEqual(['Профиль', 'Обратная связь', 'О проекте', 'Выйти']);
    await expect(screen.getByRole('menuitem', { name: 'Профиль' })).toHaveAttribute('href', '/profile');
    await expect(screen.getByRole('menuitem', { name: 'О проекте' })).toHaveAttribute('href', '/about');

    await userEvent.click(screen.getByRole('menuitem', { name: 'Обратная связь' }));
    await expect(args.onFeedback).toHaveBeenCalledTimes(1);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const UserWithoutName: Story = {
  name: 'Пользователь без имени',
  args: { user: sampleUsers.withoutName },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Меню пользователя: ivan.petrov@example.ru' })).toBeVisible();
  },
};

export const Moderator: Story = {
  name: 'Модератор',
  args: { user: sampleUsers.moderator },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Меню пользователя/ }));
    await screen.findByRole('menu');
    await expect(menuItemNames()).toEqual(['Профиль', 'Админ-панель', 'Обратная связь', 'О проекте', 'Выйти']);
    await expect(screen.getByRole('menuitem', { name: 'Админ-панель' })).toHaveAttribute('href', '/management');
  },
};

export const Admin: Story = {
  name: 'Администратор',
  args: { user: sampleUsers.admin },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Меню пользователя/ }));
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Админ-панель' })).toBeVisible());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Выйти' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Mobile: Story = {
  name: 'Мобильная версия (боковая панель)',
  args: { user: sampleUsers.moderator },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, args, userEvent }) => {
    // Only the drawer trigger is rendered for assistive technology on a small screen.
    const triggers = canvas.getAllByRole('button', { name: 'Меню пользователя: Олег Модераторов' });
    await expect(triggers).toHaveLength(1);
    await userEvent.click(triggers[0]!);

    const drawer = await screen.findByRole('dialog', { name: 'Меню пользователя' });
    const inDrawer = within(drawer);
    // The drawer fades and slides in: wait for the animation before asking what is visible.
    await waitFor(() => expect(inDrawer.getByRole('heading', { name: 'Олег Модераторов' })).toBeVisible());
    await expect(inDrawer.getByRole('link', { name: 'Профиль' })).toHaveAttribute('href', '/profile');
    await expect(inDrawer.getByRole('link', { name: 'Админ-панель' })).toHaveAttribute('href', '/management');
    await expect(inDrawer.getByRole('button', { name: 'Обратная связь' })).toBeVisible();
    await expect(inDrawer.getByRole('link', { name: 'О проекте' })).toHaveAttribute('href', '/about');

    await userEvent.click(inDrawer.getByRole('button', { name: 'Выйти' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onFeedback).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const MobileClose: Story = {
  name: 'Мобильная версия, закрытие',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /^Меню пользователя/ });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Меню пользователя' });
    await expect(within(drawer).queryByRole('link', { name: 'Админ-панель' })).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Закрыть меню' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};
