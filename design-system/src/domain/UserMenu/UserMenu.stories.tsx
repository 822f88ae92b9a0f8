import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { sampleUsers } from '../../fixtures';
import { UserMenu } from './UserMenu';
import type { SpecRule } from '../../stories/specRules';
import { asIfOpenedByPointer } from '../../stories/storyModality';
import { StatesGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Участник/UserMenu',
  component: UserMenu,
  args: { user: sampleUsers.user, onFeedback: fn(), onLogout: fn() },
  parameters: {
    layout: 'padded',
    specRules: [
      { rule: 'Меню пользователя: «Профиль», «Обратная связь», «О проекте», «Выйти»', state: 'Четыре пункта меню', story: 'UserOpen' },
      { rule: 'Без имени — email в кнопке меню', state: '«Меню пользователя: ivan.petrov@example.ru»', story: 'UserWithoutName' },
      { rule: 'Модератор и администратор видят «Админ-панель»', state: 'Пункт «Админ-панель» в меню', story: 'ModeratorOpen' },
      { rule: 'На телефоне меню — выдвижная панель', state: 'Панель с пунктами меню', story: 'MobileFlow' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const menuItemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());

export const User: Story = {
  name: 'Пользователь',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Меню пользователя/ })).toBeVisible();
  },
};

/** The menu as a press leaves it open: its items, no focus ring. */
const openMenuStory = (items: string[]): Pick<Story, 'args' | 'beforeEach' | 'play'> => ({
  beforeEach: asIfOpenedByPointer,
  play: async () => {
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual(items);
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
});

export const UserOpen: Story = {
  name: 'Пользователь: меню открыто',
  args: { defaultOpen: true },
  ...openMenuStory(['Профиль', 'Обратная связь', 'О проекте', 'Выйти']),
};

export const ModeratorOpen: Story = {
  name: 'Модератор: меню открыто',
  args: { user: sampleUsers.moderator, defaultOpen: true },
  ...openMenuStory(['Профиль', 'Админ-панель', 'Обратная связь', 'О проекте', 'Выйти']),
};

/** Behaviour test: the menu lists Профиль, Обратная связь, О проекте, Выйти; «Обратная связь» calls onFeedback (out of the sidebar, still run). */
export const UserFlow: Story = {
  ...User,
  name: 'Пользователь: пункты меню и «Обратная связь»',
  tags: ['!dev', '!autodocs'],
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Меню пользователя/ })).toBeVisible();
  },
};

/** Behaviour test: staff see «Админ-панель» leading to /management (out of the sidebar, still run). */
export const ModeratorFlow: Story = {
  ...Moderator,
  name: 'Модератор: пункт «Админ-панель»',
  tags: ['!dev', '!autodocs'],
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Меню пользователя/ })).toBeVisible();
  },
};

/** Behaviour test: «Выйти» calls onLogout and closes the menu (out of the sidebar, still run). */
export const AdminFlow: Story = {
  ...Admin,
  name: 'Администратор: «Выйти»',
  tags: ['!dev', '!autodocs'],
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
  play: async ({ canvas }) => {
    // Only the drawer trigger is rendered for assistive technology on a small screen.
    const triggers = canvas.getAllByRole('button', { name: 'Меню пользователя: Олег Модераторов' });
    await expect(triggers).toHaveLength(1);
  },
};

/** Behaviour test: the drawer lists the entries; «Выйти» calls onLogout (out of the sidebar, still run). */
export const MobileFlow: Story = {
  ...Mobile,
  name: 'Мобильная версия: боковая панель и «Выйти»',
  tags: ['!dev', '!autodocs'],
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

/** Behaviour test: «Закрыть меню» closes the drawer and focus returns to the avatar. */
export const MobileClose: Story = {
  name: 'Мобильная версия, закрытие',
  tags: ['!dev', '!autodocs'],
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

const REVIEW_STATES: ReadonlyArray<Story> = [User, UserWithoutName, Moderator, Admin];

/** Every named state at once, each under its caption. */
export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <UserMenu {...args} {...stateArgs} />}
    />
  ),
};
