import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ThemeMode } from '../../theme';
import { LinkButton } from '../../primitives/LinkButton';
import { ThemeToggle } from '../ThemeToggle';
import { SiteHeader } from './SiteHeader';
import type { SpecRule } from '../../stories/specRules';
import { StateFigure, StateGallery } from '../../stories/StateGallery';

function SampleThemeToggle() {
  const [mode, setMode] = useState<ThemeMode>('light');
  return <ThemeToggle mode={mode} onToggle={() => setMode(mode === 'light' ? 'dark' : 'light')} />;
}

const meta = {
  title: 'Участник/SiteHeader',
  component: SiteHeader,
  parameters: {
    layout: 'fullscreen',
    specRules: [
      { rule: 'Шапка: логотип ведёт на /events', state: 'Только логотип', story: 'LogoOnly' },
      { rule: 'Кнопка «Создать» (на /events), переключатель темы и меню пользователя', state: 'Логотип, «Создать», переключатель темы', story: 'WithActions' },
      { rule: 'Разделы: «События», «Мои участия», «Я организатор», текущий отмечен', state: 'Строка разделов, «Мои участия» текущий', story: 'WithSections' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LogoOnly: Story = {
  name: 'Только логотип',
  args: {},
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Городские события' })).toHaveAttribute('href', '/events');
  },
};

export const WithActions: Story = {
  name: 'С кнопкой «Создать» и переключателем темы',
  args: {
    actions: (
      <LinkButton href="/create-event" size="sm">
        Создать
      </LinkButton>
    ),
    themeToggle: <SampleThemeToggle />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Создать' })).toHaveAttribute('href', '/create-event');
    await expect(canvas.getByRole('button', { name: 'Включить тёмную тему' })).toBeVisible();
  },
};

export const CustomHome: Story = {
  name: 'Логотип ведёт на главную',
  args: { homeHref: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Городские события' })).toHaveAttribute('href', '/');
  },
};

const SECTIONS = [
  { href: '/events', label: 'События' },
  { href: '/my-events', label: 'Мои участия' },
  { href: '/organizator', label: 'Я организатор' },
];

/** A signed-in person's header: every own page is one click away, the current one marked. */
export const WithSections: Story = {
  name: 'С разделами: События, Мои участия, Я организатор',
  args: {
    sections: SECTIONS,
    currentHref: '/my-events',
    actions: (
      <LinkButton href="/create-event" size="sm">
        Создать
      </LinkButton>
    ),
    themeToggle: <SampleThemeToggle />,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Разделы' });
    for (const { href, label } of SECTIONS) {
      const link = within(nav).getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'Мои участия' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'События' })).not.toHaveAttribute('aria-current');
  },
};

export const WithSectionsPhone: Story = {
  ...WithSections,
  name: 'С разделами на телефоне 390 px: своя строка, всё видно',
  parameters: {
    viewport: { options: { phone390: { name: 'Телефон 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const nav = canvas.getByRole('navigation', { name: 'Разделы' });
    const banner = canvas.getByRole('banner').getBoundingClientRect();
    for (const { label } of SECTIONS) {
      const box = within(nav).getByRole('link', { name: label }).getBoundingClientRect();
      // Each link is whole on the screen and a finger's size.
      await expect(box.left).toBeGreaterThanOrEqual(banner.left);
      await expect(box.right).toBeLessThanOrEqual(banner.right);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // The row sits under the logo and the tools, not squeezed between them.
    const logo = canvas.getByRole('link', { name: 'Городские события' }).getBoundingClientRect();
    await expect(nav.getBoundingClientRect().top).toBeGreaterThanOrEqual(logo.bottom - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [LogoOnly, WithActions, CustomHome, WithSections];

/** Every named state at once, each under its caption. */
export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      {/* Not StatesGallery: each frame's section is named after its state, which `show` is not given. */}
      {REVIEW_STATES.map((state) => (
        <StateFigure key={state.name} caption={state.name ?? ''}>
          {/* Inside a labelled section a header is no banner landmark, so the frame keeps none twice. */}
          <section aria-label={state.name}>
            <SiteHeader {...args} {...state.args} />
          </section>
        </StateFigure>
      ))}
    </StateGallery>
  ),
};
