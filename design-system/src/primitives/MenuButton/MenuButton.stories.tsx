import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inOwnFrame } from '../../stories/docsFrame';
import type { SpecRule } from '../../stories/specRules';
import { deferredCode } from '../shared/codeOnReach';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import { asIfOpenedByPointer } from '../../stories/storyModality';
import { AriaMenuButton } from './AriaMenuButton';
import { MenuButton, MenuButtonOnReach, type MenuButtonItem, type MenuButtonProps } from './MenuButton';

const navigate = fn();
const openFeedback = fn();
const logout = fn();

const items: MenuButtonItem[] = [
  { id: 'profile', label: 'Профиль', href: '/profile' },
  { id: 'feedback', label: 'Обратная связь', onAction: openFeedback },
  { id: 'logout', label: 'Выйти', onAction: logout, tone: 'danger' },
];

const meta = {
  title: 'Примитивы/MenuButton',
  component: MenuButton,
  args: { label: 'Меню пользователя: Иван Петров', children: 'Иван Петров', items },
  parameters: {
    // The open menu's popover would lie over the next story on a shared Docs page.
    ...inOwnFrame('280px'),
    specRules: [
      {
        rule: 'Меню пользователя (выпадающее на компьютере): профиль, обратная связь, выход',
        state: 'Открыто: «Профиль», «Обратная связь», «Выйти»',
        story: 'Open',
      },
    ] satisfies SpecRule[],
  },
  beforeEach: () => {
    for (const spy of [navigate, openFeedback, logout]) spy.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof MenuButton>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

export const Closed: Story = {
  name: 'Закрыто',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Меню пользователя: Иван Петров' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

// The menu's own code (loaded by the preview) rendered open, as it is after a press on the button.
export const Open: Story = {
  name: 'Открыто',
  beforeEach: asIfOpenedByPointer,
  render: (args) => <AriaMenuButton {...args} openOnMount />,
  play: async () => {
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Профиль',
      'Обратная связь',
      'Выйти',
    ]);
    // Opened as by a press: no keyboard focus ring on the reference frame.
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  beforeEach: asIfOpenedByPointer,
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Закрыто">
        <MenuButton {...args} />
      </StateFigure>
      <StateFigure caption="Открыто">
        <div style={{ minHeight: '180px' }}>
          <AriaMenuButton {...args} placement="bottom start" openOnMount />
        </div>
      </StateFigure>
    </StateGallery>
  ),
  play: async () => {
    await expect(await page.findByRole('menu')).toBeInTheDocument();
  },
};

export const OpenWithClick: Story = {
  ...behaviourTest,
  name: 'Открытие мышью',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Меню пользователя: Иван Петров' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await page.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Профиль',
      'Обратная связь',
      'Выйти',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Выйти' }));
    await expect(logout).toHaveBeenCalledOnce();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  ...behaviourTest,
  name: 'Управление с клавиатуры',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Меню пользователя: Иван Петров' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Профиль' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Обратная связь' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openFeedback).toHaveBeenCalledOnce();
    await expect(logout).not.toHaveBeenCalled();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ArrowKeyOpens: Story = {
  ...behaviourTest,
  name: 'Открытие стрелкой вниз',
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Меню пользователя: Иван Петров' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Профиль' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

export const LinkItem: Story = {
  ...behaviourTest,
  name: 'Пункт-ссылка',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Меню пользователя: Иван Петров' }));
    const profile = await page.findByRole('menuitem', { name: 'Профиль' });
    await expect(profile).toHaveAttribute('href', '/profile');
    await userEvent.click(profile);
    await expect(navigate).toHaveBeenCalledWith('/profile', undefined);
  },
};

/** The menu's code as a slow phone network brings it: a fresh copy per story, not yet loaded. */
function SlowlyLoadedMenuButton(props: MenuButtonProps) {
  const [code] = useState(() =>
    deferredCode(() =>
      new Promise((resolve) => setTimeout(resolve, 300))
        .then(() => import('./AriaMenuButton'))
        .then((module) => module.AriaMenuButton),
    ),
  );
  return <MenuButtonOnReach {...props} code={code} />;
}

export const PressedBeforeLoad: Story = {
  ...behaviourTest,
  name: 'Нажата до загрузки кода: меню открывается, когда код пришёл',
  render: (args) => <SlowlyLoadedMenuButton {...args} />,
  play: async ({ canvasElement }) => {
    // Until then the stand-in has the real button's role, name and popup.
    const standIn = within(canvasElement).getByRole('button', { name: 'Меню пользователя: Иван Петров' });
    await expect(standIn).toHaveAttribute('aria-haspopup', 'true');
    await expect(standIn).not.toHaveAttribute('data-rac');
    await userEvent.click(standIn);
    const menu = await page.findByRole('menu', {}, { timeout: 3000 });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Обратная связь' }));
    await expect(openFeedback).toHaveBeenCalledOnce();
  },
};
