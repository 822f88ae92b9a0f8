import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CALENDAR_SUBSCRIPTION_TEXTS, CalendarSubscriptionPanel } from './CalendarSubscriptionPanel';

const FEED = 'https://gorod-sobytiya.ru/api/calendar/feeds/Q2FsZW5kYXJGZWVkVG9rZW5FeGFtcGxlLTQzY2hhcnM.ics';
const WEBCAL = FEED.replace('https://', 'webcal://');

const meta = {
  title: 'Участник/CalendarSubscriptionPanel',
  component: CalendarSubscriptionPanel,
  args: {
    state: { kind: 'ready', url: FEED, webcalUrl: WEBCAL, isReissuing: false },
    onCopy: fn(),
    onReissue: fn(),
    onRetry: fn(),
  },
  // An app router that resolves every href as one of its routes, as react-router's useHref does: the
  // webcal: link must come out as written.
  decorators: [
    (Story) => (
      <RouterProvider navigate={fn()} useHref={(href) => `/profile/${href}`}>
        <div style={{ maxWidth: 640 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof CalendarSubscriptionPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  name: 'Ссылка показана',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: CALENDAR_SUBSCRIPTION_TEXTS.heading })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: CALENDAR_SUBSCRIPTION_TEXTS.field });
    await expect(field).toHaveValue(FEED);
    await expect(field).toHaveAttribute('readonly');
    await expect(canvas.getByRole('link', { name: CALENDAR_SUBSCRIPTION_TEXTS.subscribe })).toHaveAttribute('href', WEBCAL);
    await userEvent.click(canvas.getByRole('button', { name: CALENDAR_SUBSCRIPTION_TEXTS.copyLabel }));
    await expect(args.onCopy).toHaveBeenCalledWith(FEED);
    await userEvent.click(canvas.getByRole('button', { name: CALENDAR_SUBSCRIPTION_TEXTS.reissue }));
    await expect(args.onReissue).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  name: 'Загрузка',
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: CALENDAR_SUBSCRIPTION_TEXTS.loading })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Reissuing: Story = {
  name: 'Выпускается новая ссылка',
  args: { state: { kind: 'ready', url: FEED, webcalUrl: WEBCAL, isReissuing: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reissue = canvas.getByRole('button', { name: new RegExp(CALENDAR_SUBSCRIPTION_TEXTS.reissue) });
    await userEvent.click(reissue);
    await expect(args.onReissue).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: 'Ошибка загрузки',
  args: { state: { kind: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(CALENDAR_SUBSCRIPTION_TEXTS.failedTitle);
    await userEvent.click(canvas.getByRole('button', { name: CALENDAR_SUBSCRIPTION_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ShownDark: Story = { ...Shown, name: 'Ссылка показана, тёмная тема', globals: { theme: 'dark' } };
