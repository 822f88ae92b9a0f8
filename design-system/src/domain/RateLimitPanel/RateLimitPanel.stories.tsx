import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RATE_LIMIT_TITLES, type RateLimitType } from '@city/contracts';
import { contentWidth } from '../../theme';
import { sampleRateLimit } from '../../fixtures';
import type { SpecRule } from '../../stories/specRules';
import { RateLimitPanel } from './RateLimitPanel';
import { formatUnlockTime } from './countdown';
import { RATE_LIMIT_TIPS } from './rateLimitTips';
import { StateFigure, StateGallery } from '../../stories/StateGallery';

const TIME_ZONE = 'Europe/Moscow';

const meta = {
  title: 'Участник/RateLimitPanel',
  component: RateLimitPanel,
  args: {
    rateLimit: sampleRateLimit('email_verification', 600),
    timeZone: TIME_ZONE,
    onExpire: fn(),
    onRetry: fn(),
  },
  parameters: {
    layout: 'padded',
    specRules: [
      {
        rule: 'Заголовок по типу ограничения: email_verification — «Слишком много попыток регистрации»',
        state: 'Заголовок, попытки 3 из 3, отсчёт, время снятия (чч:мм), совет',
        story: 'EmailVerification',
      },
      { rule: 'password_reset — «Слишком много запросов восстановления»', state: 'Заголовок и совет о ссылке', story: 'PasswordReset' },
      { rule: 'resend_verification — «Письмо уже отправлено»', state: 'Заголовок и совет о новом письме', story: 'ResendVerification' },
      { rule: 'Иначе — «Слишком много запросов»', state: 'Заголовок и совет подождать', story: 'Other' },
      { rule: 'Больше 60 секунд до снятия', state: 'Обычный (синий) цвет отсчёта', story: 'OverAMinute' },
      { rule: 'Цвет отсчёта меняется на 60 секундах', state: 'Жёлтая полоса, янтарные цифры', story: 'UnderAMinute' },
      { rule: 'Цвет отсчёта меняется на 30 секундах', state: 'Оранжевый отсчёт и полоса', story: 'UnderHalfAMinute' },
      { rule: 'Цвет отсчёта меняется на 10 секундах', state: 'Красный отсчёт и полоса', story: 'UnderTenSeconds' },
      { rule: 'Полоса прогресса — только пока осталось меньше 300 с', state: 'Без полосы, отсчёт ч:мм:сс', story: 'LongWait' },
      { rule: 'Повтор заблокирован, пока отсчёт не дойдёт до нуля; затем ограничение снимается', state: '«Можно попробовать снова», кнопка повтора доступна', story: 'Expired' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof RateLimitPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const typeStory = (type: RateLimitType): Story => ({
  args: { rateLimit: sampleRateLimit(type, 600, { used: 3, max: 3 }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: RATE_LIMIT_TITLES[type] })).toBeVisible();
    await expect(canvas.getByText('Использовано попыток: 3 из 3')).toBeVisible();
    await expect(canvas.getByText(RATE_LIMIT_TIPS[type])).toBeVisible();
    await expect(
      canvas.getByText(`Ограничение снимется в ${formatUnlockTime(args.rateLimit.resetTime, TIME_ZONE)}`),
    ).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^(10:00|9:5\d)$/);
    await expect(canvas.getByRole('button', { name: 'Повторить попытку' })).toBeDisabled();
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
});

export const EmailVerification: Story = { name: 'Регистрация', ...typeStory('email_verification') };
export const PasswordReset: Story = { name: 'Восстановление пароля', ...typeStory('password_reset') };
export const ResendVerification: Story = { name: 'Повторное письмо', ...typeStory('resend_verification') };
export const Other: Story = { name: 'Прочие запросы', ...typeStory('other') };

const bandStory = (seconds: number, band: string): Story => ({
  args: { rateLimit: sampleRateLimit('other', seconds, { used: 10, max: 10 }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-band', band);
    const bar = canvas.getByRole('progressbar', { name: 'Осталось времени' });
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(seconds);
    await expect(canvas.getByRole('timer')).toBeVisible();
  },
});

export const OverAMinute: Story = { name: 'Больше минуты (90 с)', ...bandStory(90, 'neutral') };
export const UnderAMinute: Story = { name: 'Меньше минуты (45 с)', ...bandStory(45, 'notice') };
export const UnderHalfAMinute: Story = { name: 'Меньше 30 секунд (20 с)', ...bandStory(20, 'warning') };
export const UnderTenSeconds: Story = { name: 'Меньше 10 секунд (5 с)', ...bandStory(5, 'critical') };

export const LongWait: Story = {
  name: 'Долгое ожидание',
  args: { rateLimit: sampleRateLimit('resend_verification', 3 * 3600, { used: 5, max: 5 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^(3:00:00|2:59:5\d)$/);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const Expired: Story = {
  name: 'Истекло',
  args: { rateLimit: sampleRateLimit('password_reset', 0) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Можно попробовать снова');
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    // A production build runs the mount's effects after the first paint, so after the play begins.
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: 'Повторить попытку' })).toBeEnabled();
  },
};

export const WithoutRetry: Story = {
  name: 'Без кнопки повтора',
  args: { rateLimit: sampleRateLimit('other', 120), onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Behaviour test: the countdown reaches zero, the retry unlocks and is pressed. */
export const CountsDownToZero: Story = {
  name: 'Отсчёт до нуля',
  tags: ['!dev', '!autodocs'],
  args: { rateLimit: sampleRateLimit('resend_verification', 2, { used: 1, max: 1 }) },
  play: async ({ canvas, args, userEvent }) => {
    const retry = canvas.getByRole('button', { name: 'Повторить попытку' });
    await expect(retry).toBeDisabled();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^0:0[12]$/);
    await expect(args.onExpire).not.toHaveBeenCalled();

    await waitFor(() => expect(retry).toBeEnabled(), { timeout: 4000 });
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Можно попробовать снова');
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();

    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // onExpire stays a single call while the panel keeps rendering after zero.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
  },
};

/** Outside the auth card (a wide page) the panel keeps the card's content width, not the page's. */
export const OutsideAuthCard: Story = {
  name: 'Вне карточки входа: не шире её содержимого',
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector('section')!;
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(Number.parseFloat(contentWidth.auth) * 16);
  },
};

const ALL_STATES: ReadonlyArray<{ caption: string; seconds: number; type: RateLimitType; used: number; max: number }> = [
  { caption: 'Регистрация', seconds: 600, type: 'email_verification', used: 3, max: 3 },
  { caption: 'Восстановление пароля', seconds: 600, type: 'password_reset', used: 3, max: 3 },
  { caption: 'Повторное письмо', seconds: 600, type: 'resend_verification', used: 3, max: 3 },
  { caption: 'Прочие запросы', seconds: 600, type: 'other', used: 3, max: 3 },
  { caption: 'Больше минуты (90 с)', seconds: 90, type: 'other', used: 10, max: 10 },
  { caption: 'Меньше минуты (45 с)', seconds: 45, type: 'other', used: 10, max: 10 },
  { caption: 'Меньше 30 секунд (20 с)', seconds: 20, type: 'other', used: 10, max: 10 },
  { caption: 'Меньше 10 секунд (5 с)', seconds: 5, type: 'other', used: 10, max: 10 },
  { caption: 'Долгое ожидание', seconds: 3 * 3600, type: 'resend_verification', used: 5, max: 5 },
  { caption: 'Истекло', seconds: 0, type: 'password_reset', used: 3, max: 3 },
];

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      {ALL_STATES.map(({ caption, seconds, type, used, max }) => (
        <StateFigure key={caption} caption={caption}>
          <RateLimitPanel {...args} rateLimit={sampleRateLimit(type, seconds, { used, max })} />
        </StateFigure>
      ))}
    </StateGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(ALL_STATES.length);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
  },
};
