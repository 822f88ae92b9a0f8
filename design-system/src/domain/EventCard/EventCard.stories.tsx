import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ACCOUNT_STATUS_MESSAGES, EVENT_CATEGORIES } from '@city/contracts';
import { vars } from '../../theme';
import type { SpecRule } from '../../stories/specRules';
import { EventCard } from './EventCard';
import {
  BROKEN_IMAGE_URL,
  SAMPLE_NOW,
  SAMPLE_ORGANIZER_ID,
  SAMPLE_TIME_ZONE,
  SAMPLE_VIEWER_ID,
  sampleEvent,
  sampleSystemBanner,
} from '../../fixtures';

const navigate = fn();
const HOUR = 3_600_000;
/** The sample event starts on 1 December 2026 at 19:00 in Moscow. */
const SAMPLE_START = Date.parse('2026-12-01T16:00:00Z');

const meta = {
  title: 'Участник/EventCard',
  component: EventCard,
  // «Now» is a moment: a date picker in the controls, not a raw timestamp.
  argTypes: { now: { control: 'date' } },
  parameters: {
    specRules: [
      { rule: 'Изображение или градиентная заглушка', state: 'Заглушка категории', story: 'Placeholder' },
      { rule: 'Ошибка показа изображения', state: '«Не удалось загрузить изображение» на заглушке цвета карточки', story: 'ImageFailure' },
      { rule: 'Значок: цена со знаком рубля', state: '«1 500 ₽»', story: 'PriceBadge' },
      { rule: 'Платное без цены — «Платно»', state: '«Платно»', story: 'PaidWithoutPrice' },
      { rule: 'Не платное — «Бесплатно»', state: '«Бесплатно»', story: 'Free' },
      { rule: 'Название — не больше 2 строк, описание — не больше 3, адрес — 1 строка', state: 'Обрезанные название и описание', story: 'LongTextsClamped' },
      { rule: 'Время начала с продолжительностью в часах и минутах', state: '«19:00 (2 ч 30 мин)»', story: 'WithDuration' },
      { rule: '«count/max участников» с ограничением', state: '«12/40 участников»', story: 'Limited' },
      { rule: '«count участников» без ограничения, «(без ограничений)»', state: '«12 участников (без ограничений)»', story: 'Unlimited' },
      { rule: 'Мест нет: maxParticipants задан и participantCount >= maxParticipants; «(заполнено)», кнопка недоступна', state: '«40/40 участников (заполнено)», «Заполнено»', story: 'Full' },
      { rule: 'На странице мероприятия: «Мест нет», кнопка недоступна', state: '«Мест нет»', story: 'FullVariantFull' },
      { rule: 'Не участник: «Участвовать»', state: '«Участвовать»', story: 'Join' },
      { rule: 'На странице мероприятия: «Принять участие»', state: '«Принять участие»', story: 'FullVariant' },
      { rule: 'Участник: «Отменить участие»', state: '«Отменить участие»', story: 'Participant' },
      { rule: 'Не организатор, мероприятие началось: вместо кнопки «Мероприятие уже началось»', state: '«Мероприятие уже началось»', story: 'Started' },
      { rule: 'Не организатор, мероприятие прошло', state: '«Мероприятие уже началось»', story: 'Past' },
      { rule: 'Организатор: «Ваше мероприятие», редактирование и удаление до начала, без кнопки жалобы', state: '«Ваше мероприятие», «Редактировать», «Удалить»', story: 'Organizer' },
      { rule: 'Организатор, жалоба: «На мероприятие поступила жалоба, оно проверяется модераторами», «Редактирование и удаление заблокированы»', state: 'Без «Редактировать» и «Удалить»', story: 'OrganizerUnderComplaint' },
      { rule: 'Жалоба, участник: «Мероприятие проверяется модераторами», «Отмена участия заблокирована»', state: 'Без «Отменить участие»', story: 'ParticipantUnderComplaint' },
      { rule: 'Жалоба, не участник: «Участие заблокировано»', state: 'Без «Участвовать»', story: 'NonParticipantUnderComplaint' },
      { rule: 'Системная жалоба: баннер о блокировке автоматической модерацией', state: 'Баннер с категорией нарушения', story: 'SystemComplaint' },
      { rule: 'Во время запроса кнопки карточки недоступны, повторные нажатия игнорируются', state: 'Кнопки недоступны', story: 'Pending' },
      { rule: 'Приостановленный аккаунт не может участвовать', state: 'Кнопки недоступны, сообщение о статусе', story: 'Suspended' },
    ] satisfies SpecRule[],
  },
  args: {
    event: sampleEvent(),
    viewerId: SAMPLE_VIEWER_ID,
    now: SAMPLE_NOW,
    timeZone: SAMPLE_TIME_ZONE,
    variant: 'grid',
    pendingAction: false,
    href: '/events/101',
    organizerHref: `/users/${SAMPLE_ORGANIZER_ID}`,
    onToggleFavorite: fn(),
    onJoin: fn(),
    onLeave: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onComplain: fn(),
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story, { args }) => (
      <RouterProvider navigate={navigate}>
        <div style={{ width: args.variant === 'full' ? 760 : 340, maxWidth: '100%' }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof EventCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const NBSP = '\u00a0';

function centerOf(element: Element): { x: number; y: number } {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** The element a real pointer would hit at the centre of `element`. */
function hitAt(element: Element): Element | null {
  const { x, y } = centerOf(element);
  return document.elementFromPoint(x, y);
}

const lineCount = (element: HTMLElement): number =>
  Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));

export const WithImage: Story = {
  name: 'С изображением',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvasElement.querySelector('img');
    await expect(image).not.toBeNull();
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '360');
    await waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0));
    await expect(canvas.queryByTestId('event-image-placeholder')).toBeNull();

    await expect(canvas.getByRole('article', { name: 'Джазовый вечер в парке Горького' })).toBeVisible();
    await expect(canvas.getByText('16+')).toBeVisible();
    await expect(canvas.getByText('культура и искусство')).toBeVisible();
    await expect(canvas.getByText('1 декабря, вт')).toBeVisible();
    await expect(canvas.getByText('19:00')).toBeVisible();
    await expect(canvas.getByText('Крымский Вал, 9, Парк Горького, летняя эстрада')).toBeVisible();
    const organizer = canvas.getByRole('link', { name: 'Анна Смирнова' });
    await expect(organizer).toHaveAttribute('href', '/users/7');
    await expect(organizer.closest('p')).toHaveTextContent('Организатор: Анна Смирнова');
  },
};

/** A 400×1200 upload, as a phone's portrait photo: the card keeps its 16:9 box and crops the picture. */
const PORTRAIT_COVER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="1200" viewBox="0 0 400 1200"><rect width="400" height="1200" fill="#2f6f9f"/><circle cx="200" cy="600" r="150" fill="#f2c14e"/></svg>',
)}`;

export const PortraitCover: Story = {
  name: 'Портретная обложка: кадрируется в 16:9',
  args: { event: sampleEvent({ imageUrl: PORTRAIT_COVER }) },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).not.toBeNull();
    await waitFor(() => expect(image?.naturalHeight).toBe(1200));
    const box = image!.parentElement!.getBoundingClientRect();
    await expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(1);
    await expect(image!.getBoundingClientRect().height).toBeCloseTo(box.height, 0);
    await expect(getComputedStyle(image!).objectFit).toBe('cover');
    // The whole card stays a grid card's height, not the upload's.
    await expect(canvasElement.querySelector('article')!.getBoundingClientRect().height).toBeLessThan(700);
  },
};

export const PortraitCoverFullVariant: Story = {
  ...PortraitCover,
  name: 'Портретная обложка на странице мероприятия: 21:9',
  args: { event: sampleEvent({ imageUrl: PORTRAIT_COVER }), variant: 'full' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await waitFor(() => expect(image?.naturalHeight).toBe(1200));
    const box = image!.parentElement!.getBoundingClientRect();
    await expect(Math.abs(box.height - Math.min((box.width * 9) / 21, 420))).toBeLessThan(1);
  },
};

export const WholeCardIsALink: Story = {
  name: 'Вся карточка открывает мероприятие',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titleLink = canvas.getByRole('link', { name: 'Джазовый вечер в парке Горького' });
    await expect(titleLink).toHaveAttribute('href', '/events/101');
    // The stretched link: a pointer on the description or the date lands on the title link…
    await expect(hitAt(canvas.getByText(/Живая музыка у фонтана/))).toBe(titleLink);
    await expect(hitAt(canvas.getByText('1 декабря, вт'))).toBe(titleLink);
    // …while the heart, the organizer link and the button stay on top, not nested in the link.
    const heart = canvas.getByRole('button', { name: 'Добавить в избранное' });
    await expect(heart.contains(hitAt(heart))).toBe(true);
    const organizer = canvas.getByRole('link', { name: 'Анна Смирнова' });
    await expect(organizer.contains(hitAt(organizer))).toBe(true);
    const join = canvas.getByRole('button', { name: 'Участвовать' });
    await expect(join.contains(hitAt(join))).toBe(true);
    await expect(titleLink.querySelector('a, button')).toBeNull();
  },
};

/** A click on the title link opens the event page through the app's router. */
export const WholeCardClick: Story = {
  name: 'Вся карточка открывает мероприятие: щелчок',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Джазовый вечер в парке Горького' }));
    await expect(navigate).toHaveBeenCalledWith('/events/101', undefined);
  },
};

export const Placeholder: Story = {
  name: 'Без изображения: заглушка категории',
  args: { event: sampleEvent({ imageUrl: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    const placeholder = canvas.getByTestId('event-image-placeholder');
    await expect(placeholder).toHaveAttribute('data-art', 'culture');
    await expect(getComputedStyle(placeholder).backgroundImage).toContain('linear-gradient');
    await expect(canvas.queryByText('Не удалось загрузить изображение')).toBeNull();
  },
};

export const PlaceholdersByCategory: Story = {
  name: 'Заглушки всех категорий',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {EVENT_CATEGORIES.map((category, index) => (
        <EventCard
          key={category}
          {...args}
          href={`/events/${index + 1}`}
          event={sampleEvent({ id: index + 1, category, imageUrl: null, title: `Событие: ${category}` })}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const placeholders = within(canvasElement).getAllByTestId('event-image-placeholder');
    await expect(placeholders).toHaveLength(EVENT_CATEGORIES.length);
    const gradients = new Set(placeholders.map((element) => getComputedStyle(element).backgroundImage));
    await expect(gradients.size).toBe(EVENT_CATEGORIES.length);
    if (globals['theme'] === 'dark') await expect(placeholdersNotBrighterThanMutedText(canvasElement)).toEqual([]);
  },
};

/** sRGB relative luminance (WCAG) of every colour in a computed value: rgb(…) or color(srgb …). */
function luminances(computed: string): number[] {
  const linear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
  const of = ([r, g, b]: number[]) => 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  const rgb = [...computed.matchAll(/rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)/g)].map((m) => of(m.slice(1, 4).map((v) => Number(v) / 255)));
  const srgb = [...computed.matchAll(/color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/g)].map((m) => of(m.slice(1, 4).map(Number)));
  return [...rgb, ...srgb];
}

/**
 * In the dark theme (the test runner renders every story in both) no placeholder's colour stop is
 * brighter than the muted text beside it: the stops that are, as text for the failure message.
 */
function placeholdersNotBrighterThanMutedText(root: HTMLElement): string[] {
  const probe = document.createElement('span');
  probe.style.color = vars.color.textMuted;
  root.appendChild(probe);
  const [mutedText = 0] = luminances(getComputedStyle(probe).color);
  probe.remove();
  return within(root)
    .getAllByTestId('event-image-placeholder')
    .flatMap((placeholder) =>
      luminances(getComputedStyle(placeholder).backgroundImage)
        .filter((stop) => stop > mutedText)
        .map((stop) => `${placeholder.dataset['art']}: ${stop.toFixed(3)} > ${mutedText.toFixed(3)}`),
    );
}

export const ImageFailure: Story = {
  name: 'Ошибка загрузки изображения',
  args: { event: sampleEvent({ imageUrl: BROKEN_IMAGE_URL }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить изображение')).toBeVisible();
    await expect(canvas.getByTestId('event-image-placeholder')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    // The failed image's stand-in is of the card's own surfaces (theme variables), not a lit
    // gradient: within 1.5:1 of the card in either theme, so it is not bright in the dark one.
    const message = await canvas.findByText('Не удалось загрузить изображение');
    const [surface] = luminances(getComputedStyle(canvasElement.querySelector('article')!).backgroundColor);
    const media = message.parentElement!;
    for (const box of [media, ...media.querySelectorAll<HTMLElement>('*')]) {
      const style = getComputedStyle(box);
      if (box.closest('button') || box === message || message.contains(box)) continue;
      const paints = [...luminances(style.backgroundImage), ...(style.backgroundColor === 'rgba(0, 0, 0, 0)' ? [] : luminances(style.backgroundColor))];
      for (const paint of paints) await expect((paint + 0.05) / (surface! + 0.05), `${box.tagName}.${box.className}`).toBeLessThanOrEqual(1.5);
    }
  },
};

export const FavoriteOff: Story = {
  name: 'Не в избранном',
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Добавить в избранное' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggleFavorite).not.toHaveBeenCalled();
  },
};

/** The heart asks for the change and does not open the event. */
export const FavoriteToggle: Story = {
  name: 'Избранное: нажатие на сердце',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Добавить в избранное' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledOnce();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const FavoriteOn: Story = {
  name: 'В избранном',
  args: { event: sampleEvent({ isFavorite: true }) },
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Убрать из избранного' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleFavorite).not.toHaveBeenCalled();
  },
};

/** Enter on the focused heart takes the event out of the favourites. */
export const FavoriteKeyboard: Story = {
  ...FavoriteOn,
  name: 'В избранном: Enter на сердце',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Убрать из избранного' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleFavorite).toHaveBeenCalledOnce();
  },
};

export const PriceBadge: Story = {
  name: 'Цена: 1 500 ₽',
  play: async ({ canvasElement }) => {
    const facts = within(canvasElement).getByRole('list', { name: 'Сведения о мероприятии' });
    const badge = within(facts).getAllByRole('listitem')[2]?.firstElementChild;
    await expect(badge).toHaveAttribute('data-tone', 'warning');
    // Russian grouping with a non-breaking space; the ruble sign is an icon, spelled out for screen readers.
    await expect(badge?.textContent).toBe(`1${NBSP}500${NBSP}₽`);
    await expect(badge?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const PriceWithKopecks: Story = {
  name: 'Цена с копейками: 499,99 ₽',
  args: { event: sampleEvent({ price: 499.99 }) },
  play: async ({ canvasElement }) => {
    const facts = within(canvasElement).getByRole('list', { name: 'Сведения о мероприятии' });
    await expect(facts).toHaveTextContent('499,99 ₽');
  },
};

export const PaidWithoutPrice: Story = {
  name: 'Платно, без цены',
  args: { event: sampleEvent({ isPaid: true, price: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Платно')).toBeVisible();
    await expect(canvas.queryByText(/₽/)).toBeNull();
  },
};

export const Free: Story = {
  name: 'Бесплатно',
  args: { event: sampleEvent({ isPaid: false, price: null }) },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Бесплатно').parentElement;
    await expect(badge).toHaveAttribute('data-tone', 'success');
  },
};

export const Badges: Story = {
  name: 'Значки: цена, платно, бесплатно, 0+',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <EventCard {...args} />
      <EventCard {...args} event={sampleEvent({ id: 2, isPaid: true, price: null, ageLimit: 0 })} />
      <EventCard {...args} event={sampleEvent({ id: 3, isPaid: false, price: null, category: 'спорт и туризм' })} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Платно')).toBeVisible();
    await expect(canvas.getByText('Бесплатно')).toBeVisible();
    await expect(canvas.getByText('0+')).toBeVisible();
  },
};

const LONG_TITLE =
  'Большой городской фестиваль уличной еды, музыки и ремёсел с мастер-классами для взрослых и детей на набережной';
const LONG_DESCRIPTION =
  'Три дня на набережной: более сорока фудтраков, сцена с местными группами, ярмарка мастеров, ' +
  'лекции о городской истории, детская площадка с аниматорами, вечерний кинопоказ под открытым небом ' +
  'и большой фейерверк в завершение. Вход свободный, регистрация обязательна для мастер-классов.';

export const LongTextsClamped: Story = {
  name: 'Длинные название и описание обрезаются',
  args: { event: sampleEvent({ title: LONG_TITLE, description: LONG_DESCRIPTION }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(lineCount(heading)).toBe(2);
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
    const description = canvas.getByText(/^Три дня на набережной/);
    await expect(lineCount(description)).toBe(3);
    await expect(description.scrollHeight).toBeGreaterThan(description.clientHeight);
    // The whole title stays the link's accessible name.
    await expect(canvas.getByRole('link', { name: LONG_TITLE })).toBeInTheDocument();
    const address = canvas.getByText('Крымский Вал, 9, Парк Горького, летняя эстрада');
    await expect(lineCount(address)).toBe(1);
  },
};

export const WithDuration: Story = {
  name: 'С продолжительностью',
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('19:00');
    await expect(time.parentElement).toHaveTextContent('19:00 (2 ч 30 мин)');
  },
};

export const WithoutDuration: Story = {
  name: 'Без продолжительности',
  args: { event: sampleEvent({ durationMinutes: null }) },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('19:00');
    await expect(time.parentElement).toHaveTextContent(/^19:00$/);
  },
};

export const Limited: Story = {
  name: 'С ограничением мест',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12/40 участников')).toBeVisible();
  },
};

export const Unlimited: Story = {
  name: 'Без ограничения мест',
  args: { event: sampleEvent({ maxParticipants: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12 участников (без ограничений)')).toBeVisible();
  },
};

export const PluralParticipants: Story = {
  name: 'Число участников согласовано: 1 участник, 2 участника',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <EventCard {...args} event={sampleEvent({ id: 1, maxParticipants: null, participantCount: 1 })} />
      <EventCard {...args} href="/events/2" event={sampleEvent({ id: 2, maxParticipants: 21, participantCount: 2 })} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 участник (без ограничений)')).toBeVisible();
    await expect(canvas.getByText('2/21 участника')).toBeVisible();
  },
};

export const Full: Story = {
  name: 'Мест нет',
  args: { event: sampleEvent({ participantCount: 40 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('40/40 участников (заполнено)')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Заполнено' });
    await expect(button).toBeDisabled();
  },
};

/** Pressing «Заполнено» asks for nothing. */
export const FullPressed: Story = {
  ...Full,
  name: 'Мест нет: нажатие',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Заполнено' }));
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

export const Join: Story = {
  name: 'Участвовать',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Участвовать' })).toBeEnabled();
  },
};

/** «Участвовать» asks to join and does not open the event. */
export const JoinPressed: Story = {
  name: 'Участвовать: нажатие',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Участвовать' }));
    await expect(args.onJoin).toHaveBeenCalledOnce();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const Participant: Story = {
  name: 'Участник',
  args: { event: sampleEvent({ isParticipant: true, participantCount: 13 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Отменить участие' })).toBeEnabled();
  },
};

/** «Отменить участие» asks to leave. */
export const ParticipantLeaves: Story = {
  ...Participant,
  name: 'Участник: отмена участия',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Отменить участие' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

export const Organizer: Story = {
  name: 'Организатор',
  args: { viewerId: SAMPLE_ORGANIZER_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ваше мероприятие')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Участвовать' })).toBeNull();
    // docs/events.md#complaints: organizers do not see the report button.
    await expect(canvas.queryByRole('button', { name: 'Пожаловаться' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Редактировать' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Удалить' })).toBeEnabled();
  },
};

/** «Редактировать» and «Удалить» reach the page. */
export const OrganizerActions: Story = {
  ...Organizer,
  name: 'Организатор: редактирование и удаление',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Редактировать' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const OrganizerUnderComplaint: Story = {
  name: 'Организатор, жалоба',
  args: { viewerId: SAMPLE_ORGANIZER_ID, event: sampleEvent({ claim: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('На мероприятие поступила жалоба, оно проверяется модераторами')).toBeVisible();
    await expect(canvas.getByText('Редактирование и удаление заблокированы')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Редактировать' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Удалить' })).toBeNull();
  },
};

export const ParticipantUnderComplaint: Story = {
  name: 'Участник, жалоба',
  args: { event: sampleEvent({ claim: true, isParticipant: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Мероприятие проверяется модераторами')).toBeVisible();
    await expect(canvas.queryByText(/поступила жалоба/)).toBeNull();
    await expect(canvas.getByText('Отмена участия заблокирована')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Отменить участие' })).toBeNull();
  },
};

export const NonParticipantUnderComplaint: Story = {
  name: 'Не участник, жалоба',
  args: { event: sampleEvent({ claim: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Участие заблокировано')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Участвовать' })).toBeNull();
  },
};

export const SystemComplaint: Story = {
  name: 'Автоматическая модерация',
  args: { event: sampleEvent({ claim: true, systemClaim: sampleSystemBanner }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Мероприятие заблокировано автоматической модерацией')).toBeVisible();
    await expect(canvas.getByText('Категория нарушения: насилие')).toBeVisible();
    await expect(canvas.getByText('Участие заблокировано')).toBeVisible();
  },
};

export const Started: Story = {
  name: 'Мероприятие началось',
  args: { now: SAMPLE_START + HOUR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Мероприятие уже началось')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Участвовать' })).toBeNull();
  },
};

export const StartsNow: Story = {
  name: 'Ровно в момент начала',
  args: { now: SAMPLE_START, event: sampleEvent({ isParticipant: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Мероприятие уже началось')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Отменить участие' })).toBeNull();
  },
};

export const Past: Story = {
  name: 'Мероприятие прошло',
  args: { now: SAMPLE_START + 24 * HOUR, event: sampleEvent({ isParticipant: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Мероприятие уже началось')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /участ/i })).toBeNull();
  },
};

export const Pending: Story = {
  name: 'Запрос выполняется',
  args: { pendingAction: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const join = canvas.getByRole('button', { name: /Участвовать/ });
    await expect(join).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Добавить в избранное' })).toBeDisabled();
  },
};

/** While a request is on its way, presses on the card's buttons are ignored. */
export const PendingPressed: Story = {
  ...Pending,
  name: 'Запрос выполняется: повторные нажатия',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const join = canvas.getByRole('button', { name: /Участвовать/ });
    await userEvent.click(join);
    await userEvent.click(join);
    const heart = canvas.getByRole('button', { name: 'Добавить в избранное' });
    await expect(heart).toBeDisabled();
    await userEvent.click(heart);
    await expect(args.onJoin).not.toHaveBeenCalled();
    await expect(args.onToggleFavorite).not.toHaveBeenCalled();
  },
};

export const Guest: Story = {
  name: 'Гость',
  args: { viewerId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Джазовый вечер в парке Горького' })).toBeVisible();
  },
};

export const FullVariant: Story = {
  name: 'Страница мероприятия',
  args: { variant: 'full', event: sampleEvent({ title: LONG_TITLE, description: LONG_DESCRIPTION }) },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: LONG_TITLE });
    await expect(heading.scrollHeight).toBe(heading.clientHeight);
    const description = canvas.getByText(/^Три дня на набережной/);
    await expect(lineCount(description)).toBeGreaterThan(3);
    await expect(description.scrollHeight).toBe(description.clientHeight);
    // The page itself: no link back to it, the image is not deferred.
    await expect(canvas.queryByRole('link', { name: LONG_TITLE })).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
  },
};

/** On the event page «Принять участие» and «Пожаловаться» reach the page. */
export const FullVariantActions: Story = {
  ...FullVariant,
  name: 'Страница мероприятия: участие и жалоба',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Принять участие' }));
    await expect(args.onJoin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Пожаловаться' }));
    await expect(args.onComplain).toHaveBeenCalledOnce();
  },
};

export const FullVariantFull: Story = {
  name: 'Страница мероприятия, мест нет',
  args: { variant: 'full', event: sampleEvent({ participantCount: 40 }) },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Мест нет' })).toBeDisabled();
  },
};

export const FullVariantParticipant: Story = {
  name: 'Страница мероприятия: участник, в избранном',
  args: { variant: 'full', event: sampleEvent({ isFavorite: true, isParticipant: true }) },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Убрать из избранного' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Отменить участие' })).toBeVisible();
  },
};

export const Suspended: Story = {
  name: 'Аккаунт приостановлен',
  args: { restriction: ACCOUNT_STATUS_MESSAGES.suspended },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const join = canvas.getByRole('button', { name: 'Участвовать' });
    await expect(join).toBeDisabled();
    await expect(canvas.getByText(ACCOUNT_STATUS_MESSAGES.suspended)).toBeVisible();
    await expect(join).toHaveAccessibleDescription(ACCOUNT_STATUS_MESSAGES.suspended);
    // Favourite and report are refused to the account as well (docs/accounts.md#statuses).
    await expect(canvas.getByRole('button', { name: 'Добавить в избранное' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Пожаловаться' })).toBeDisabled();
    // The card itself still opens the event: browsing is allowed.
    await expect(canvas.getByRole('link', { name: 'Джазовый вечер в парке Горького' })).toHaveAttribute('href', '/events/101');
  },
};

export const SuspendedFullVariant: Story = {
  ...Suspended,
  name: 'Аккаунт приостановлен, страница мероприятия',
  args: { restriction: ACCOUNT_STATUS_MESSAGES.suspended, variant: 'full' },
  play: async ({ canvasElement }) => {
    const join = within(canvasElement).getByRole('button', { name: 'Принять участие' });
    await expect(join).toBeDisabled();
    await expect(join).toHaveAccessibleDescription(ACCOUNT_STATUS_MESSAGES.suspended);
  },
};

/** Pressing the disabled «Участвовать» of a suspended account asks for nothing. */
export const SuspendedPressed: Story = {
  ...Suspended,
  name: 'Аккаунт приостановлен: нажатие',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Участвовать' }));
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** The card's named states in a grid, the event page's below them (each as its story renders it). */
const GRID_STATES = [
  WithImage,
  Placeholder,
  ImageFailure,
  FavoriteOn,
  PriceBadge,
  PaidWithoutPrice,
  Free,
  LongTextsClamped,
  WithoutDuration,
  Unlimited,
  Full,
  Participant,
  Organizer,
  OrganizerUnderComplaint,
  ParticipantUnderComplaint,
  NonParticipantUnderComplaint,
  SystemComplaint,
  Started,
  Past,
  Pending,
  Guest,
  Suspended,
];
const PAGE_STATES = [FullVariant, FullVariantFull, FullVariantParticipant];

export const AllStates: Story = {
  name: 'Все состояния',
  args: { variant: 'full' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 340px)', gap: 24, alignItems: 'start' }}>
      {GRID_STATES.map((story, index) => (
        <figure key={story.name} style={{ margin: 0 }}>
          <figcaption>{story.name}</figcaption>
          <EventCard {...args} variant="grid" href={`/events/${index + 1}`} {...story.args} />
        </figure>
      ))}
      {PAGE_STATES.map((story) => (
        <figure key={story.name} style={{ margin: 0, gridColumn: '1 / -1' }}>
          <figcaption>{story.name}</figcaption>
          <EventCard {...args} {...story.args} />
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('figure article')).toHaveLength(GRID_STATES.length + PAGE_STATES.length);
  },
};
