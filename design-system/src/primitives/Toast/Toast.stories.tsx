import type { Meta, StoryObj } from '@storybook/react-vite';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../layout';
import { inOwnFrame } from '../../stories/docsFrame';
import type { SpecRule } from '../../stories/specRules';
import { Button } from '../Button';
import { ToastRegion, type ToastRegionProps } from './ToastRegion';
import {
  closeToast,
  MAX_VISIBLE_TOASTS,
  showToast,
  TOAST_TIMEOUT_MS,
  toastQueue,
  type ToastContent,
  type ToastTone,
} from './toastQueue';

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
/** «Все состояния» shows the bottom-left placement beside the gallery, from a queue of its own. */
const bottomLeftGallery = new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });

/**
 * A review story's toasts are queued before it renders and without a timeout, so the frame shows
 * them at once and they stay (the 5 s hiding has its own test).
 */
function fillToneGallery(): void {
  toneGallery.add({ tone: 'info', title: 'Требуется авторизация' });
  toneGallery.add({ tone: 'success', title: 'Вы успешно вышли из аккаунта' });
  toneGallery.add({ tone: 'warning', title: 'Сессия истекла. Войдите снова' });
  toneGallery.add({ tone: 'error', title: 'Доступ запрещён', description: 'Войдите с подходящими правами' });
}

/** Every tone's toast is on screen, each whole inside the frame, each with its own icon colour. */
async function expectAllTones(): Promise<HTMLElement[]> {
  await waitFor(() => expect(within(document.body).queryAllByRole('alertdialog').length).toBeGreaterThanOrEqual(TOAST_TONES.length));
  // By its data-tone: a production build's class names carry no readable tone.
  const gallery = visibleToasts().filter((toast) => TOAST_TONES.some((tone) => toast.dataset['tone'] === tone));
  for (const toast of gallery) {
    const box = toast.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  }
  const icons = visibleToasts().map((toast) => getComputedStyle(toast.querySelector('svg')!).color);
  await expect(new Set(icons).size).toBeGreaterThanOrEqual(TOAST_TONES.length);
  return gallery;
}

const meta = {
  title: 'Примитивы/Toast',
  component: ToastRegion,
  parameters: {
    // Four toasts of the gallery, stacked top-right, need this height to show whole on the Docs page.
    ...inOwnFrame('440px'),
    specRules: [
      {
        rule: 'Не больше 3 уведомлений одновременно',
        state: 'Три уведомления на экране, четвёртое ждёт в очереди',
        story: 'AtMostThree',
      },
      {
        rule: 'Уведомления скрываются через 5000 мс; у уведомлений об авторизации есть кнопка закрытия',
        state: 'Уведомление с кнопкой «Закрыть уведомление»',
        story: 'Success',
      },
      {
        rule: 'Появление 225 мс, скрытие 195 мс',
        state: 'Уведомление въезжает сверху и уходит вправо',
        story: 'Success',
      },
      {
        rule: 'В макете уведомления справа сверху',
        state: 'Справа сверху',
        story: 'Success',
      },
      {
        rule: 'У обёртки запросов по умолчанию слева снизу; её уведомления об ошибках красные',
        state: 'Слева снизу, красное',
        story: 'BottomLeft',
      },
      {
        rule: 'Уведомления об авторизации: выход, сессия истекла, доступ запрещён, требуется авторизация',
        state: 'Все четыре тона: сведения, успех, предупреждение, ошибка',
        story: 'AllTones',
      },
    ] satisfies SpecRule[],
  },
  // The queues are module singletons: every story starts and ends with them empty.
  beforeEach: () => {
    toastQueue.clear();
    toneGallery.clear();
    bottomLeftGallery.clear();
    return () => {
      toastQueue.clear();
      toneGallery.clear();
      bottomLeftGallery.clear();
    };
  },
  render: (args) => <ToastRegion {...args} />,
} satisfies Meta<typeof ToastRegion>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

export const Success: Story = {
  name: 'Успех: выход из аккаунта',
  beforeEach: () => {
    toastQueue.add({ tone: 'success', title: 'Вы успешно вышли из аккаунта' });
  },
  play: async () => {
    const toast = await page.findByRole('alertdialog', { name: 'Вы успешно вышли из аккаунта' });
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Вы успешно вышли из аккаунта');
    await expect(within(toast).getByRole('button', { name: 'Закрыть уведомление' })).toBeVisible();
    await expect(page.getByRole('region', { name: /уведомлени/ })).toContainElement(toast);
  },
};

export const AllTones: Story = {
  name: 'Все тона',
  args: { queue: toneGallery },
  beforeEach: fillToneGallery,
  play: async () => {
    await expect(await expectAllTones()).toHaveLength(TOAST_TONES.length);
  },
};

export const AtMostThree: Story = {
  name: 'Не больше трёх одновременно',
  beforeEach: () => {
    for (const title of ['Первое', 'Второе', 'Третье', 'Четвёртое']) toastQueue.add({ tone: 'info', title });
  },
  play: async () => {
    await waitFor(() => expect(visibleToasts()).toHaveLength(MAX_VISIBLE_TOASTS));
    // Newest first; the oldest waits in the queue.
    await expect(page.getByRole('alertdialog', { name: 'Четвёртое' })).toBeInTheDocument();
    await expect(page.queryByRole('alertdialog', { name: 'Первое' })).toBeNull();
  },
};

export const BottomLeft: Story = {
  name: 'Снизу слева',
  args: { placement: 'bottom-left' } satisfies ToastRegionProps,
  beforeEach: () => {
    toastQueue.add({ tone: 'error', title: 'Ошибка соединения. Проверьте подключение к интернету' });
  },
  play: async () => {
    const toast = await page.findByRole('alertdialog', { name: 'Ошибка соединения. Проверьте подключение к интернету' });
    await waitFor(() => {
      const box = toast.getBoundingClientRect();
      expect(box.left).toBeLessThan(window.innerWidth / 2);
      expect(box.bottom).toBeGreaterThan(window.innerHeight / 2);
    });
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  // The region is fixed to a corner of the screen: the four tones top-right, the request
  // wrapper's placement bottom-left, each from its own queue so nothing waits.
  render: () => (
    <>
      <ToastRegion queue={toneGallery} />
      <ToastRegion queue={bottomLeftGallery} placement="bottom-left" />
    </>
  ),
  beforeEach: () => {
    fillToneGallery();
    bottomLeftGallery.add({ tone: 'error', title: 'Ошибка соединения. Проверьте подключение к интернету' });
  },
  parameters: inOwnFrame('560px'),
  play: async () => {
    await expectAllTones();
    await expect(visibleToasts()).toHaveLength(TOAST_TONES.length + 1);
  },
};

export const ShowAndClose: Story = {
  ...behaviourTest,
  name: 'Показ по действию и закрытие кнопкой',
  // Two page buttons that raise toasts, the way the app does.
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
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Выйти' }));
    await page.findByRole('alertdialog', { name: 'Вы успешно вышли из аккаунта' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Сохранить' }));
    const toast = await page.findByRole('alertdialog', { name: 'Ошибка сервера. Попробуйте позже' });
    await expect(toast).toHaveAccessibleDescription('Повторите действие через минуту');
    await userEvent.click(within(toast).getByRole('button', { name: 'Закрыть уведомление' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(visibleToasts()).toHaveLength(1);
  },
};

export const QueueMovesUp: Story = {
  ...behaviourTest,
  name: 'Закрытие пропускает ждущее уведомление',
  play: async () => {
    for (const title of ['Первое', 'Второе', 'Третье', 'Четвёртое']) {
      showToast({ tone: 'info', title });
    }
    await waitFor(() => expect(visibleToasts()).toHaveLength(MAX_VISIBLE_TOASTS));
    const newest = page.getByRole('alertdialog', { name: 'Четвёртое' });
    await userEvent.click(within(newest).getByRole('button', { name: 'Закрыть уведомление' }));
    await waitFor(() => expect(page.queryByRole('alertdialog', { name: 'Четвёртое' })).toBeNull());
    // Closing one lets the waiting toast in, still three at most.
    await page.findByRole('alertdialog', { name: 'Первое' });
    await expect(visibleToasts()).toHaveLength(3);
  },
};

export const DefaultTimeout: Story = {
  ...behaviourTest,
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
  ...behaviourTest,
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
  ...behaviourTest,
  name: 'Автоскрытие (короткий таймаут)',
  play: async () => {
    showToast({ tone: 'warning', title: 'Сессия истекла. Войдите снова', timeout: 400 });
    const toast = await page.findByRole('alertdialog', { name: 'Сессия истекла. Войдите снова' });
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 3000 });
  },
};
