import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SpecRule } from '../../stories/specRules';
import { ADD_TO_CALENDAR_TEXTS, AddToCalendarMenu } from './AddToCalendarMenu';
import { StateFigure, StateGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Участник/AddToCalendarMenu',
  component: AddToCalendarMenu,
  args: {
    icsHref: '/api/events/7/calendar.ics',
    icsFileName: 'event-7.ics',
    googleHref: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=%D0%94%D0%B6%D0%B0%D0%B7',
    yandexHref: 'https://calendar.yandex.ru/event?name=%D0%94%D0%B6%D0%B0%D0%B7',
  },
  // The specifications do not name a calendar menu: its rules are the project's own (docs/events.md#calendars).
  parameters: { specRules: [] satisfies SpecRule[] },
  // An app router that resolves every href as one of its routes, as react-router's useHref does: the
  // menu's links must come out as written.
  decorators: [
    (Story) => (
      <RouterProvider navigate={fn()} useHref={(href) => `/events/7/${href}`}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof AddToCalendarMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Closed: Story = {
  name: 'Закрыто',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: ADD_TO_CALENDAR_TEXTS.trigger });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.queryByRole('menu')).toBeNull();
  },
};

export const Open: Story = {
  name: 'Открыто',
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: ADD_TO_CALENDAR_TEXTS.trigger });
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      ADD_TO_CALENDAR_TEXTS.ics,
      ADD_TO_CALENDAR_TEXTS.google,
      ADD_TO_CALENDAR_TEXTS.yandex,
    ]);
    const [ics, google, yandex] = items;
    await expect(ics).toHaveAttribute('href', args.icsHref);
    await expect(ics).toHaveAttribute('download', args.icsFileName);
    await expect(google).toHaveAttribute('href', args.googleHref);
    await expect(google).toHaveAttribute('target', '_blank');
    await expect(google).toHaveAccessibleName(`${ADD_TO_CALENDAR_TEXTS.google} ${ADD_TO_CALENDAR_TEXTS.newTab}`);
    await expect(yandex).toHaveAttribute('href', args.yandexHref);
    await expect(yandex).toHaveAttribute('target', '_blank');
    // Opened by its prop, not by a key: no item wears a focus ring on the reference frame.
    await expect(page.queryAllByRole('menuitem').filter((item) => item.hasAttribute('data-focus-visible'))).toEqual([]);
  },
};

/** The menu opened by a click, as a person opens it. */
export const OpenByClick: Story = {
  name: 'Открывается по нажатию',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: ADD_TO_CALENDAR_TEXTS.trigger });
    await userEvent.click(trigger);
    await page.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Keyboard: Story = {
  name: 'С клавиатуры',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: ADD_TO_CALENDAR_TEXTS.trigger });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Закрыто">
        <AddToCalendarMenu {...args} />
      </StateFigure>
      {/* Room below for the open menu, so it covers nothing of the column. */}
      <StateFigure caption="Открыто">
        <div style={{ minHeight: '12rem' }}>
          <AddToCalendarMenu {...args} defaultOpen />
        </div>
      </StateFigure>
    </StateGallery>
  ),
  play: async () => {
    const menu = await page.findByRole('menu');
    // The popover fades in: judged once it has.
    await waitFor(() => expect(menu).toBeVisible());
  },
};
