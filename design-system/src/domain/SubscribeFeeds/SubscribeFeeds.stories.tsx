import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { asIfOpenedByPointer } from '../../stories/storyModality';
import { SubscribeFeeds } from './SubscribeFeeds';
import type { SpecRule } from '../../stories/specRules';
import { DialogGallery } from '../../stories/DialogGallery';

const ORIGIN = 'https://gorod-sobytiya.ru';
const QUERY = `?category=${encodeURIComponent('культура и искусство')}&search=${encodeURIComponent('джаз')}&date=weekend`;

const meta = {
  title: 'Участник/SubscribeFeeds',
  component: SubscribeFeeds,
  args: {
    links: {
      webcal: `webcal://gorod-sobytiya.ru/api/public/events.ics${QUERY}`,
      ics: `${ORIGIN}/api/public/events.ics${QUERY}`,
      rss: `${ORIGIN}/api/public/events.rss${QUERY}`,
    },
    copy: fn(async () => {}),
  },
  parameters: {
    specRules: [
      { rule: 'Подписка на поиск: календарь (webcal и .ics) и RSS с текущими фильтрами', state: 'Диалог с тремя ссылками и кнопками «Копировать»', story: 'Open' },
      { rule: 'Копирование ссылки подтверждается на месте', state: '«Скопировано», «Ссылка скопирована»', story: 'Copied' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof SubscribeFeeds>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

async function openDialog(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Подписаться' }));
  return shownDialog();
}

async function shownDialog(): Promise<HTMLElement> {
  const dialog = await page.findByRole('dialog', { name: 'Подписка на поиск' });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

export const Closed: Story = {
  name: 'Закрыто',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Подписаться' })).toBeVisible();
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

export const Open: Story = {
  name: 'Открыто: календарь и RSS',
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await shownDialog();
    await expect(within(dialog).getByRole('heading', { name: 'Календарь (iCal)' })).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'RSS' })).toBeVisible();
    await expect(within(dialog).getByText(args.links.webcal)).toBeVisible();
    await expect(within(dialog).getByText(args.links.ics)).toBeVisible();
    await expect(within(dialog).getByText(args.links.rss)).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: /^Копировать/ })).toHaveLength(3);
  },
};

export const Copied: Story = {
  name: 'Ссылка скопирована',
  args: { defaultOpen: true, shownCopied: 'rss' },
  // The open dialog focuses itself as it mounts; opened as by a press, that draws no focus ring.
  beforeEach: asIfOpenedByPointer,
  play: async ({ args }) => {
    const dialog = await shownDialog();
    await expect(within(dialog).getByRole('button', { name: 'Скопировано: Ссылка на RSS-ленту' })).toBeVisible();
    await expect(within(dialog).getByText('Ссылка скопирована')).toBeVisible();
    // Only that row: the other two still offer «Копировать».
    await expect(within(dialog).getAllByRole('button', { name: /^Копировать/ })).toHaveLength(2);
    await expect(args.copy).not.toHaveBeenCalled();
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

/** What is drawn under a state's caption in «Все состояния». */
function stateUnder(canvasElement: HTMLElement, caption: string): HTMLElement {
  const figure = within(canvasElement).getByText(caption, { selector: 'figcaption' }).closest('figure');
  if (!figure) throw new Error(`No state captioned «${caption}»`);
  return figure;
}

const REVIEW_STATES: Story[] = [Closed, Open, Copied];

/**
 * «landmark-unique» is off for this story only: each open dialog names its two sections
 * «Календарь (iCal)» and «RSS», and a page never shows two of these dialogs.
 */
export const AllStates: Story = {
  name: 'Все состояния',
  // The open dialog focuses itself as it mounts; opened as by a press, that draws no focus ring.
  beforeEach: asIfOpenedByPointer,
  render: (args) => <DialogGallery states={REVIEW_STATES} show={(stateArgs) => <SubscribeFeeds {...args} {...stateArgs} />} />,
  // In place the dialog takes the width it is given, not the centred frame's.
  parameters: { layout: 'padded', a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('dialog')).toHaveLength(2);
    const closed = stateUnder(canvasElement, 'Закрыто');
    await expect(within(closed).getByRole('button', { name: 'Подписаться' })).toBeVisible();
    await expect(within(closed).queryByRole('dialog')).toBeNull();
    const dialog = within(stateUnder(canvasElement, 'Открыто: календарь и RSS')).getByRole('dialog', { name: 'Подписка на поиск' });
    await expect(within(dialog).getByRole('heading', { name: 'Календарь (iCal)' })).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'RSS' })).toBeVisible();
    await expect(within(dialog).getByText(args.links.rss)).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: /^Копировать/ })).toHaveLength(3);
    const copied = within(stateUnder(canvasElement, 'Ссылка скопирована')).getByRole('dialog', { name: 'Подписка на поиск' });
    await expect(within(copied).getByRole('button', { name: 'Скопировано: Ссылка на RSS-ленту' })).toBeVisible();
    await expect(within(copied).getByText('Ссылка скопирована')).toBeVisible();
    await expect(args.copy).not.toHaveBeenCalled();
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

/** Behaviour test: «Подписаться» opens the dialog, Escape closes it (out of the sidebar, still run). */
export const OpenAndClose: Story = {
  name: 'Открытие и закрытие',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: 'RSS' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** Behaviour test: the copy button's own «Скопировано» comes only from a press (out of the sidebar, still run). */
export const CopiedFlow: Story = {
  name: 'Ссылка скопирована: после нажатия',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Копировать: Ссылка на RSS-ленту' }));
    await expect(args.copy).toHaveBeenCalledWith(args.links.rss);
    await expect(await within(dialog).findByText('Скопировано')).toBeVisible();
    await expect(within(dialog).getByText('Ссылка скопирована')).toBeVisible();
  },
};

/** Behaviour test: a refused clipboard says so in place. */
export const CopyRefused: Story = {
  name: 'Буфер обмена недоступен',
  tags: ['!dev', '!autodocs'],
  args: { copy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Копировать: Ссылка webcal://' }));
    await expect(await within(dialog).findByText(/Не удалось скопировать/)).toBeVisible();
  },
};
