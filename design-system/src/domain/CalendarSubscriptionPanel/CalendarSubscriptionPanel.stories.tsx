import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SpecRule } from '../../stories/specRules';
import { CALENDAR_SUBSCRIPTION_TEXTS, CalendarSubscriptionPanel, type CalendarSubscriptionState } from './CalendarSubscriptionPanel';
import { StateFigure, StateGallery } from '../../stories/StateGallery';

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
  // The specifications do not name the calendar feed: its rules are the project's own (docs/events.md#calendars).
  parameters: { specRules: [] satisfies SpecRule[] },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: CALENDAR_SUBSCRIPTION_TEXTS.heading })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: CALENDAR_SUBSCRIPTION_TEXTS.field });
    await expect(field).toHaveValue(FEED);
    await expect(field).toHaveAttribute('readonly');
    await expect(canvas.getByRole('link', { name: CALENDAR_SUBSCRIPTION_TEXTS.subscribe })).toHaveAttribute('href', WEBCAL);
  },
};

/** «Копировать» and «Выпустить новую ссылку» pressed. */
export const ShownActions: Story = {
  name: 'Ссылка показана: копирование и новая ссылка',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
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
  play: async ({ canvasElement }) => {
    const reissue = within(canvasElement).getByRole('button', { name: new RegExp(CALENDAR_SUBSCRIPTION_TEXTS.reissue) });
    await expect(reissue).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A press while the new address is on its way asks for nothing. */
export const ReissuingPressed: Story = {
  ...Reissuing,
  name: 'Выпускается новая ссылка: повторное нажатие',
  tags: ['!dev', '!autodocs'],
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(CALENDAR_SUBSCRIPTION_TEXTS.failedTitle);
    await expect(canvas.getByRole('button', { name: CALENDAR_SUBSCRIPTION_TEXTS.retry })).toBeEnabled();
  },
};

/** «Повторить» asks for the address again. */
export const FailedRetry: Story = {
  ...Failed,
  name: 'Ошибка загрузки: повтор',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CALENDAR_SUBSCRIPTION_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const allStates: { caption: string; state: CalendarSubscriptionState }[] = [
  { caption: 'Ссылка показана', state: { kind: 'ready', url: FEED, webcalUrl: WEBCAL, isReissuing: false } },
  { caption: 'Загрузка', state: { kind: 'loading' } },
  { caption: 'Выпускается новая ссылка', state: { kind: 'ready', url: FEED, webcalUrl: WEBCAL, isReissuing: true } },
  { caption: 'Ошибка загрузки', state: { kind: 'failed' } },
];

/**
 * Every state in a column. Each panel is a region named «Календарь», as on the profile page where
 * there is one; here the name repeats by design, so axe's «landmark-unique» is off for this story.
 */
export const AllStates: Story = {
  name: 'Все состояния',
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <StateGallery>
      {allStates.map(({ caption, state }) => (
        <StateFigure key={caption} caption={caption}>
          <CalendarSubscriptionPanel {...args} state={state} />
        </StateFigure>
      ))}
    </StateGallery>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2, name: CALENDAR_SUBSCRIPTION_TEXTS.heading })).toHaveLength(4);
  },
};
