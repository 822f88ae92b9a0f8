import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout';
import { showToast, ToastRegion, toastQueue } from '../../primitives/Toast';
import { AddressLinks } from './AddressLinks';
import { ShareButton, type ShareButtonProps } from './ShareButton';
import type { SpecRule } from '../../stories/specRules';

const EVENT_URL = 'https://gorod-sobytiya.ru/events/42';
const ADDRESS = 'Парк Горького, Крымский Вал, 9';

/** The event page's row: share, and the address on two maps; a copied link is told by a toast. */
function ShareRow(props: ShareButtonProps) {
  return (
    <>
      <ToastRegion />
      <Stack gap="sm">
        <ShareButton {...props} />
        <AddressLinks address={ADDRESS} city="Москва" />
      </Stack>
    </>
  );
}

const meta = {
  title: 'Участник/ShareEvent',
  component: ShareButton,
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
  args: {
    title: 'Джазовый вечер в парке Горького',
    url: EVENT_URL,
    share: fn(async () => {}) as ShareButtonProps['share'],
    copy: fn(async () => {}),
    onCopied: fn(() => showToast({ tone: 'success', title: 'Ссылка скопирована' })),
  },
  render: (args) => <ShareRow {...args} />,
  parameters: {
    specRules: [
      { rule: 'Без системного меню «Поделиться» ссылка копируется, и об этом сообщает уведомление', state: '«Ссылка скопирована»', story: 'Copied' },
      { rule: 'Адрес открывается на Яндекс Картах и OpenStreetMap в новой вкладке', state: 'Две ссылки на карты', story: 'MapLinks' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof ShareButton>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Behaviour test: with a system share sheet, «Поделиться» opens it. */
export const ShareSheet: Story = {
  name: 'Поделиться: системное меню',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Поделиться' }));
    await expect(args.share).toHaveBeenCalledWith({ title: args.title, url: EVENT_URL });
    await expect(args.copy).not.toHaveBeenCalled();
  },
};

/** Behaviour test: without one, the link is copied and the page told. */
export const CopyFallback: Story = {
  name: 'Без системного меню: копирование ссылки',
  tags: ['!dev', '!autodocs'],
  args: { share: null },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Поделиться' }));
    await expect(args.copy).toHaveBeenCalledWith(EVENT_URL);
    await expect(args.onCopied).toHaveBeenCalled();
  },
};

/** The toast a copied link brings, shown without pressing anything. */
export const Copied: Story = {
  name: 'Ссылка скопирована',
  args: { share: null },
  beforeEach: () => {
    showToast({ tone: 'success', title: 'Ссылка скопирована' });
  },
  play: async () => {
    await expect(await page.findByText('Ссылка скопирована')).toBeVisible();
  },
};

/** Behaviour test: pressing «Поделиться» without a share sheet brings the toast. */
export const CopiedByPress: Story = {
  name: 'Ссылка скопирована: нажатие',
  tags: ['!dev', '!autodocs'],
  args: { share: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Поделиться' }));
    await expect(await page.findByText('Ссылка скопирована')).toBeVisible();
  },
};

export const ShareCancelled: Story = {
  name: 'Отмена в системном меню',
  tags: ['!dev', '!autodocs'],
  args: { share: fn(async () => Promise.reject(new DOMException('cancelled', 'AbortError'))) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Поделиться' }));
    await expect(args.share).toHaveBeenCalled();
    await expect(args.copy).not.toHaveBeenCalled();
  },
};

export const MapLinks: Story = {
  name: 'Адрес на карте',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const yandex = canvas.getByRole('link', { name: 'Яндекс Карты (в новой вкладке)' });
    await expect(yandex).toHaveAttribute('href', `https://yandex.ru/maps/?text=${encodeURIComponent(`Москва, ${ADDRESS}`)}`);
    await expect(yandex).toHaveAttribute('target', '_blank');
    await expect(yandex).toHaveAttribute('rel', 'noopener noreferrer');
    const osm = canvas.getByRole('link', { name: 'OpenStreetMap (в новой вкладке)' });
    await expect(osm).toHaveAttribute('href', `https://www.openstreetmap.org/search?query=${encodeURIComponent(`Москва, ${ADDRESS}`)}`);
    await expect(osm).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Every named state at once: the row with the address on two maps and the «copied» toast beside it. */
export const AllStates: Story = {
  name: 'Все состояния',
  args: { share: null },
  beforeEach: () => {
    showToast({ tone: 'success', title: 'Ссылка скопирована' });
  },
  render: (args) => (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ marginBottom: '0.5rem', fontWeight: 'bold' }}>Адрес на карте · Ссылка скопирована (уведомление)</figcaption>
      <ShareRow {...args} />
    </figure>
  ),
};
