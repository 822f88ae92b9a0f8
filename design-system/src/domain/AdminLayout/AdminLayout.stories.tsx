import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { ThemeMode } from '../../theme';
import { Heading, Stack, Text } from '../../layout';
import { LinkButton } from '../../primitives/LinkButton';
import { sampleUsers } from '../../fixtures';
import { ThemeToggle } from '../ThemeToggle';
import { AdminLayout } from './AdminLayout';
import type { AdminNavItem } from './AdminPanel';
import { wordsCutIn } from '../../stories/wordsCut';

/** The links navigate through this instead of leaving the story (the app passes react-router's). */
const navigate = fn();

const staffSections: AdminNavItem[] = [
  { id: 'dashboard', href: '/management/dashboard', label: 'Панель управления' },
  { id: 'claims-events', href: '/management/claims/events', label: 'Жалобы на мероприятия' },
  { id: 'claims-users', href: '/management/claims/users', label: 'Жалобы на пользователей' },
  { id: 'feedback', href: '/management/feedback', label: 'Отзывы' },
  { id: 'statistics', href: '/management/statistics', label: 'Статистика' },
];
const adminSections: AdminNavItem[] = [
  ...staffSections.slice(0, 3),
  { id: 'users', href: '/management/users', label: 'Пользователи' },
  ...staffSections.slice(3),
];

function SampleThemeToggle() {
  const [mode, setMode] = useState<ThemeMode>('light');
  return <ThemeToggle mode={mode} onToggle={() => setMode(mode === 'light' ? 'dark' : 'light')} />;
}

const meta = {
  title: 'Управление/AdminLayout',
  component: AdminLayout,
  // The layout is a whole page: the skip link, the full height and the page background are its own.
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: {
    items: adminSections,
    currentId: 'dashboard',
    user: sampleUsers.admin,
    onLogout: fn(),
    themeToggle: <SampleThemeToggle />,
    children: (
      <Stack gap="md">
        <Heading level={1}>Панель управления</Heading>
        <Text>Здесь сводка платформы и быстрые переходы.</Text>
        <div>
          <LinkButton href="/management/claims/events" variant="secondary">
            К жалобам
          </LinkButton>
        </div>
      </Stack>
    ),
  },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof AdminLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  name: 'Администратор',
  play: async ({ canvas, args, userEvent }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Разделы админ-панели' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Панель управления',
      'Жалобы на мероприятия',
      'Жалобы на пользователей',
      'Пользователи',
      'Отзывы',
      'Статистика',
    ]);
    await expect(nav.getByRole('link', { name: 'Панель управления' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Отзывы' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Мария Админова')).toBeVisible();
    await expect(canvas.getByText('Администратор')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'На сайт' })).toHaveAttribute('href', '/events');
    // The page sits in the main region, which fills the viewport's height with the sidebar.
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.getByRole('main')).not.toContainElement(nav.getByRole('link', { name: 'Отзывы' }));

    const themeToggle = canvas.getByRole('button', { name: 'Включить тёмную тему' });
    await userEvent.click(themeToggle);
    await expect(canvas.getByRole('button', { name: 'Включить светлую тему' })).toBeVisible();

    await userEvent.click(nav.getByRole('link', { name: 'Пользователи' }));
    await expect(navigate).toHaveBeenCalledWith('/management/users', undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Выйти' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const SkipLink: Story = {
  name: 'Переход к содержимому с клавиатуры',
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = canvasElement.firstElementChild as HTMLElement;
    await expect(page.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);

    // The skip link is the first Tab stop, shown once focused, and moves focus to the main region.
    canvasElement.ownerDocument.body.focus();
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Перейти к содержимому' });
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toBeVisible();
    await expect(skipLink).toHaveAttribute('href', '#main');
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(main).toHaveFocus();
    await expect(navigate).not.toHaveBeenCalled();
    // The next Tab continues inside the page, past the sidebar.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'К жалобам' })).toHaveFocus();
  },
};

export const WithoutThemeToggle: Story = {
  name: 'Без переключателя темы',
  args: { themeToggle: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /тему/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Админ-панель')).toBeVisible();
  },
};

export const Moderator: Story = {
  name: 'Модератор: без раздела «Пользователи»',
  args: { items: staffSections, currentId: 'claims-events', user: sampleUsers.moderator },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Разделы админ-панели' }));
    await expect(nav.queryByRole('link', { name: 'Пользователи' })).not.toBeInTheDocument();
    await expect(nav.getByRole('link', { name: 'Жалобы на мероприятия' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Олег Модераторов')).toBeVisible();
    await expect(canvas.getByText('Модератор')).toBeVisible();
  },
};

export const WithoutName: Story = {
  name: 'Без имени: показан e-mail',
  args: { user: { displayName: null, email: 'moderator@example.com', role: 'moderator' }, items: staffSections },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('moderator@example.com')).toBeVisible();
  },
};

export const NoCurrentSection: Story = {
  name: 'Страница вне разделов (404)',
  args: { currentId: null },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Разделы админ-панели' }));
    for (const link of nav.getAllByRole('link')) await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const Mobile: Story = {
  name: 'Мобильный: разделы в выдвижной панели',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, args, userEvent }) => {
    // The sidebar is not rendered for anyone on a small screen; the menu button stands in for it.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Панель управления' })).toBeVisible();
    // The theme switch sits in the bar beside the menu button (only the bar's copy is shown).
    await expect(canvas.getAllByRole('button', { name: 'Включить тёмную тему' })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Включить тёмную тему' })).toBeVisible();
    // The page is as wide as the screen: nothing scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const trigger = canvas.getByRole('button', { name: 'Меню админ-панели' });
    await userEvent.click(trigger);

    const drawer = await screen.findByRole('dialog', { name: 'Меню админ-панели' });
    const inDrawer = within(drawer);
    await waitFor(() => expect(inDrawer.getByText('Мария Админова')).toBeVisible());
    await expect(inDrawer.queryByRole('button', { name: /тему/ })).not.toBeInTheDocument();
    await expect(inDrawer.getByRole('link', { name: 'Панель управления' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(inDrawer.getByRole('link', { name: 'Жалобы на пользователей' }));
    await expect(navigate).toHaveBeenCalledWith('/management/claims/users', undefined);
    // Choosing a section closes the drawer.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    const reopened = await screen.findByRole('dialog', { name: 'Меню админ-панели' });
    await userEvent.click(within(reopened).getByRole('button', { name: 'Выйти' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const MobileClose: Story = {
  name: 'Мобильный: закрытие панели',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Меню админ-панели' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Меню админ-панели' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Закрыть меню' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  name: 'Тёмная тема',
  globals: { theme: 'dark' },
  args: { currentId: 'statistics' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Статистика' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LongEmail: Story = {
  name: 'Без имени, длинный e-mail: перенос после «@» или точки',
  args: {
    user: { displayName: null, email: 'elizaveta.konstantinova@moderation-team.example.com', role: 'moderator' },
    items: staffSections,
  },
  play: async ({ canvas }) => {
    const email = canvas.getByText('elizaveta.konstantinova@moderation-team.example.com');
    await expect(email).toBeVisible();
    // Narrower than the address: it wraps, but only after «@» or a dot, never inside a word.
    await expect(email.getBoundingClientRect().height).toBeGreaterThan(Number.parseFloat(getComputedStyle(email).lineHeight));
    await expect(wordsCutIn(email)).toEqual([]);
  },
};
