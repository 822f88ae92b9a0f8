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
import { AdminPanel, type AdminNavItem } from './AdminPanel';
import type { SpecRule } from '../../stories/specRules';
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
  parameters: {
    layout: 'fullscreen',
    specRules: [
      {
        rule: 'Боковая панель, ссылка «На сайт» и выход; имя пользователя и метка роли (Администратор)',
        state: 'Разделы, «На сайт», «Выйти», имя и «Администратор»',
        story: 'Admin',
      },
      { rule: 'Раздел «Пользователи» в навигации видит только администратор', state: 'Модератор: без «Пользователи»', story: 'Moderator' },
      { rule: 'Показано отображаемое имя или e-mail', state: 'Без имени: e-mail вместо имени', story: 'WithoutName' },
      { rule: 'На мобильном боковая панель — выдвижная', state: 'Кнопка «Меню админ-панели», панель выдвинута', story: 'Mobile' },
    ] satisfies SpecRule[],
  },
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
  play: async ({ canvas }) => {
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
  },
};

/** The theme switch, a section link and «Выйти» pressed in turn. */
export const AdminActions: Story = {
  name: 'Администратор: тема, переход и выход',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, args, userEvent }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Разделы админ-панели' }));
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
  tags: ['!dev', '!autodocs'],
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
    // The address is in parts (it may break only after «@» and dots), whole in the title.
    const email = canvas.getByTitle('moderator@example.com');
    await expect(email).toHaveTextContent(/^moderator@example\.com$/);
    await expect(email).toBeVisible();
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
  args: { defaultMenuOpen: true },
  play: async ({ canvas }) => {
    // The sidebar is not rendered for anyone on a small screen; the menu button stands in for it.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Меню админ-панели' })).toBeInTheDocument();
    const drawer = await screen.findByRole('dialog', { name: 'Меню админ-панели' });
    const inDrawer = within(drawer);
    await waitFor(() => expect(inDrawer.getByText('Мария Админова')).toBeVisible());
    await expect(inDrawer.queryByRole('button', { name: /тему/ })).not.toBeInTheDocument();
    await expect(inDrawer.getByRole('link', { name: 'Панель управления' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The drawer opened from the bar, a section chosen, opened again and «Выйти» pressed. */
export const MobileFlow: Story = {
  name: 'Мобильный: выбор раздела и выход',
  tags: ['!dev', '!autodocs'],
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
  tags: ['!dev', '!autodocs'],
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

export const LongEmail: Story = {
  name: 'Без имени, длинный e-mail: перенос после «@» или точки',
  args: {
    user: { displayName: null, email: 'elizaveta.konstantinova@moderation-team.example.com', role: 'moderator' },
    items: staffSections,
  },
  play: async ({ canvas }) => {
    const email = canvas.getByTitle('elizaveta.konstantinova@moderation-team.example.com');
    await expect(email).toHaveTextContent(/^elizaveta\.konstantinova@moderation-team\.example\.com$/);
    await expect(email).toBeVisible();
    // Narrower than the address: it wraps, but only after «@» or a dot, never inside a word.
    await expect(email.getBoundingClientRect().height).toBeGreaterThan(Number.parseFloat(getComputedStyle(email).lineHeight));
    await expect(wordsCutIn(email)).toEqual([]);
  },
};

/** A part of the address wider than the sidebar: cut with an ellipsis, never broken inside. */
export const VeryLongEmailPart: Story = {
  name: 'Без имени, часть e-mail шире панели: многоточие',
  args: {
    user: { displayName: null, email: 'konstantin.konstantinopolskiy-rimskiy@example.com', role: 'moderator' },
    items: staffSections,
  },
  play: async ({ canvas }) => {
    const email = canvas.getByTitle('konstantin.konstantinopolskiy-rimskiy@example.com');
    await expect(getComputedStyle(email).textOverflow).toBe('ellipsis');
    await expect(email.scrollWidth).toBeGreaterThan(email.clientWidth);
    // The only cut is the ellipsis of the part too wide; no word is split over two lines.
    const cuts = wordsCutIn(email);
    await expect(cuts.filter((cut) => !cut.startsWith('ellipsis') && !cut.includes('clipped'))).toEqual([]);
  },
};

const longEmailModerator = { displayName: null, email: 'elizaveta.konstantinova@moderation-team.example.com', role: 'moderator' };

/**
 * The sidebar's states side by side (its content, AdminPanel; the drawer and the whole page are in
 * their own stories). The navigation landmark repeats once per state by design, so axe's
 * «landmark-unique» is off for this story only: a page never shows two sidebars.
 */
export const AllStates: Story = {
  name: 'Все состояния',
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => {
    const states = [
      { caption: 'Администратор', items: adminSections, currentId: 'dashboard', user: sampleUsers.admin },
      { caption: 'Модератор: без раздела «Пользователи»', items: staffSections, currentId: 'claims-events', user: sampleUsers.moderator },
      {
        caption: 'Без имени: показан e-mail',
        items: staffSections,
        currentId: 'feedback',
        user: { displayName: null, email: 'moderator@example.com', role: 'moderator' },
      },
      { caption: 'Без имени, длинный e-mail', items: staffSections, currentId: 'statistics', user: longEmailModerator },
      { caption: 'Страница вне разделов (404)', items: adminSections, currentId: null, user: sampleUsers.admin },
    ];
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', padding: '1rem' }}>
        {states.map((state) => (
          <figure key={state.caption} style={{ width: '14rem', margin: 0 }}>
            <figcaption>{state.caption}</figcaption>
            <div style={{ border: '1px solid', borderRadius: '0.75rem' }}>
              <AdminPanel items={state.items} currentId={state.currentId} user={state.user} siteHref="/events" onLogout={args.onLogout} />
            </div>
          </figure>
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('navigation', { name: 'Разделы админ-панели' })).toHaveLength(5);
  },
};
