import type { Meta, StoryObj } from '@storybook/react-vite';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../layout';
import { Button } from '../Button';
import { ToastRegion, type ToastRegionProps } from './ToastRegion';
import { closeToast, MAX_VISIBLE_TOASTS, showToast, TOAST_TIMEOUT_MS, toastQueue, type ToastContent, type ToastTone } from './toastQueue';
import { inOwnFrame } from '../../stories/docsFrame';

const page = within(document.body);

function visibleToasts(): HTMLElement[] {
  return page.queryAllByRole('alertdialog');
}

/**
 * The app shows at most three toasts at once (docs/accounts.md#site-frame), so the gallery of all
 * four tones uses a queue of its own that may show four.
 */
const TOAST_TONES: readonly ToastTone[] = ['info', 'success', 'warning', 'error'];
const toneGallery = new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_TONES.length });

const meta = {
  title: 'Примитивы/Toast',
  component: ToastRegion,
  parameters: inOwnFrame('360px'),
  // The queue is a module singleton: every story starts and ends with it empty.
  beforeEach: () => {
    toastQueue.clear();
    return () => {
      toastQueue.clear();
      toneGallery.clear();
    };
  },
  render: (args) => (
    <>
      <ToastRegion {...args} />
      <Stack direction="row" gap="sm" wrap>
        <Button onPress={() => showToast({ tone: 'success', title: 'Вы успешно вышли из аккаунта' })}>
          Выйти
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            showToast({
              tone: 'error',
              title: 'Ошибка сервера. Попробуйте позже',
              description: 'Повторите действие через минуту',
            })
          }
        >
          Сохранить
        </Button>
      </Stack>
    </>
  ),
} satisfies Meta<typeof ToastRegion>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {
  name: 'Успех: выход из аккаунта',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Выйти' }));
    const toast = await page.findByRole('alertdialog', { name: 'Вы успешно вышли из аккаунта' });
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Вы успешно вышли из аккаунта');
    await expect(page.getByRole('region', { name: /уведомлени/ })).toContainElement(toast);
  },
};

export const CloseButton: Story = {
  name: 'Закрытие кнопкой',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Сохранить' }));
    const toast = await page.findByRole('alertdialog', { name: 'Ошибка сервера. Попробуйте позже' });
    await expect(toast).toHaveAccessibleDescription('Повторите действие через минуту');
    await userEvent.click(within(toast).getByRole('button', { name: 'Закрыть уведомление' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(visibleToasts()).toHaveLength(0);
  },
};

export const AtMostThree: Story = {
  name: 'Не больше трёх одновременно',
  play: async () => {
    for (const title of ['Первое', 'Второе', 'Третье', 'Четвёртое']) {
      showToast({ tone: 'info', title });
    }
    await waitFor(() => expect(visibleToasts()).toHaveLength(MAX_VISIBLE_TOASTS));
    // Newest first; the oldest waits in the queue.
    await expect(page.getByRole('alertdialog', { name: 'Четвёртое' })).toBeInTheDocument();
    await expect(page.queryByRole('alertdialog', { name: 'Первое' })).toBeNull();

    const newest = page.getByRole('alertdialog', { name: 'Четвёртое' });
    await userEvent.click(within(newest).getByRole('button', { name: 'Закрыть уведомление' }));
    await waitFor(() => expect(page.queryByRole('alertdialog', { name: 'Четвёртое' })).toBeNull());
    // Closing one lets the waiting toast in, still three at most.
    await page.findByRole('alertdialog', { name: 'Первое' });
    await expect(visibleToasts()).toHaveLength(3);
  },
};

export const DefaultTimeout: Story = {
  name: 'Автоскрытие через 5 секунд',
  play: async () => {
    const key = showToast({ tone: 'success', title: 'Профиль сохранён' });
    const queued = toastQueue.visibleToasts.find((toast) => toast.key === key);
    await expect(queued?.timeout).toBe(TOAST_TIMEOUT_MS);
    await expect(TOAST_TIMEOUT_MS).toBe(5000);
    await page.findByRole('alertdialog', { name: 'Профиль сохранён' });
  },
};

/** Durations of the running view-transition animations of one toast (named by its key). */
function transitionDurations(toastKey: string): number[] {
  return document
    .getAnimations()
    .filter((animation) => animation.effect instanceof KeyframeEffect && animation.effect.pseudoElement?.includes(toastKey))
    .map((animation) => Number(animation.effect?.getTiming().duration));
}

/** The page-wide cross-fade a view transition plays by default (old and new root snapshots). */
function pageCrossFades(): string[] {
  return document
    .getAnimations()
    .map((animation) => (animation.effect instanceof KeyframeEffect ? (animation.effect.pseudoElement ?? '') : ''))
    .filter((pseudoElement) => /view-transition-(old|new)\(root\)/.test(pseudoElement));
}

export const Transitions: Story = {
  name: 'Анимация появления 225 мс и скрытия 195 мс',
  play: async () => {
    const key = showToast({ tone: 'info', title: 'Требуется авторизация' });
    // docs/accounts.md#site-frame: enter 225 ms.
    await waitFor(() => expect(transitionDurations(key)).toContain(225), { interval: 10 });
    await expect(pageCrossFades()).toHaveLength(0);
    await page.findByRole('alertdialog', { name: 'Требуется авторизация' });
    await waitFor(() => expect(transitionDurations(key)).toHaveLength(0));
    closeToast(key);
    // Exit 195 ms.
    await waitFor(() => expect(transitionDurations(key)).toContain(195), { interval: 10 });
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));
  },
};

export const AutoHide: Story = {
  name: 'Автоскрытие (короткий таймаут)',
  play: async () => {
    showToast({ tone: 'warning', title: 'Сессия истекла. Войдите снова', timeout: 400 });
    const toast = await page.findByRole('alertdialog', { name: 'Сессия истекла. Войдите снова' });
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const BottomLeft: Story = {
  name: 'Снизу слева',
  args: { placement: 'bottom-left' } satisfies ToastRegionProps,
  play: async () => {
    showToast({ tone: 'error', title: 'Ошибка соединения. Проверьте подключение к интернету' });
    const toast = await page.findByRole('alertdialog', { name: 'Ошибка соединения. Проверьте подключение к интернету' });
    await waitFor(() => {
      const box = toast.getBoundingClientRect();
      expect(box.left).toBeLessThan(window.innerWidth / 2);
      expect(box.bottom).toBeGreaterThan(window.innerHeight / 2);
    });
  },
};

async function showAllTones() {
  toneGallery.clear();
  toneGallery.add({ tone: 'info', title: 'Требуется авторизация' });
  toneGallery.add({ tone: 'success', title: 'Вы успешно вышли из аккаунта' });
  toneGallery.add({ tone: 'warning', title: 'Сессия истекла. Войдите снова' });
  toneGallery.add({ tone: 'error', title: 'Доступ запрещён', description: 'Войдите с подходящими правами' });
  await waitFor(() => expect(visibleToasts()).toHaveLength(TOAST_TONES.length));
  // Each tone has its own icon colour: four toasts, four different icons.
  const icons = visibleToasts().map((toast) => getComputedStyle(toast.querySelector('svg')!).color);
  await expect(new Set(icons).size).toBe(TOAST_TONES.length);
}

export const AllTonesDark: Story = {
  name: 'Все тона, тёмная тема',
  globals: { theme: 'dark' },
  args: { queue: toneGallery },
  play: async () => {
    await showAllTones();
  },
};

export const AllTonesLight: Story = {
  name: 'Все тона, светлая тема',
  args: { queue: toneGallery },
  play: async () => {
    await showAllTones();
  },
};
